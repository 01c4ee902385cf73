import { SESSION_COOKIE } from '@vag/domain';
import type { AppLoadContext } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { formAnswer, submitToApi } from './account.server';

beforeAll(async () => {
  // The server build loads both languages' layout routes; a unit test loads them by hand.
  await Promise.all([import('../i18n/locale-hu'), import('../i18n/locale-en')]);
});

/** A route's context whose API answers every call with `status` and `body`. */
function apiAnswering(status: number, body: unknown): AppLoadContext {
  return {
    site: { hostId: 1, key: 'shop' },
    requestId: 'test',
    clientIp: '127.0.0.1',
    apiTransport: async () =>
      typeof body === 'string'
        ? new Response(body, { status, headers: { 'content-type': 'text/html' } })
        : Response.json(body, { status }),
  };
}

function post(path: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return new Request(`http://vagheggi.localhost${path}`, {
    method: 'POST',
    body: form,
    headers: { cookie: `${SESSION_COOKIE}=s1`, origin: 'http://vagheggi.localhost' },
  });
}

const LOGIN = { _token: 't', email: 'a@example.com', password: 'Titok#2024' };

describe('form posts to the API', () => {
  it('pass on a 429 with the API’s own message as the form’s notice', async () => {
    const message = 'Túl sok próbálkozás. Kérjük, várjon egy kicsit, és próbálja újra.';
    const request = post('/login', LOGIN);
    const answer = formAnswer(
      await submitToApi(request, apiAnswering(429, { message, code: 'too_many_requests' }), '/auth/login', {
        body: await request.formData(),
      }),
    );
    expect(answer.init?.status).toBe(429);
    expect(answer.data).toMatchObject({ ok: false, message, errors: {} });
  });

  it('never answer a refusal with an empty message: a body without one gets a generic one in the page’s language', async () => {
    for (const [path, text] of [
      ['/login', 'Valami hiba történt. Kérjük, próbálja újra később.'],
      ['/en/forgot-password', 'Something went wrong. Please try again later.'],
    ] as const) {
      const request = post(path, LOGIN);
      const answer = formAnswer(
        await submitToApi(request, apiAnswering(502, '<html>Bad gateway</html>'), '/auth/login', {
          body: await request.formData(),
        }),
      );
      expect(answer.init?.status).toBe(502);
      expect(answer.data.message).toBe(text);
    }
  });

  it('send a refused form’s typed values back, without the token or a password', async () => {
    const request = post('/account/address/new', { ...LOGIN, street: 'Fő', number: '' });
    const form = await request.formData();
    const refused = formAnswer(
      await submitToApi(
        request,
        apiAnswering(422, { message: 'Hibás adatok.', errors: { number: ['Kötelező.'] } }),
        '/x',
        {
          body: form,
        },
      ),
      'save',
      form,
    );
    expect(refused.data).toMatchObject({ intent: 'save', errors: { number: ['Kötelező.'] } });
    expect(refused.data.fields).toEqual({ email: 'a@example.com', street: 'Fő', number: '' });

    const saved = formAnswer(
      await submitToApi(request, apiAnswering(200, { message: 'Mentve.' }), '/x', { body: form }),
      'save',
      form,
    );
    expect(saved.data.fields).toBeUndefined();
  });
});
