import type { AppLoadContext } from 'react-router';
import { ApiClient, type ReadMemo } from './client';

/** Headers of the shopper's request that the API needs to answer as it would the browser. */
const FORWARDED = ['host', 'accept-language', 'user-agent', 'x-forwarded-proto'];

/**
 * What every server-side call to the API carries of the shopper's request (reads and writes
 * alike): the forwarded headers, the request id and the shopper's address. Cookies are added by
 * the caller: a write may open a session first.
 */
export function shopperHeaders(request: Request, context: AppLoadContext): Headers {
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set('x-request-id', context.requestId);
  // In-process calls have no socket: the API takes the shopper's address from here.
  headers.set('x-forwarded-for', context.clientIp);
  return headers;
}

/**
 * The GET answers of each request's loaders (issue 23): the root loader and the page's loader run
 * side by side and may ask the same thing. Keyed by the load context, which the server makes for
 * each request, so no answer outlives its request or reaches another visitor.
 */
const loaderReads = new WeakMap<AppLoadContext, ReadMemo>();

function readsOf(context: AppLoadContext): ReadMemo {
  let reads = loaderReads.get(context);
  if (!reads) {
    reads = new Map();
    loaderReads.set(context, reads);
  }
  return reads;
}

/**
 * The client SSR loaders use: the same contract, dispatched through the server's transport.
 * Loaders share identical reads; an action (and what it calls) always asks afresh.
 */
export function serverApi(request: Request, context: AppLoadContext): ApiClient {
  const headers = shopperHeaders(request, context);
  const cookie = request.headers.get('cookie');
  if (cookie) headers.set('cookie', cookie);
  const loading = request.method === 'GET' || request.method === 'HEAD';
  return new ApiClient({
    baseUrl: new URL(request.url).origin,
    transport: context.apiTransport,
    headers,
    reads: loading ? readsOf(context) : undefined,
  });
}
