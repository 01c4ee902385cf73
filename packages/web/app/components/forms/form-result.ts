/** What an account route action answers its form: the API's message and per-field messages. */
export interface FormResult {
  ok: boolean;
  message: string;
  errors: Record<string, string[]>;
  /** Which of a page's forms posted (a page with several shows the answer at the right one). */
  intent?: string;
  /** The XSRF token of a session the post opened (see TokenField). */
  csrfToken?: string;
  /** The text fields of a refused post: a page rendered anew without JavaScript shows them again. */
  fields?: Record<string, string>;
}

/** Spec §8: address, delete and forgot-password failures join the field messages into one toast. */
export function joinedErrors(result: FormResult): string {
  const fields = Object.values(result.errors).flat();
  return fields.length > 0 ? fields.join(' ') : result.message;
}

/** A form's values as the zod schemas read them (files stay files). */
export function formValues(form: FormData): Record<string, FormDataEntryValue> {
  const values: Record<string, FormDataEntryValue> = {};
  for (const [key, value] of form) values[key] = value;
  return values;
}

/**
 * The outcome shown as the block above a form. Without JavaScript: the route's action data.
 * With it, the toast and the field messages tell a refusal, except one that names no field
 * (429 too many attempts, a server error): that stays on the page, as a toast fades.
 */
export function noticeOf(fetched: FormResult | undefined, actionData: FormResult | undefined): FormResult | undefined {
  // A fetcher's answer is newer than the action data of a post sent before the page hydrated.
  if (!fetched) return actionData;
  return !fetched.ok && Object.keys(fetched.errors).length === 0 ? fetched : undefined;
}
