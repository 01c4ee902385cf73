import { type Locale, XSRF_COOKIE } from '@vag/domain';
import { data } from 'react-router';
import type { Submitted } from '../api-client/submit';
import type { FormResult } from '../components/forms/form-result';
import { translator } from '../i18n';
import { cookieValue } from './cookies';

/** A write's answer as the API sent it, and as the route's form shows it. */
export interface FormSubmission<T> {
  response: Submitted<T>;
  result: FormResult;
}

/**
 * The route's `FormResult` of a write: the API's text (`status` of the password mails, else
 * `message`), its field messages, and the token of a session the post opened.
 */
export function formSubmission<T>(response: Submitted<T>, locale: Locale): FormSubmission<T> {
  const body = response.body as { message?: string; status?: string; errors?: Record<string, string[]> };
  const newToken = cookieValue(
    response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; '),
    XSRF_COOKIE,
  );
  const message = body.status ?? body.message ?? '';
  const result: FormResult = {
    ok: response.ok,
    // A refusal is never silent: an answer without a message (a proxy's 502, a crash) gets ours.
    message: message || (response.ok ? '' : translator(locale)('account.form.failed')),
    errors: body.errors ?? {},
    ...(newToken ? { csrfToken: decodeURIComponent(newToken) } : {}),
  };
  return { response, result };
}

/**
 * The action's answer: the result for the form, the API's status and cookies. `posted` (the
 * refused form) comes back as the result's `fields`, so a page rendered anew keeps what was typed.
 */
export function formAnswer<T>(submitted: FormSubmission<T>, intent?: string, posted?: FormData) {
  const { response } = submitted;
  const result: FormResult = { ...submitted.result, ...(intent ? { intent } : {}) };
  if (posted && !response.ok) result.fields = postedFields(posted);
  return data(result, { status: response.ok ? 200 : response.status, headers: response.headers });
}

const UNSENT_FIELDS = new Set(['_token', 'captcha_token']);

/** The typed text of a form: no files, no CSRF or captcha token, no password. */
function postedFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === 'string' && !UNSENT_FIELDS.has(key) && !key.includes('password')) fields[key] = value;
  }
  return fields;
}
