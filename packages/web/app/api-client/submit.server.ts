import { SESSION_COOKIE, XSRF_COOKIE } from '@vag/domain';
import { type AppLoadContext, data } from 'react-router';
import { cookieValue } from '../lib/cookies';
import { buildQuery } from './client';
import { shopperHeaders } from './server';
import { filledPath, type Submit, type SubmitCall, type Submitted } from './submit';

/**
 * The submit transport of route actions: HTML form posts work without JavaScript (DESIGN §7),
 * so an action sends the shopper's write to the API as the browser would have, and passes the
 * API's cookies (new session, login) back.
 *
 * CSRF (DESIGN §8): the browser's Origin must be this site; the form's hidden `_token` (the
 * XSRF-TOKEN cookie, rendered by <CsrfField/>) goes on as X-XSRF-TOKEN, and the API checks it
 * against the session (or, when the page had no token yet, a verified same-site Origin stands in).
 * A visitor without a session gets a visitor token first (no session is stored until a cart or
 * a login needs one): there is nothing of theirs to forge a request against.
 */
export function serverSubmit(request: Request, context: AppLoadContext): Submit {
  return <T>(call: SubmitCall) => submitAs<T>(request, context, call);
}

/** 403 unless the post comes from a page of this site (or from a client that sends no Origin). */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  if (origin && origin !== new URL(request.url).origin) throw data({ message: 'Forbidden' }, { status: 403 });
}

const SESSION_OPENING_PATH = '/sanctum/csrf-cookie';

async function submitAs<T>(request: Request, context: AppLoadContext, call: SubmitCall): Promise<Submitted<T>> {
  assertSameOrigin(request);
  const origin = new URL(request.url).origin;
  const headers = shopperHeaders(request, context);
  headers.set('accept', 'application/json');
  const passOn = new Headers();
  let cookies = request.headers.get('cookie') ?? '';
  let token: string | undefined;
  const { body } = call;
  const formToken = body instanceof FormData ? body.get('_token') : body?._token;

  if (cookieValue(cookies, SESSION_COOKIE) === undefined) {
    // A post of a visitor with no session: fetch (or renew) the visitor token, and use it.
    const opened = await context.apiTransport(
      new Request(new URL(SESSION_OPENING_PATH, origin), { headers: new Headers(headers) }),
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
  const url = new URL(`${filledPath(call.write, call.params)}${buildQuery(call.query)}`, origin);
  const response = await context.apiTransport(new Request(url, { method: call.write.method, headers, body: payload }));
  for (const line of response.headers.getSetCookie()) passOn.append('set-cookie', line);
  const json = (await response.json().catch(() => ({}))) as Submitted<T>['body'];
  return { status: response.status, ok: response.ok, body: json, headers: passOn };
}

/** The request's cookies with those the API just set, as the next call must send them. */
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
