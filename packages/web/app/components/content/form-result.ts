import { XSRF_COOKIE } from '@vag/domain';
import type { Submitted } from '../../api-client/submit';

/** What a content form's action answers: the API's message and its per-field errors. */
export interface FormResult {
  ok: boolean;
  message: string | null;
  code: string | null;
  errors: Record<string, string[]>;
  /** What was typed, so that a form posted without JavaScript comes back filled in. */
  values: Record<string, string>;
  /**
   * The CSRF token of a session this post opened. A failed action does not revalidate the layout,
   * so its token would stay the one from before the session: the form resends this one instead.
   */
  csrfToken: string | null;
}

function openedToken(headers: Headers): string | null {
  for (const line of headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const [name, ...value] = pair.trim().split('=');
    if (name === XSRF_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

export function formResult(response: Submitted<{ message?: string }>, values: Record<string, string>): FormResult {
  return {
    ok: response.ok,
    message: response.body.message ?? null,
    code: response.body.code ?? null,
    errors: response.body.errors ?? {},
    values: response.ok ? {} : values,
    csrfToken: openedToken(response.headers),
  };
}

/** The text fields of a posted form, for `FormResult.values`. */
export function textFields(form: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}
