import { data } from 'react-router';
import { adminContext } from '../context';
import { cookieValue } from '../lib/cookies';
import { buildQuery } from './client';
import { staffHeaders } from './server';
import { filledPath, type Submit, type SubmitCall, type Submitted } from './submit';

export const STAFF_SESSION_COOKIE = 'vag_staff_session';
export const STAFF_XSRF_COOKIE = 'STAFF-XSRF-TOKEN';
const CSRF_OPENING_PATH = '/api/admin/v1/csrf-cookie';

/** The CSRF token a screen puts in its forms' hidden `_token`: the staff cookie's. */
export const csrfOf = (request: Request): string => cookieValue(request.headers.get('cookie'), STAFF_XSRF_COOKIE) ?? '';

/**
 * An editor action's answer from the API's: whether it was saved, the API's message and field
 * errors (with `extra`, e.g. which form was sent), its status and the cookies it set.
 */
export function actionAnswer<E extends object>(answer: Submitted<unknown>, extra?: E) {
  return data(
    { ok: answer.ok, ...(extra as E), message: answer.body.message, errors: answer.body.errors },
    { status: answer.ok ? 200 : answer.status, headers: answer.headers },
  );
}

/** 403 unless the post comes from a page of this host (or from a client that sends no Origin). */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  if (origin && origin !== new URL(request.url).origin) throw data({ message: 'Forbidden' }, { status: 403 });
}

/**
 * The submit transport of the back office's actions (and of the one loader that writes, the
 * TOTP enrolment). CSRF (docs/decisions/0012): the form's hidden `_token` goes on as
 * X-STAFF-XSRF-TOKEN. Before sign-in there is no session: a pre-session token is fetched first.
 * `cookieToken`: use the cookie's token, for a loader's write; safe because the staff cookies
 * are SameSite=Strict, so a request started by another site carries none of them.
 */
export function serverSubmit(request: Request, context: unknown, { cookieToken = false } = {}): Submit {
  return <T>(call: SubmitCall) => submitAs<T>(request, context, call, cookieToken);
}

async function submitAs<T>(request: Request, context: unknown, call: SubmitCall, cookieToken: boolean) {
  assertSameOrigin(request);
  const { apiTransport } = adminContext(context);
  const origin = new URL(request.url).origin;
  const headers = staffHeaders(request, context);
  headers.set('accept', 'application/json');
  const passOn = new Headers();
  let cookies = request.headers.get('cookie') ?? '';
  let token: string | undefined;
  const { body } = call;
  const formToken = body instanceof FormData ? body.get('_token') : body?._token;

  if (cookieValue(cookies, STAFF_SESSION_COOKIE) === undefined) {
    // Before sign-in: a pre-session token, fetched now (nothing of the member's exists to forge against).
    const opened = await apiTransport(
      new Request(new URL(CSRF_OPENING_PATH, origin), { headers: new Headers(headers) }),
    );
    await opened.body?.cancel();
    const setCookies = opened.headers.getSetCookie();
    for (const line of setCookies) passOn.append('set-cookie', line);
    cookies = mergeCookies(cookies, setCookies);
    token = cookieValue(cookies, STAFF_XSRF_COOKIE);
  } else if (typeof formToken === 'string' && formToken !== '') {
    token = formToken;
  } else if (cookieToken || request.headers.get('origin') === origin) {
    token = cookieValue(cookies, STAFF_XSRF_COOKIE);
  }
  if (cookies) headers.set('cookie', cookies);
  if (token) headers.set('x-staff-xsrf-token', decodeURIComponent(token));

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    body.delete('_token');
    body.delete('intent');
    payload = body;
  } else if (body !== undefined) {
    headers.set('content-type', 'application/json');
    payload = JSON.stringify(body);
  }
  const url = new URL(`${filledPath(call.write, call.params)}${buildQuery(call.query)}`, origin);
  const response = await apiTransport(new Request(url, { method: call.write.method, headers, body: payload }));
  for (const line of response.headers.getSetCookie()) passOn.append('set-cookie', line);
  const json = (await response.json().catch(() => ({}))) as Submitted<T>['body'];
  return { status: response.status, ok: response.ok, body: json, headers: passOn } satisfies Submitted<T>;
}

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
