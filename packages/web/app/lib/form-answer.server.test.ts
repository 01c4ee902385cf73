import { XSRF_COOKIE } from '@vag/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Submitted } from '../api-client/submit';
import { formAnswer, formSubmission } from './form-answer.server';

beforeAll(async () => {
  // The server build loads both languages' layout routes; a unit test loads them by hand.
  await Promise.all([import('../i18n/locale-hu'), import('../i18n/locale-en')]);
});

/** The submit transport's answer: `status`, the API's JSON (or `{}` when it sent none) and cookies. */
function answered(status: number, body: Record<string, unknown>, setCookies: string[] = []): Submitted<unknown> {
  const headers = new Headers();
  for (const line of setCookies) headers.append('set-cookie', line);
  return { status, ok: status >= 200 && status < 300, body, headers };
}

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
}

const LOGIN = { _token: 't', email: 'a@example.com', password: 'Titok#2024' };

describe('form answers of writes', () => {
  it('pass on a 429 with the API’s own message as the form’s notice', () => {
    const message = 'Túl sok próbálkozás. Kérjük, várjon egy kicsit, és próbálja újra.';
    const answer = formAnswer(formSubmission(answered(429, { message, code: 'too_many_requests' }), 'hu'));
    expect(answer.init?.status).toBe(429);
    expect(answer.data).toMatchObject({ ok: false, message, errors: {} });
  });

  it('never answer a refusal with an empty message: a body without one gets a generic one in the page’s language', () => {
    for (const [locale, text] of [
      ['hu', 'Valami hiba történt. Kérjük, próbálja újra később.'],
      ['en', 'Something went wrong. Please try again later.'],
    ] as const) {
      const answer = formAnswer(formSubmission(answered(502, {}), locale));
      expect(answer.init?.status).toBe(502);
      expect(answer.data.message).toBe(text);
    }
  });

  it('show the `status` text of the password mails before the message', () => {
    const submitted = formSubmission(answered(200, { status: 'Elküldtük.', message: 'OK' }), 'hu');
    expect(submitted.result).toMatchObject({ ok: true, message: 'Elküldtük.' });
  });

  it('hand the token of a session the post opened to the form, and the API’s cookies to the page', () => {
    const cookies = [`${XSRF_COOKIE}=a%2Bb; Path=/`, 'vag_session=s; Path=/; HttpOnly'];
    const answer = formAnswer(formSubmission(answered(422, { message: 'Hibás.' }, cookies), 'hu'));
    expect(answer.data.csrfToken).toBe('a+b');
    expect(new Headers(answer.init?.headers).getSetCookie()).toEqual(cookies);
  });

  it('send a refused form’s typed values back, without the CSRF or captcha token or a password', () => {
    const posted = form({ ...LOGIN, captcha_token: 'c', street: 'Fő', number: '' });
    const refused = formAnswer(
      formSubmission(answered(422, { message: 'Hibás adatok.', errors: { number: ['Kötelező.'] } }), 'hu'),
      'save',
      posted,
    );
    expect(refused.data).toMatchObject({ intent: 'save', errors: { number: ['Kötelező.'] } });
    expect(refused.data.fields).toEqual({ email: 'a@example.com', street: 'Fő', number: '' });

    const saved = formAnswer(formSubmission(answered(200, { message: 'Mentve.' }), 'hu'), 'save', posted);
    expect(saved.data.fields).toBeUndefined();
  });
});
