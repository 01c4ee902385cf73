import { localizePath } from '@vag/domain';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useToast } from '../../lib/toast';
import { useLocale, useT } from '../../lib/use-site';
import { CheckboxField } from '../forms/CheckboxField';
import { Field } from '../forms/Field';
import type { FormResult } from '../forms/form-result';
import { TokenField } from '../forms/TokenField';
import { Link } from '../Link';

/** One fetcher for every newsletter form, so the thank-you survives the layout's revalidation. */
export const NEWSLETTER_FETCHER_KEY = 'newsletter';

/**
 * First name, e-mail and consent (spec §5); a thank-you after success (§4), an error toast on
 * failure (§8). Without JavaScript it posts to the newsletter route, which shows the same form.
 */
export function NewsletterForm({ posted }: { posted?: FormResult }) {
  const t = useT();
  const locale = useLocale();
  const toast = useToast();
  const fetcher = useFetcher<FormResult>({ key: NEWSLETTER_FETCHER_KEY });
  const result = fetcher.data ?? posted;
  const busy = fetcher.state !== 'idle';
  const errors = result?.errors ?? {};
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!fetcher.data || fetcher.data.ok) return;
    if (fetcher.data.message) toast(fetcher.data.message, 'error');
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fetcher.data, toast]);

  if (result?.ok) {
    return (
      <div className="newsletter__thanks" role="status">
        <p className="newsletter__thanks-title">{t('content.newsletter.thanksTitle')}</p>
        <p>{result.message}</p>
      </div>
    );
  }
  return (
    <fetcher.Form
      method="post"
      action={localizePath('/newsletter', locale)}
      className="newsletter__form"
      ref={formRef}
      aria-busy={busy}
    >
      <TokenField result={result} />
      <div className="newsletter__fields">
        <Field
          name="first_name"
          label={t('content.newsletter.firstName')}
          autoComplete="given-name"
          required
          errors={errors}
          defaultValue={result?.fields?.first_name}
        />
        <Field
          name="email"
          type="email"
          label={t('content.form.email')}
          autoComplete="email"
          required
          errors={errors}
          defaultValue={result?.fields?.email}
        />
        <button type="submit" className="button button--primary newsletter__submit" aria-busy={busy} disabled={busy}>
          {busy ? t('content.form.sending') : t('content.newsletter.submit')}
        </button>
      </div>
      <CheckboxField
        name="wants_newsletter"
        required
        errors={errors}
        label={
          <>
            {t('content.newsletter.consentBefore')}{' '}
            <Link to={localizePath('/page/privacy', locale)}>{t('content.form.privacyNotice')}</Link>
            {t('content.form.consentAfter')}
          </>
        }
      />
    </fetcher.Form>
  );
}
