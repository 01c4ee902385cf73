import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  apiBodyLimit,
  FORM_BODY_LIMIT,
  isApiPath,
  MEDIA_UPLOAD_BODY_LIMIT,
  payloadTooLargeBody,
  UPLOAD_BODY_LIMIT,
} from '@vag/api';
import { localeFromId } from '@vag/domain';

/*
 * Request bodies are limited once, here at the edge, before Hono or React Router read a byte:
 * a declared Content-Length above the path's limit is refused at once, and a body streamed
 * without one is counted as it arrives and refused the moment it passes the limit. Either way
 * the answer is 413 (the API's error body on API paths, a short page elsewhere) and the rest of
 * the upload is discarded, never held in memory.
 */

/** Storefront paths that take more than a form: the registration form uploads a document. */
const STOREFRONT_UPLOAD_PATHS = [
  /^(\/en)?\/register(\.data)?\/?$/,
  // The back office's product file import (admin host; no storefront page has this path).
  /^\/products\/import(\.data)?\/?$/,
];

/** The back office's media library and picker (admin host; no storefront page has these paths): an image. */
const ADMIN_MEDIA_UPLOAD_PATHS = /^\/media(\/picker)?(\.data)?\/?$/;

/** The largest request body taken on a path: the API's own table, a form's size for pages. */
export function bodyLimitFor(pathname: string): number {
  if (isApiPath(pathname)) return apiBodyLimit(pathname);
  if (ADMIN_MEDIA_UPLOAD_PATHS.test(pathname)) return MEDIA_UPLOAD_BODY_LIMIT;
  return STOREFRONT_UPLOAD_PATHS.some((path) => path.test(pathname)) ? UPLOAD_BODY_LIMIT : FORM_BODY_LIMIT;
}

/** How long a refused upload may go on being discarded before its connection is closed. */
const DISCARD_GRACE_MS = 5_000;

/** The bindings @hono/node-server passes with each request; absent in tests that call `fetch` directly. */
interface NodeBindings {
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
}

type Fetch = (request: Request, env?: unknown, executionContext?: never) => Response | Promise<Response>;

/** The body was larger than its path takes. */
export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`request body over ${maxBytes} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** The 413 answer: the API's error body in the request's language, or a short page in both. */
export function payloadTooLarge(request: Request): Response {
  const url = new URL(request.url);
  const headers = { 'Cache-Control': 'no-store' };
  if (isApiPath(url.pathname)) {
    const locale = localeFromId(Number(url.searchParams.get('locale_id'))) ?? 'hu';
    return Response.json(payloadTooLargeBody(locale), { status: 413, headers });
  }
  return new Response(
    '<!DOCTYPE html><html lang="hu"><meta charset="utf-8"><title>413</title>' +
      '<p>A küldött adat túl nagy.</p><p lang="en">The data sent is too large.</p></html>',
    { status: 413, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } },
  );
}

/**
 * `fetch` with every request body limited by `limitFor(pathname)`. Bodies within the limit
 * reach `fetch` unchanged in content, as a stream that counts; one that overflows ends the
 * request with 413 whatever the handler was doing with it.
 */
export function limitRequestBodies(
  fetch: Fetch,
  limitFor: (pathname: string) => number = bodyLimitFor,
  onRefused: (request: Request, maxBytes: number) => void = () => {},
): Fetch {
  return (request, env, executionContext) => {
    if (request.method === 'GET' || request.method === 'HEAD') return fetch(request, env, executionContext);
    const maxBytes = limitFor(new URL(request.url).pathname);
    const node = (env ?? {}) as NodeBindings;
    const declared = request.headers.get('content-length');
    if (declared !== null && Number(declared) > maxBytes) {
      onRefused(request, maxBytes);
      discardAfterAnswer(node);
      return payloadTooLarge(request);
    }
    if (declared === '0') return fetch(request, env, executionContext);

    let overflowed!: () => void;
    const overflow = new Promise<Response>((resolve) => {
      overflowed = () => {
        onRefused(request, maxBytes);
        discardAfterAnswer(node);
        resolve(payloadTooLarge(request));
      };
    });
    const body = node.incoming
      ? countedIncoming(node.incoming, maxBytes, overflowed)
      : request.body && countedStream(request.body, maxBytes, overflowed);
    if (!body) return fetch(request, env, executionContext);
    const limited = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body,
      signal: request.signal,
      duplex: 'half',
    } as RequestInit);
    const handled = Promise.resolve(fetch(limited, env, executionContext));
    // After a 413 the handler's own outcome (an error reading the body) goes nowhere.
    handled.catch(() => undefined);
    return Promise.race([handled, overflow]);
  };
}

/**
 * After the 413 is sent, the rest of the upload is read and dropped (so the client sees the
 * answer, not a reset), for a few seconds at most; then the connection is closed.
 */
function discardAfterAnswer({ incoming, outgoing }: NodeBindings) {
  if (!incoming || !outgoing) return;
  outgoing.once('finish', () => {
    if (incoming.readableEnded) return;
    setImmediate(() => incoming.resume());
    const timer = setTimeout(() => incoming.socket?.destroy(), DISCARD_GRACE_MS);
    timer.unref();
    incoming.once('end', () => clearTimeout(timer));
  });
}

/** The body of a node request, read chunk by chunk on demand and counted; never more than one chunk held. */
function countedIncoming(incoming: IncomingMessage, maxBytes: number, onOverflow: () => void): ReadableStream {
  let received = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        return new Promise<void>((resolve) => {
          const done = (settle: () => void) => {
            incoming.off('readable', step);
            incoming.off('end', step);
            incoming.off('error', failed);
            incoming.off('close', closed);
            settle();
            resolve();
          };
          const failed = (error: Error) => done(() => controller.error(error));
          const closed = () => {
            if (!incoming.readableEnded) failed(new Error('the client closed the connection mid-body'));
          };
          function step() {
            const chunk = incoming.read() as Buffer | null;
            if (chunk === null) {
              if (incoming.readableEnded) done(() => controller.close());
              return;
            }
            received += chunk.byteLength;
            if (received > maxBytes) {
              done(() => controller.error(new BodyTooLargeError(maxBytes)));
              onOverflow();
              return;
            }
            done(() => controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)));
          }
          incoming.on('readable', step);
          incoming.on('end', step);
          incoming.on('error', failed);
          incoming.on('close', closed);
          step();
        });
      },
      // The handler stopped reading: the rest is dropped, the connection stays usable.
      cancel() {
        setImmediate(() => incoming.resume());
      },
    },
    { highWaterMark: 0 },
  );
}

/** A web stream counted as it is read (requests not served by node:http, such as tests). */
function countedStream(source: ReadableStream<Uint8Array>, maxBytes: number, onOverflow: () => void): ReadableStream {
  const reader = source.getReader();
  let received = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        received += value.byteLength;
        if (received > maxBytes) {
          controller.error(new BodyTooLargeError(maxBytes));
          onOverflow();
          await reader.cancel().catch(() => undefined);
          return;
        }
        controller.enqueue(value);
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}
