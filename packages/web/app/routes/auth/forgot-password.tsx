import { forgotPasswordSchema, localizePath } from '@vag/domain';
import { Link } from 'react-router';
import { forgotPassword } from '../../api-client/account';
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
import { useLocale, useT } from '../../lib/use-site';
import { accountMeta } from '../account/account-meta';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'account.forgot.title');

/** Spec §7 forgot password: the answer's `status` is the success text (spec §8). */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOf(request);
  const answer = await forgotPassword(serverSubmit(request, context), locale, await readForm(request));
  return formAnswer(formSubmission(answer, locale));
}

export default function ForgotPassword() {
  const t = useT();
  const locale = useLocale();
  const { fetcher, result, errors, busy, onSubmit } = useAccountForm({
    schema: forgotPasswordSchema,
    joinErrorsInToast: true,
  });
  return (
    <AuthCard title={t('account.forgot.title')} lead={t('account.forgot.lead')}>
      <FormNotice result={result} />
      {!result?.ok && (
        <fetcher.Form method="post" className="account-form" noValidate onSubmit={onSubmit}>
          <TokenField />
          <Field
            name="email"
            type="email"
            label={t('account.field.email')}
            autoComplete="email"
            required
            errors={errors}
          />
          <SubmitButton busy={busy}>{t('account.forgot.submit')}</SubmitButton>
        </fetcher.Form>
      )}
      <p className="auth-card__switch">
        <Link to={localizePath('/login', locale)}>{t('account.forgot.back')}</Link>
      </p>
    </AuthCard>
  );
}
