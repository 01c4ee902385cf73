import { CONTACT_CAPTCHA_ACTION, localizePath, parsePath } from '@vag/domain';
import { type FormEvent, useEffect, useRef } from 'react';
import { useActionData, useFetcher, useRouteLoaderData } from 'react-router';
import { sendContactRequest } from '../../api-client/content';
import { serverSubmit } from '../../api-client/submit.server';
import { captchaToken, TEST_CAPTCHA_TOKEN } from '../../components/content/captcha';
import { seoMeta } from '../../components/content/seo-meta';
import { CheckboxField } from '../../components/forms/CheckboxField';
import { Field } from '../../components/forms/Field';
import type { FormResult } from '../../components/forms/form-result';
import { TokenField } from '../../components/forms/TokenField';
import { Link } from '../../components/Link';
import { translator } from '../../i18n';
import { formAnswer, formSubmission } from '../../lib/form-answer.server';
import { readForm } from '../../lib/form-data.server';
import { useToast } from '../../lib/toast';
import { useLocale, useT } from '../../lib/use-site';
import type { RootLoaderData } from '../../root';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = translator(parsePath(location.pathname).locale);
  return seoMeta({ matches, location, title: t('content.contact.title'), description: t('content.contact.lead') });
};

/** Works without JavaScript (DESIGN §7): the form posts here and we forward it to the API. */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = parsePath(new URL(request.url).pathname);
  const form = await readForm(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const token = form.get('captcha_token');
  const response = await sendContactRequest(serverSubmit(request, context), locale, {
    _token: form.get('_token'),
    name: text('name'),
    email: text('email'),
    phone: text('phone')?.trim() || undefined,
    message: text('message'),
    consent: form.get('consent') === '1',
    // Without JavaScript no captcha could run: the API's test verifier accepts this token and a
    // real reCAPTCHA rejects it, so a scripted-less post passes only where there is no captcha.
    captcha_token: typeof token === 'string' && token ? token : TEST_CAPTCHA_TOKEN,
  });
  // A refusal sends the typed fields back (the consent box too) for the page a post without JavaScript gets.
  return formAnswer(formSubmission(response, locale), undefined, form);
}

export default function Contact() {
  const t = useT();
  const locale = useLocale();
  const toast = useToast();
  const fetcher = useFetcher<FormResult>();
  const posted = useActionData<typeof action>();
  const result = fetcher.data ?? posted;
  const siteKey = useRouteLoaderData<RootLoaderData>('root')?.captchaSiteKey;
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== 'idle';
  const errors = result?.errors ?? {};
  const generalError = result && !result.ok && Object.keys(errors).length === 0 ? result.message : null;

  // After a failed send, focus goes to the first field to fix, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (!result || result.ok) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [result]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    try {
      formData.set('captcha_token', await captchaToken(CONTACT_CAPTCHA_ACTION, siteKey));
    } catch {
      toast(t('content.captchaFailed'), 'error');
      return;
    }
    fetcher.submit(formData, { method: 'post' });
  }

  return (
    <div className="content-page contact">
      <header className="content-hero content-hero--plain">
        <div className="container container--narrow">
          <p className="eyebrow">{t('content.contact.eyebrow')}</p>
          <h1 className="content-hero__title">{t('content.contact.title')}</h1>
          <p className="content-hero__lead">{t('content.contact.lead')}</p>
        </div>
      </header>
      <div className="container container--narrow">
        {result?.ok ? (
          <div className="success-panel" role="status">
            <h2 className="success-panel__title">{t('content.contact.sentTitle')}</h2>
            <p>{result.message}</p>
            <Link to={localizePath('/', locale)} className="button button--secondary">
              {t('error.backHome')}
            </Link>
          </div>
        ) : (
          <fetcher.Form method="post" ref={formRef} onSubmit={onSubmit} className="content-form" aria-busy={busy}>
            <TokenField result={result} />
            {generalError && (
              <p className="form-alert" role="alert">
                {generalError}
              </p>
            )}
            <div className="content-form__row">
              <Field
                name="name"
                label={t('content.contact.name')}
                autoComplete="name"
                required
                errors={errors}
                defaultValue={result?.fields?.name}
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
            </div>
            <Field
              name="phone"
              type="tel"
              label={t('content.contact.phone')}
              hint={t('content.contact.phoneHint')}
              autoComplete="tel"
              errors={errors}
              defaultValue={result?.fields?.phone}
            />
            <Field
              name="message"
              multiline
              label={t('content.contact.message')}
              required
              errors={errors}
              defaultValue={result?.fields?.message}
            />
            <ConsentField errors={errors} checked={result?.fields?.consent === '1'} />
            {errors.captcha_token && (
              <p className="form-alert" role="alert">
                {errors.captcha_token.join(' ')}
              </p>
            )}
            <button type="submit" className="button button--primary" aria-busy={busy} disabled={busy}>
              {busy ? t('content.form.sending') : t('content.contact.submit')}
            </button>
          </fetcher.Form>
        )}
      </div>
    </div>
  );
}

/** The consent box (spec §5): its label links the privacy notice. */
function ConsentField({ errors, checked }: { errors: Record<string, string[]>; checked: boolean }) {
  const t = useT();
  const locale = useLocale();
  const label = (
    <>
      {t('content.form.consentBefore')}{' '}
      <Link to={localizePath('/page/privacy', locale)}>{t('content.form.privacyNotice')}</Link>
      {t('content.form.consentAfter')}
    </>
  );
  return <CheckboxField name="consent" label={label} errors={errors} defaultChecked={checked} required />;
}
