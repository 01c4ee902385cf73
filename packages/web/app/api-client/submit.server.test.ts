import { SESSION_COOKIE, XSRF_COOKIE } from '@vag/domain';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { write } from './submit';
import { serverSubmit } from './submit.server';

const SITE = 'http://vagheggi.localhost';

/** A fake API: answers the session opening with fresh cookies and every other call with `answer`. */
function fakeApi(answer: () => Response = () => Response.json({ message: 'Kész.' })) {
  const seen: Request[] = [];
  const context: AppLoadContext = {
    site: { hostId: 1, key: 'shop' },
    requestId: 'req-1',
    clientIp: '203.0.113.7',
    apiTransport: async (request) => {
      seen.push(request);
      if (new URL(request.url).pathname === '/sanctum/csrf-cookie') {
        const headers = new Headers();
        headers.append('set-cookie', `${XSRF_COOKIE}=fresh%3Dtoken; Path=/; SameSite=Lax`);
        headers.append('set-cookie', `${SESSION_COOKIE}=visitor; Path=/; HttpOnly; SameSite=Lax`);
        return new Response(null, { status: 204, headers });
      }
      return answer();
    },
  };
  return { context, seen };
}

function shopperPost(headers: Record<string, string>, path = '/login') {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { host: 'vagheggi.localhost', ...headers },
    body: new FormData(),
  });
}

const withSession = { cookie: `${SESSION_COOKIE}=s1; ${XSRF_COOKIE}=session%2Btoken`, origin: SITE };

const LOGIN = write('POST', '/auth/login');
const ANY_POST = write('POST', '/x');
const DELETE_ADDRESS = write('DELETE', '/api/v1/addresses/{id}');

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

describe('serverSubmit', () => {
  it('opens a visitor session first when the shopper has none, and sends its token and cookies on', async () => {
    const { context, seen } = fakeApi();
    const submit = serverSubmit(shopperPost({ origin: SITE, cookie: 'consent=1' }), context);
    await submit({ write: LOGIN, body: form({ _token: 'stale' }) });
    expect(seen.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /auth/login',
    ]);
    const sent = seen[1] as Request;
    expect(sent.headers.get('x-xsrf-token')).toBe('fresh=token');
    expect(sent.headers.get('cookie')).toBe(`consent=1; ${XSRF_COOKIE}=fresh%3Dtoken; ${SESSION_COOKIE}=visitor`);
  });

  it('passes the opened session’s cookies and the API’s own Set-Cookie on to the page', async () => {
    const { context } = fakeApi(() => {
      const headers = new Headers({ 'content-type': 'application/json' });
      headers.append('set-cookie', `${SESSION_COOKIE}=rotated; Path=/; HttpOnly`);
      return new Response(JSON.stringify({ message: 'Belépve.' }), { headers });
    });
    const answer = await serverSubmit(shopperPost({ origin: SITE }), context)({ write: LOGIN });
    expect(answer.headers.getSetCookie()).toEqual([
      `${XSRF_COOKIE}=fresh%3Dtoken; Path=/; SameSite=Lax`,
      `${SESSION_COOKIE}=visitor; Path=/; HttpOnly; SameSite=Lax`,
      `${SESSION_COOKIE}=rotated; Path=/; HttpOnly`,
    ]);
    expect(answer).toMatchObject({ ok: true, status: 200, body: { message: 'Belépve.' } });
  });

  it('sends the form’s own token when the shopper has a session', async () => {
    const { context, seen } = fakeApi();
    await serverSubmit(shopperPost(withSession), context)({ write: ANY_POST, body: form({ _token: 'a%2Bb' }) });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.get('x-xsrf-token')).toBe('a+b');
    expect(seen[0]?.headers.get('cookie')).toBe(withSession.cookie);
  });

  it('takes the token of a JSON body too', async () => {
    const { context, seen } = fakeApi();
    await serverSubmit(shopperPost(withSession), context)({ write: ANY_POST, body: { _token: 'json-token' } });
    expect(seen[0]?.headers.get('x-xsrf-token')).toBe('json-token');
  });

  it('stands the session’s token in for an empty field only when the Origin is this site', async () => {
    const same = fakeApi();
    await serverSubmit(shopperPost(withSession), same.context)({ write: ANY_POST, body: form({ _token: '' }) });
    expect(same.seen[0]?.headers.get('x-xsrf-token')).toBe('session+token');

    const noOrigin = fakeApi();
    const { origin: _, ...cookieOnly } = withSession;
    await serverSubmit(shopperPost(cookieOnly), noOrigin.context)({ write: ANY_POST, body: form({ _token: '' }) });
    expect(noOrigin.seen[0]?.headers.has('x-xsrf-token')).toBe(false);
  });

  it('refuses a post from another site with 403 before calling the API', async () => {
    const { context, seen } = fakeApi();
    const submit = serverSubmit(shopperPost({ ...withSession, origin: 'https://evil.example' }), context);
    const refused = await submit({ write: ANY_POST, body: form({ _token: 't' }) }).catch((error) => error);
    expect(refused).toMatchObject({ type: 'DataWithResponseInit', init: { status: 403 } });
    expect(seen).toHaveLength(0);
  });

  it('forwards the shopper’s headers, the request id and address, and asks for JSON', async () => {
    const { context, seen } = fakeApi();
    const request = shopperPost({
      ...withSession,
      'accept-language': 'hu-HU',
      'user-agent': 'Test/1.0',
      'x-forwarded-proto': 'https',
      referer: `${SITE}/secret?token=1`,
    });
    await serverSubmit(request, context)({ write: DELETE_ADDRESS, params: { id: 3 }, query: { locale_id: 2 } });
    const sent = seen[0] as Request;
    expect(sent.method).toBe('DELETE');
    expect(sent.url).toBe(`${SITE}/api/v1/addresses/3?locale_id=2`);
    expect(Object.fromEntries(sent.headers)).toMatchObject({
      host: 'vagheggi.localhost',
      'accept-language': 'hu-HU',
      'user-agent': 'Test/1.0',
      'x-forwarded-proto': 'https',
      'x-request-id': 'req-1',
      'x-forwarded-for': '203.0.113.7',
      accept: 'application/json',
    });
    expect(sent.headers.has('referer')).toBe(false);
    expect(sent.headers.has('origin')).toBe(false);
  });

  it('sends a FormData body as the form it is, and an object as JSON', async () => {
    const asForm = fakeApi();
    await serverSubmit(
      shopperPost(withSession),
      asForm.context,
    )({
      write: ANY_POST,
      body: form({ _token: 't', email: 'a@example.com' }),
    });
    const formSent = asForm.seen[0] as Request;
    expect(formSent.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect((await formSent.formData()).get('email')).toBe('a@example.com');

    const asJson = fakeApi();
    await serverSubmit(
      shopperPost(withSession),
      asJson.context,
    )({
      write: ANY_POST,
      body: { _token: 't', consent: true },
    });
    const jsonSent = asJson.seen[0] as Request;
    expect(jsonSent.headers.get('content-type')).toBe('application/json');
    expect(await jsonSent.json()).toEqual({ _token: 't', consent: true });
  });

  it('answers a refusal without JSON as a status with an empty body, never a throw', async () => {
    const { context } = fakeApi(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const answer = await serverSubmit(shopperPost(withSession), context)({ write: ANY_POST });
    expect(answer).toMatchObject({ ok: false, status: 502, body: {} });
  });
});
