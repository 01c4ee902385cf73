import { activationSchema, localizePath, registrationSchema, UPLOAD_MIME_TYPES } from '@vag/domain';
import { type FormEvent, useState } from 'react';
import { Link, redirect, useLocation, useRouteLoaderData, useSearchParams } from 'react-router';
import { activateAccountFromOrder, register } from '../../api-client/account';
import { serverApi } from '../../api-client/server';
import { serverSubmit } from '../../api-client/submit.server';
import { AuthCard } from '../../components/account/AuthCard';
import { CaptchaField, REGISTER_CAPTCHA_ACTION } from '../../components/account/CaptchaField';
import { useAccountForm } from '../../components/account/use-account-form';
import { ConsentLabel, LegalPageLink } from '../../components/checkout/ConsentLabel';
import { captchaToken } from '../../components/content/captcha';
import { CheckboxField } from '../../components/forms/CheckboxField';
import { Field } from '../../components/forms/Field';
import { FormNotice } from '../../components/forms/FormNotice';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { TokenField } from '../../components/forms/TokenField';
import { localeOf, redirectSignedIn, redirectTarget } from '../../lib/account.server';
import { formAnswer, formSubmission } from '../../lib/form-answer.server';
import { readForm, withoutFields } from '../../lib/form-data.server';
import { useToast } from '../../lib/toast';
import { useLocale, useT } from '../../lib/use-site';
import type { RootLoaderData } from '../../root';
import { accountMeta } from '../account/account-meta';
import { findLegalLinks } from '../commerce/legal-pages.server';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'account.register.title');

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectSignedIn(request, context);
  return { legal: await findLegalLinks(serverApi(request, context), context.site.hostId, localeOf(request)) };
}

/**
 * Spec §6: the customer/professional registration (multipart with the proof_of_conduct
 * document), or, with the `payment_key` of a guest order, the account made from that order.
 * Both sign the user in.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const fromOrder = Boolean(form.get('payment_key'));
  const locale = localeOf(request);
  const write = fromOrder ? activateAccountFromOrder : register;
  const answer = await write(serverSubmit(request, context), locale, withoutFields(form, ['redirect_to']));
  const submitted = formSubmission(answer, locale);
  if (submitted.result.ok) {
    const target = new URL(redirectTarget(request, form), 'http://local');
    const professional = form.get('is_professional') === '1';
    target.searchParams.set('notice', fromOrder ? 'activated' : professional ? 'registeredProfessional' : 'registered');
    throw redirect(target.pathname + target.search, { headers: submitted.response.headers });
  }
  return formAnswer(submitted);
}

export default function Register({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const [params] = useSearchParams();
  // The query (redirect_to, payment_key) stays on the action: a failed post without JavaScript keeps it.
  const location = useLocation();
  const paymentKey = params.get('payment_key') ?? '';
  const fromOrder = paymentKey !== '';
  // `?professional=1`: the way in from a professionals-only product ticks the professional account.
  const [professional, setProfessional] = useState(params.get('professional') === '1');
  const { fetcher, notice, errors, busy, onSubmit } = useAccountForm({
    schema: fromOrder ? activationSchema : registrationSchema,
  });
  const siteKey = useRouteLoaderData<RootLoaderData>('root')?.captchaSiteKey;
  const toast = useToast();
  // With a reCAPTCHA key the token is fetched after the form passed its checks, then sent.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    onSubmit(event);
    if (event.defaultPrevented || !siteKey) return;
    event.preventDefault();
    const form = event.currentTarget;
    const field = form.elements.namedItem('captcha_token');
    try {
      if (field instanceof HTMLInputElement) field.value = await captchaToken(REGISTER_CAPTCHA_ACTION, siteKey);
    } catch {
      toast(t('account.register.captchaFailed'), 'error');
      return;
    }
    fetcher.submit(form, {
      method: 'post',
      encType: 'multipart/form-data',
      action: location.pathname + location.search,
    });
  };
  const optionalName = fromOrder;
  return (
    <AuthCard
      wide
      title={t(fromOrder ? 'account.register.fromOrderTitle' : 'account.register.title')}
      lead={t(fromOrder ? 'account.register.fromOrderLead' : 'account.register.lead')}
    >
      <FormNotice result={notice} />
      <fetcher.Form
        method="post"
        action={location.pathname + location.search}
        encType="multipart/form-data"
        className="account-form register-form"
        noValidate
        onSubmit={submit}
      >
        <TokenField />
        <CaptchaField />
        <input type="hidden" name="redirect_to" value={params.get('redirect_to') ?? ''} />
        {fromOrder && <input type="hidden" name="payment_key" value={paymentKey} />}
        <fieldset className="account-fieldset">
          <legend>{t('account.register.personal')}</legend>
          <div className="account-form__grid">
            <Field
              name="last_name"
              label={t('account.field.lastName')}
              autoComplete="family-name"
              required={!optionalName}
              optional={optionalName}
              errors={errors}
            />
            <Field
              name="first_name"
              label={t('account.field.firstName')}
              autoComplete="given-name"
              required={!optionalName}
              optional={optionalName}
              errors={errors}
            />
          </div>
          <Field
            name="email"
            type="email"
            label={t('account.field.email')}
            autoComplete="email"
            defaultValue={params.get('email') ?? undefined}
            required
            errors={errors}
            hint={fromOrder ? t('account.register.fromOrderEmailHint') : undefined}
          />
          <Field
            name="phone_number"
            type="tel"
            label={t('account.field.phone')}
            autoComplete="tel"
            placeholder="+36 30 123 4567"
            hint={t('account.field.phoneHint')}
            required={!fromOrder}
            optional={fromOrder}
            errors={errors}
          />
        </fieldset>
        <fieldset className="account-fieldset">
          <legend>{t('account.register.passwordLegend')}</legend>
          <Field
            name="password"
            type="password"
            label={t('account.field.password')}
            autoComplete="new-password"
            hint={t('account.field.passwordHint')}
            required
            errors={errors}
          />
          <Field
            name="password_confirmation"
            type="password"
            label={t('account.field.passwordConfirmation')}
            autoComplete="new-password"
            required
            errors={errors}
          />
        </fieldset>
        <fieldset className="account-fieldset">
          <legend>{t('account.register.company')}</legend>
          <div className="account-form__grid">
            <Field
              name="company_name"
              label={t('account.field.companyName')}
              autoComplete="organization"
              optional
              errors={errors}
            />
            <Field
              name="tax_number"
              label={t('account.field.taxNumber')}
              placeholder="12345678-1-12"
              optional
              errors={errors}
            />
          </div>
        </fieldset>
        <fieldset className="account-fieldset">
          <legend>{t('account.register.professionalLegend')}</legend>
          <CheckboxField
            name="is_professional"
            label={t('account.register.isProfessional')}
            checked={professional}
            onChange={(event) => setProfessional(event.currentTarget.checked)}
          />
          {/* Without JavaScript a stylesheet rule (:has) shows the upload once the box is ticked. */}
          <div className="register-form__proof" data-open={professional}>
            <Field
              name="proof_of_conduct"
              type="file"
              accept={[...UPLOAD_MIME_TYPES, '.pdf', '.jpg', '.jpeg', '.png'].join(',')}
              label={t('account.field.proofOfConduct')}
              hint={t('account.field.proofOfConductHint')}
              errors={errors}
            />
          </div>
        </fieldset>
        <div className="account-form__checks">
          <CheckboxField name="wants_newsletter" label={t('account.field.wantsNewsletter')} />
          <CheckboxField
            name="terms_accepted"
            label={
              <ConsentLabel
                template={t('account.register.termsLabel')}
                parts={{
                  terms: <LegalPageLink href={loaderData.legal.terms}>{t('account.register.termsLink')}</LegalPageLink>,
                  privacy: (
                    <LegalPageLink href={loaderData.legal.privacy}>{t('account.register.privacyLink')}</LegalPageLink>
                  ),
                }}
              />
            }
            errors={errors}
          />
        </div>
        <SubmitButton busy={busy}>
          {t(fromOrder ? 'account.register.fromOrderSubmit' : 'account.register.submit')}
        </SubmitButton>
      </fetcher.Form>
      <p className="auth-card__switch">
        {t('account.register.haveAccount')}{' '}
        <Link to={localizePath('/login', locale)}>{t('account.register.login')}</Link>
      </p>
    </AuthCard>
  );
}
