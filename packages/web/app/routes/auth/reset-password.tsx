import { localizePath, resetPasswordSchema } from '@vag/domain';
import { Link, useSearchParams } from 'react-router';
import { getResetLinkState, resetPassword } from '../../api-client/account';
import { serverApi } from '../../api-client/server';
import { serverSubmit } from '../../api-client/submit.server';
import { AuthCard } from '../../components/account/AuthCard';
import { useAccountForm } from '../../components/account/use-account-form';
import { Field } from '../../components/forms/Field';
import { FormNotice } from '../../components/forms/FormNotice';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { TokenField } from '../../components/forms/TokenField';
import { localeOf } from '../../lib/account.server';
import { formAnswer, formSubmission } from '../../lib/form-answer.server';
import { readForm } from '../../lib/form-data.server';
import { ONE_TIME_LINK_HEADERS } from '../../lib/one-time-link';
import { useLocale, useT } from '../../lib/use-site';
import { accountMeta } from '../account/account-meta';
import type { Route } from './+types/reset-password';

export const headers: Route.HeadersFunction = () => ONE_TIME_LINK_HEADERS;

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'account.reset.title');

/**
 * The mail's link carries `token` and `email` (the reset takes both). Opening it only reads the
 * link's state, so it opens any number of times (a mail scanner, a second render); only the form's
 * post spends it, once. A link used already says so instead of showing a form that would fail.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const state = token && email ? await getResetLinkState(serverApi(request, context), email, token) : null;
  return { state };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOf(request);
  const answer = await resetPassword(serverSubmit(request, context), locale, await readForm(request));
  return formAnswer(formSubmission(answer, locale));
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { fetcher, result, errors, busy, onSubmit } = useAccountForm({ schema: resetPasswordSchema });
  return (
    <AuthCard title={t('account.reset.title')} lead={t('account.reset.lead')}>
      <FormNotice result={result} />
      {result?.ok ? (
        <Link to={localizePath('/login', locale)} className="button button--primary">
          {t('account.reset.toLogin')}
        </Link>
      ) : !token ? (
        <p className="form-notice form-notice--error" role="alert">
          {t('account.reset.missingToken')}{' '}
          <Link to={localizePath('/forgot-password', locale)}>{t('account.reset.newLink')}</Link>
        </p>
      ) : loaderData.state === 'used' ? (
        <>
          <p className="form-notice form-notice--success" role="status">
            {t('account.reset.used')}
          </p>
          <Link to={localizePath('/login', locale)} className="button button--primary">
            {t('account.reset.toLogin')}
          </Link>
        </>
      ) : loaderData.state === null ? (
        <p className="form-notice form-notice--error" role="alert">
          {t('account.reset.invalid')}{' '}
          <Link to={localizePath('/forgot-password', locale)}>{t('account.reset.newLink')}</Link>
        </p>
      ) : (
        <fetcher.Form method="post" className="account-form" noValidate onSubmit={onSubmit}>
          <TokenField />
          <input type="hidden" name="token" value={token} />
          <Field
            name="email"
            type="email"
            label={t('account.field.email')}
            autoComplete="email"
            defaultValue={params.get('email') ?? ''}
            required
            errors={errors}
          />
          <Field
            name="password"
            type="password"
            label={t('account.field.newPassword')}
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
          <SubmitButton busy={busy}>{t('account.reset.submit')}</SubmitButton>
          <p className="auth-card__switch">
            {t('account.reset.expired')}{' '}
            <Link to={localizePath('/forgot-password', locale)}>{t('account.reset.newLink')}</Link>
          </p>
        </fetcher.Form>
      )}
    </AuthCard>
  );
}
