import { describe, expect, it } from 'vitest';
import type { AdminLoadContext } from '../context';
import { STAFF_WRITES } from './staff';
import { serverSubmit } from './submit.server';

/** A transport that records what the API was sent and answers like it. */
function recorder() {
  const sent: Request[] = [];
  const context: AdminLoadContext = {
    requestId: 'req-1',
    clientIp: '203.0.113.9',
    apiTransport: async (request) => {
      sent.push(request);
      if (request.url.endsWith('/api/admin/v1/csrf-cookie')) {
        return new Response(null, {
          status: 204,
          headers: [
            ['set-cookie', 'vag_staff_visitor=v1; Path=/; HttpOnly'],
            ['set-cookie', 'STAFF-XSRF-TOKEN=pre%2Btoken; Path=/'],
          ],
        });
      }
      return Response.json(
        { message: 'ok', data: { stage: 'active' } },
        { headers: { 'set-cookie': 'vag_staff_session=s1' } },
      );
    },
  };
  return { sent, context };
}

const post = (cookie: string, origin = 'http://admin.localhost') =>
  new Request('http://admin.localhost/login', { method: 'POST', headers: { cookie, origin } });

describe('the admin submit transport', () => {
  it('before sign-in fetches a pre-session token, sends it with the cookies, and passes every cookie on', async () => {
    const { sent, context } = recorder();
    const form = new FormData();
    form.set('email', 'a@b.hu');
    form.set('_token', '');
    const answer = await serverSubmit(post(''), context)({ write: STAFF_WRITES.login, body: form });
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/admin/v1/csrf-cookie',
      '/api/admin/v1/login',
    ]);
    const login = sent[1];
    expect(login?.headers.get('x-staff-xsrf-token')).toBe('pre+token');
    expect(login?.headers.get('cookie')).toContain('vag_staff_visitor=v1');
    expect(login?.headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect((await login?.formData())?.has('_token')).toBe(false);
    expect(answer.headers.getSetCookie()).toHaveLength(3);
    expect(answer.body.data).toEqual({ stage: 'active' });
  });

  it('with a session sends the form’s token, and refuses a post from another origin', async () => {
    const { sent, context } = recorder();
    const form = new FormData();
    form.set('_token', 'form-token');
    await serverSubmit(
      post('vag_staff_session=s1; STAFF-XSRF-TOKEN=cookie-token'),
      context,
    )({
      write: STAFF_WRITES.logout,
      body: form,
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.get('x-staff-xsrf-token')).toBe('form-token');
    await expect(
      serverSubmit(post('vag_staff_session=s1', 'http://evil.example'), context)({ write: STAFF_WRITES.logout }),
    ).rejects.toMatchObject({ init: { status: 403 } });
  });

  it('uses the cookie’s token only when told (a loader’s write) or for a same-origin post', async () => {
    const { sent, context } = recorder();
    const loaderRequest = new Request('http://admin.localhost/totp-setup', {
      headers: { cookie: 'vag_staff_session=s1; STAFF-XSRF-TOKEN=cookie-token' },
    });
    await serverSubmit(loaderRequest, context)({ write: STAFF_WRITES.totpSetup });
    await serverSubmit(loaderRequest, context, { cookieToken: true })({ write: STAFF_WRITES.totpSetup });
    expect(sent.map((request) => request.headers.get('x-staff-xsrf-token'))).toEqual([null, 'cookie-token']);
  });
});
