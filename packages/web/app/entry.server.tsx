import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

export const streamTimeout = 5_000;

/**
 * Pages every anonymous visitor sees alike: the server's page cache may keep them (DESIGN §9,
 * packages/server/src/cache). They are rendered from the URL, the site and the consent choice
 * alone; a visitor with a session or a cart notice is always rendered afresh.
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
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole document at once; people get the shell first and the rest streamed.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />,
      {
        nonce: loadContext.nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
