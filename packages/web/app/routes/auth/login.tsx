import { localizePath, loginSchema } from '@vag/domain';
import { Link, redirect, useLocation, useSearchParams } from 'react-router';
import { login } from '../../api-client/account';
import { serverSubmit } from '../../api-client/submit.server';
import { AuthCard } from '../../components/account/AuthCard';
import { useAccountForm } from '../../components/account/use-account-form';
import { CheckboxField } from '../../components/forms/CheckboxField';
import { Field } from '../../components/forms/Field';
import { FormNotice } from '../../components/forms/FormNotice';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { TokenField } from '../../components/forms/TokenField';
import { localeOf, redirectSignedIn, redirectTarget } from '../../lib/account.server';
import { formAnswer, formSubmission } from '../../lib/form-answer.server';
import { readForm, withoutFields } from '../../lib/form-data.server';
import { useLocale, useT } from '../../lib/use-site';
import { accountMeta } from '../account/account-meta';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'account.login.title');

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectSignedIn(request, context);
  return null;
}

/** Spec §7 login; the new session cookie rides on the redirect (works without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const locale = localeOf(request);
  const answer = await login(serverSubmit(request, context), locale, withoutFields(form, ['redirect_to']));
  const submitted = formSubmission(answer, locale);
  if (submitted.result.ok) throw redirect(redirectTarget(request, form), { headers: submitted.response.headers });
  return formAnswer(submitted);
}

export default function Login() {
  const t = useT();
  const locale = useLocale();
  const [params] = useSearchParams();
  // The query (redirect_to, payment_key) stays on the action: a failed post without JavaScript keeps it.
  const location = useLocation();
  const { fetcher, notice, errors, busy, onSubmit } = useAccountForm({ schema: loginSchema });
  return (
    <AuthCard title={t('account.login.title')} lead={t('account.login.lead')}>
      {params.get('deleted') && (
        <p className="form-notice form-notice--success" role="status">
          {t('account.login.deleted')}
        </p>
      )}
      <FormNotice result={notice} />
      <fetcher.Form
        method="post"
        action={location.pathname + location.search}
        className="account-form"
        noValidate
        onSubmit={onSubmit}
      >
        <TokenField />
        <input type="hidden" name="redirect_to" value={params.get('redirect_to') ?? ''} />
        <Field
          name="email"
          type="email"
          label={t('account.field.email')}
          autoComplete="email"
          required
          errors={errors}
        />
        <Field
          name="password"
          type="password"
          label={t('account.field.password')}
          autoComplete="current-password"
          required
          errors={errors}
        />
        <div className="account-form__row account-form__row--between">
          <CheckboxField name="remember" label={t('account.login.remember')} />
          <Link to={localizePath('/forgot-password', locale)} className="account-link">
            {t('account.login.forgot')}
          </Link>
        </div>
        <SubmitButton busy={busy}>{t('account.login.submit')}</SubmitButton>
      </fetcher.Form>
      <p className="auth-card__switch">
        {t('account.login.noAccount')}{' '}
        <Link
          to={`${localizePath('/register', locale)}${params.get('redirect_to') ? `?redirect_to=${encodeURIComponent(params.get('redirect_to') ?? '')}` : ''}`}
        >
          {t('account.login.register')}
        </Link>
      </p>
    </AuthCard>
  );
}
