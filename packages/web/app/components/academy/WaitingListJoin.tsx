import { fullName } from '@vag/domain';
import { type SyntheticEvent, useEffect, useRef } from 'react';
import { useActionData, useFetcher, useRouteLoaderData } from 'react-router';
import { browserApi } from '../../api-client/browser';
import { getCurrentUser } from '../../api-client/endpoints';
import { useHydrated } from '../../lib/cart-hooks';
import { useLocale, useT } from '../../lib/use-site';
import { useVisitor } from '../../lib/visitor';
import type { RootLoaderData } from '../../root';
import { CsrfField } from '../CsrfField';
import { fillMessage } from '../catalogue/fill-message';
import { CheckboxField } from '../forms/CheckboxField';
import { Field } from '../forms/Field';
import { FieldIdContext } from '../forms/focus';
import { SubmitButton } from '../forms/SubmitButton';
import type { SelectorDate } from './training-selector';
import { WAITING_LIST_INTENT, type WaitingListJoinAnswer, waitingListSeatChoices } from './waiting-list-join';

/** The form's fields in their order: the first refused one takes the focus. */
const JOIN_FIELDS = ['name', 'email', 'seats', 'consent'] as const;

/** The id of a date's waiting-list disclosure: the selector links to it when a date has too few places. */
export const waitingListAnchor = (dateId: number) => `waiting-list-${dateId}`;

/**
 * A date's "notify me" disclosure on the training page (issue 24): name, e-mail, places wanted and
 * consent, posted to the page's action. Without JavaScript it is a plain form and the page comes
 * back with the answer at this date; with it a fetcher posts, and the answer takes the focus. A
 * signed-in visitor's name and e-mail are filled in once the form opens (the page is shared: its
 * HTML never holds them).
 */
export function WaitingListJoin({ date, action }: { date: SelectorDate; action: string }) {
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const visitor = useVisitor();
  const root = useRouteLoaderData<RootLoaderData>('root');
  const fetcher = useFetcher<WaitingListJoinAnswer>({ key: waitingListAnchor(date.id) });
  const posted = useActionData<WaitingListJoinAnswer | undefined>();
  const result =
    fetcher.data ?? (posted?.intent === WAITING_LIST_INTENT && posted.dateId === date.id ? posted : undefined);
  const busy = fetcher.state !== 'idle';
  const errors = result?.ok ? {} : (result?.errors ?? {});
  const formError = result && !result.ok && Object.keys(errors).length === 0 ? result.message : null;
  const prefix = `${waitingListAnchor(date.id)}-`;
  // Without JavaScript the page drawn anew after the post puts the focus on the answer by itself.
  const drawnAnew = result !== undefined && result === posted;
  const firstInvalid = drawnAnew ? JOIN_FIELDS.find((name) => errors[name]) : undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  const prefilled = useRef(false);
  const full = date.available_limit <= 0;
  const choices = waitingListSeatChoices(date.available_limit);

  // The answer of a fetcher's post takes the focus (a refusal: its first field, else its message).
  useEffect(() => {
    if (!fetcher.data) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? answerRef.current)?.focus();
  }, [fetcher.data]);

  const fillIn = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.open || prefilled.current || !visitor.data.user) return;
    prefilled.current = true;
    getCurrentUser(browserApi(root?.publicApiBaseUrl))
      .then((user) => {
        const form = formRef.current;
        if (!user || !form) return;
        const fill = (name: string, value: string) => {
          const input = form.elements.namedItem(name);
          if (input instanceof HTMLInputElement && input.value === '') input.value = value;
        };
        fill('name', fullName(user.first_name, user.last_name, locale));
        fill('email', user.email);
      })
      .catch(() => {
        prefilled.current = false;
      });
  };

  return (
    <details
      id={waitingListAnchor(date.id)}
      className={`waitlist${full ? ' waitlist--full' : ''}`}
      open={result ? true : undefined}
      onToggle={fillIn}
    >
      <summary className="waitlist__summary">{t(full ? 'waitingList.join.open' : 'waitingList.join.needMore')}</summary>
      {result?.ok ? (
        <div
          ref={answerRef}
          className="waitlist__done"
          role="status"
          tabIndex={-1}
          // biome-ignore lint/a11y/noAutofocus: the answer of the post is what the visitor reads next
          autoFocus={drawnAnew}
        >
          <p className="waitlist__done-title">{result.message || t('waitingList.join.doneTitle')}</p>
          {result.position !== null && (
            <p>{fillMessage(t('waitingList.join.position'), { position: result.position })}</p>
          )}
        </div>
      ) : (
        <fetcher.Form ref={formRef} method="post" action={action} className="waitlist__form" noValidate={hydrated}>
          <p className="waitlist__lead">{t('waitingList.join.lead')}</p>
          {formError && (
            <div
              ref={answerRef}
              className="form-notice form-notice--error"
              role="alert"
              tabIndex={-1}
              // biome-ignore lint/a11y/noAutofocus: the refusal of a post is where the visitor must go next
              autoFocus={drawnAnew}
            >
              {formError}
            </div>
          )}
          <CsrfField />
          <input type="hidden" name="intent" value={WAITING_LIST_INTENT} />
          <input type="hidden" name="training_date_id" value={date.id} />
          <FieldIdContext.Provider value={prefix}>
            <div className="waitlist__fields">
              <Field
                name="name"
                label={t('waitingList.join.name')}
                autoComplete="name"
                required
                maxLength={120}
                errors={errors}
                defaultValue={result?.fields?.name}
                autoFocus={firstInvalid === 'name'}
              />
              <Field
                name="email"
                type="email"
                label={t('waitingList.join.email')}
                autoComplete="email"
                required
                errors={errors}
                defaultValue={result?.fields?.email}
                autoFocus={firstInvalid === 'email'}
              />
              <SeatsField
                choices={choices}
                errors={errors}
                defaultValue={result?.fields?.seats}
                prefix={prefix}
                autoFocus={firstInvalid === 'seats'}
              />
            </div>
            <CheckboxField
              name="consent"
              required
              errors={errors}
              defaultChecked={result?.fields?.consent === '1'}
              autoFocus={firstInvalid === 'consent'}
              label={t('waitingList.join.consent')}
            />
          </FieldIdContext.Provider>
          <SubmitButton busy={busy} variant="secondary">
            {busy ? t('waitingList.join.sending') : t('waitingList.join.submit')}
          </SubmitButton>
        </fetcher.Form>
      )}
    </details>
  );
}

function SeatsField({
  choices,
  errors,
  defaultValue,
  prefix,
  autoFocus,
}: {
  choices: number[];
  errors: Record<string, string[]>;
  defaultValue: string | undefined;
  prefix: string;
  autoFocus: boolean;
}) {
  const t = useT();
  const id = `${prefix}seats`;
  const message = errors.seats?.[0];
  return (
    <div className={`field${message ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {t('waitingList.join.seats')}
      </label>
      <select
        id={id}
        name="seats"
        className="field__input"
        defaultValue={defaultValue ?? String(choices[0] ?? 1)}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        // biome-ignore lint/a11y/noAutofocus: the first refused field of a post drawn anew without JavaScript
        autoFocus={autoFocus}
      >
        {choices.map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </select>
      {message && (
        <p id={`${id}-error`} className="field__error">
          {message}
        </p>
      )}
    </div>
  );
}
