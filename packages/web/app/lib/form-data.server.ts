import { parsePath } from '@vag/domain';
import { data } from 'react-router';
import { translator } from '../i18n';

/** What a browser's form sends; anything else (JSON, no body, plain text) is not a form post. */
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/** The 400 of a post whose body is not a form: a message and a stable code, like every refusal. */
export interface UnreadableFormAnswer {
  ok: false;
  message: string;
  code: 'form_unreadable';
  errors: Record<string, string[]>;
}

/**
 * The posted form of a route action: every action reads its body here, never with
 * `request.formData()`, which throws on a JSON or empty body, or a broken multipart one,
 * and so answered 500. Such a post answers 400 with a message in the page's language. An empty
 * form of a form type reads as an empty form: the action's own checks answer it.
 */
export async function readForm(request: Request): Promise<FormData> {
  if (FORM_TYPES.test(request.headers.get('content-type') ?? '')) {
    const form = await request.formData().catch(() => undefined);
    if (form) return form;
  }
  const t = translator(parsePath(new URL(request.url).pathname).locale);
  const answer: UnreadableFormAnswer = {
    ok: false,
    message: t('error.formUnreadable'),
    code: 'form_unreadable',
    errors: {},
  };
  throw data(answer, { status: 400 });
}

/** A copy of the form without the fields the API does not take (the page's own: intent, redirect_to). */
export function withoutFields(form: FormData, names: readonly string[]): FormData {
  const copy = new FormData();
  for (const [key, value] of form) if (!names.includes(key)) copy.append(key, value);
  return copy;
}
