import { Writable } from 'node:stream';
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
    const chunks: Uint8Array[] = [];
    let length = 0;
    // Collects the document and answers it whole, with its length: one compression and one write
    // instead of one per React chunk (DESIGN §9). No page defers data to a Suspense boundary, so
    // the shell is the whole page and streaming it would not bring the first byte any sooner.
    const sink = new Writable({
      write(chunk: Uint8Array, _encoding, callback) {
        chunks.push(chunk);
        length += chunk.byteLength;
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        responseHeaders.set('Content-Length', String(length));
        resolve(new Response(Buffer.concat(chunks, length), { headers: responseHeaders, status }));
        callback();
      },
    });
    sink.on('error', reject);
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />,
      {
        nonce: loadContext.nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          // Before the shell, React Router renders its error boundary with this status; after
          // it, the failed part is rendered again in the browser.
          if (shellRendered) console.error(error);
          else status = 500;
        },
      },
    );
  });
}
