import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { deferredData, renderDocument } from './lib/render-document.server';

export const streamTimeout = 5_000;

/**
 * Pages every visitor sees alike: the server's page cache may keep them (DESIGN §9,
 * packages/server/src/cache). They are rendered from the URL, the site and the consent choice
 * alone, and serve signed-in shoppers too: their own parts arrive after the page (lib/visitor,
 * decision 20). A no-JavaScript cart notice is rendered for its visitor.
 */
const SHARED_PAGES = new Set([
  'home',
  'category',
  'product',
  'training',
  'training-calendar',
  'blogs',
  'blog-post',
  'custom-page',
  'about-us',
  'for-beauticians',
  'salons',
  'salon',
]);
/** Screens of one shopper's data: never stored, not even by the browser. */
const PERSONAL_PAGES = /^(account|cart|checkout|payment)-/;

/** `Cache-Control` of a page by its deepest route (ids are `<page>-hu` / `<page>-en`). */
export function pageCacheControl(routeIds: string[], status: number): string {
  const page = (routeIds.at(-1) ?? '').replace(/-(hu|en|any)$/, '');
  if (routeIds.some((id) => PERSONAL_PAGES.test(id))) return 'private, no-store';
  if (status === 200 && SHARED_PAGES.has(page)) return 'public, no-cache';
  return 'private, no-cache';
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (!responseHeaders.has('Cache-Control')) {
    const routeIds = routerContext.staticHandlerContext.matches.map((match) => match.route.id);
    responseHeaders.set('Cache-Control', pageCacheControl(routeIds, responseStatusCode));
  }
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return renderDocument(<ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />, {
    status: responseStatusCode,
    headers: responseHeaders,
    nonce: loadContext.nonce,
    stream: deferredData(routerContext.staticHandlerContext.loaderData),
    timeoutMs: streamTimeout + 1000,
    onLateError: (error) => console.error(error),
  });
}
