import { fieldErrors, type IssueLike, validationMessage, XSRF_COOKIE } from '@vag/domain';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { cookieValue } from '../../lib/cookies';
import { useToast } from '../../lib/toast';
import { useLocale } from '../../lib/use-site';
import { type FormResult, formValues, joinedErrors, noticeOf } from '../forms/form-result';

/** What the form needs of a zod schema (the web package reads zod only through `@vag/domain`). */
interface FormSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly IssueLike[] } };
}

interface Options {
  /** The zod schema the API validates with: the browser checks the same rules first. */
  schema?: FormSchema;
  /** Spec §8: some failures show the joined field messages as the toast. */
  joinErrorsInToast?: boolean;
  /** No toast on success (the page shows its own confirmation). */
  quietSuccess?: boolean;
  onSuccess?: (result: FormResult) => void;
  /** The form's `intent` field, on pages with several forms. */
  intent?: string;
}

/**
 * One account form: a fetcher with JavaScript (in place, busy state, toasts), the route's own
 * action without it (the result comes back as action data). Field messages come from the
 * shared schema before sending and from the API's 422 after.
 */
export function useAccountForm({
  schema,
  joinErrorsInToast = false,
  quietSuccess = false,
  onSuccess,
  intent,
}: Options = {}) {
  const fetcher = useFetcher<FormResult>();
  const routeData = useActionData<FormResult>();
  const actionData = routeData?.intent === intent ? routeData : undefined;
  const locale = useLocale();
  const toast = useToast();
  const [clientErrors, setClientErrors] = useState<Record<string, string[]> | null>(null);
  const handled = useRef<FormResult | undefined>(undefined);
  /** The form last sent: a refusal naming its fields moves the focus to the first of them. */
  const sent = useRef<HTMLFormElement | null>(null);
  const result = fetcher.data ?? actionData;
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== 'idle' || !data || handled.current === data) return;
    handled.current = data;
    if (data.ok) {
      if (!quietSuccess && data.message) toast(data.message, 'success');
      onSuccess?.(data);
    } else {
      toast(joinErrorsInToast ? joinedErrors(data) : data.message, 'error');
      // The API refused fields (an e-mail taken, a wrong password): the keyboard starts at the first.
      const first = Object.keys(data.errors)[0];
      const field = first ? sent.current?.elements.namedItem(first) : null;
      if (field instanceof HTMLElement) field.focus();
    }
  }, [fetcher.state, fetcher.data, toast, joinErrorsInToast, quietSuccess, onSuccess]);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const form = event.currentTarget;
      sent.current = form;
      // A failed first post opened a session: its token is in the cookie, not yet in the page.
      const token = cookieValue(document.cookie, XSRF_COOKIE);
      const tokenField = form.elements.namedItem('_token');
      if (token && tokenField instanceof HTMLInputElement) tokenField.value = decodeURIComponent(token);
      if (!schema) return;
      const values = formValues(new FormData(form));
      const parsed = schema.safeParse(values);
      if (parsed.success || !parsed.error) {
        setClientErrors(null);
        return;
      }
      event.preventDefault();
      const errors = fieldErrors(parsed.error.issues, locale, values);
      // A blank field's problem is that it is blank ("required", not "enter a number").
      for (const field of Object.keys(errors)) {
        if (values[field] === '') errors[field] = [validationMessage('required', locale)];
      }
      setClientErrors(errors);
      const first = Object.keys(errors)[0];
      const field = first ? form.elements.namedItem(first) : null;
      if (field instanceof HTMLElement) field.focus();
    },
    [schema, locale],
  );

  const errors = clientErrors ?? (result && !result.ok ? result.errors : {});
  const notice = noticeOf(fetcher.data, actionData);
  return { fetcher, result, notice, errors, busy, onSubmit, clearErrors: () => setClientErrors(null) };
}
