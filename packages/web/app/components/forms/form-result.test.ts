import { describe, expect, it } from 'vitest';
import { type FormResult, noticeOf } from './form-result';

const tooMany: FormResult = { ok: false, message: 'Túl sok próbálkozás.', errors: {} };
const wrongPassword: FormResult = {
  ok: false,
  message: 'Hibás e-mail cím vagy jelszó.',
  errors: { email: ['Hibás e-mail cím vagy jelszó.'] },
};

describe('the notice above a form', () => {
  it('shows a refusal that names no field (429, a server error) with JavaScript too', () => {
    expect(noticeOf(tooMany, undefined)).toBe(tooMany);
  });

  it('leaves a refusal with field messages to the fields and the toast', () => {
    expect(noticeOf(wrongPassword, undefined)).toBeUndefined();
    expect(noticeOf({ ok: true, message: 'Mentve.', errors: {} }, undefined)).toBeUndefined();
  });

  it('shows the answer of a post without JavaScript, until a newer fetcher answer', () => {
    expect(noticeOf(undefined, wrongPassword)).toBe(wrongPassword);
    expect(noticeOf(tooMany, wrongPassword)).toBe(tooMany);
  });
});
