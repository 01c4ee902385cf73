import { type ErrorBody, SESSION_COOKIE, XSRF_COOKIE } from '@vag/domain';
import { type AppLoadContext, data } from 'react-router';
import { cookieValue } from './cookies';

/**
 * HTML form posts without JavaScript (DESIGN §7): a route action forwards the form to the API
 * as the browser would have sent it, and passes the API's cookies (new session, login) back.
 *
 * CSRF (DESIGN §8): the browser's Origin must be this site; the form's hidden `_token` (the
 * XSRF-TOKEN cookie, rendered by <CsrfField/>) goes on as X-XSRF-TOKEN, and the API checks it
 * against the session (or, when the page had no token yet, a verified same-site Origin stands in).
 * A visitor without a session gets a visitor token first (no session is stored until a cart or
 * a login needs one): there is nothing of theirs to forge a request against.
 */
export interface ProxiedResponse<T> {
  status: number;
  ok: boolean;
  /** The API's JSON body (the contract's error body when not ok). */
  body: T & Partial<ErrorBody>;
  /** Set-Cookie headers of the API, to pass on with the page's response or redirect. */
  headers: Headers;
}

const FORWARDED = ['host', 'accept-language', 'user-agent', 'x-forwarded-proto'];

function mergeCookies(cookieHeader: string, setCookies: string[]): string {
  const jar = new Map<string, string>();
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key) jar.set(key, value.join('='));
  }
  for (const line of setCookies) {
    const [pair = ''] = line.split(';');
    const [key, ...value] = pair.trim().split('=');
    if (key) jar.set(key, value.join('='));
  }
  return [...jar].map(([key, value]) => `${key}=${value}`).join('; ');
}

/** 403 unless the post comes from a page of this site (or from a client that sends no Origin). */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  if (origin && origin !== new URL(request.url).origin) throw data({ message: 'Forbidden' }, { status: 403 });
}

/**
 * Sends `body` to the API path as `method` with the shopper's session, and returns the API's
 * answer and cookies. `body` is the posted form (minus nothing: the API ignores `_token` and
 * `_method`), or any FormData / JSON object an action builds.
 */
export async function proxyToApi<T = Record<string, unknown>>(
  request: Request,
  context: AppLoadContext,
  path: string,
  init: { method?: string; body?: FormData | Record<string, unknown> } = {},
): Promise<ProxiedResponse<T>> {
  assertSameOrigin(request);
  const origin = new URL(request.url).origin;
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set('x-request-id', context.requestId);
  headers.set('x-forwarded-for', context.clientIp);
  headers.set('accept', 'application/json');
  const passOn = new Headers();
  let cookies = request.headers.get('cookie') ?? '';
  let token: string | undefined;
  const body = init.body;
  const formToken = body instanceof FormData ? body.get('_token') : body?._token;

  if (cookieValue(cookies, SESSION_COOKIE) === undefined) {
    // A post of a visitor with no session: fetch (or renew) the visitor token, and use it.
    const opened = await context.apiTransport(
      new Request(new URL('/sanctum/csrf-cookie', origin), { headers: new Headers(headers) }),
    );
    await opened.body?.cancel();
    const setCookies = opened.headers.getSetCookie();
    for (const line of setCookies) passOn.append('set-cookie', line);
    cookies = mergeCookies(cookies, setCookies);
    token = cookieValue(cookies, XSRF_COOKIE);
  } else if (typeof formToken === 'string' && formToken !== '') {
    token = formToken;
  } else if (request.headers.get('origin') === origin) {
    // A page rendered before its session existed (the answer to the visitor's first post) has
    // an empty field. The browser proved the post is ours by its Origin: use the session's token.
    token = cookieValue(cookies, XSRF_COOKIE);
  }
  if (cookies) headers.set('cookie', cookies);
  if (token) headers.set('x-xsrf-token', decodeURIComponent(token));

  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('content-type', 'application/json');
    payload = JSON.stringify(body);
  }
  const response = await context.apiTransport(
    new Request(new URL(path, origin), { method: init.method ?? 'POST', headers, body: payload }),
  );
  for (const line of response.headers.getSetCookie()) passOn.append('set-cookie', line);
  const json = (await response.json().catch(() => ({}))) as T & Partial<ErrorBody>;
  return { status: response.status, ok: response.ok, body: json, headers: passOn };
}
