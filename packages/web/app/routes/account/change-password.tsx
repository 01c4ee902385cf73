import { credentialSchema } from '@vag/domain';
import { useRef } from 'react';
import { changePassword } from '../../api-client/account';
import { serverSubmit } from '../../api-client/submit.server';
import { useAccountForm } from '../../components/account/use-account-form';
import { Field } from '../../components/forms/Field';
import { FormNotice } from '../../components/forms/FormNotice';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { TokenField } from '../../components/forms/TokenField';
import { localeOf, requireUser } from '../../lib/account.server';
import { formAnswer, formSubmission } from '../../lib/form-answer.server';
import { readForm } from '../../lib/form-data.server';
import { useT } from '../../lib/use-site';
import type { Route } from './+types/change-password';
import { accountMeta } from './account-meta';

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'account.nav.changePassword');

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return null;
}

/** The change with the current password; the API ends the user's other sessions. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context);
  const locale = localeOf(request);
  const answer = await changePassword(serverSubmit(request, context), locale, await readForm(request));
  return formAnswer(formSubmission(answer, locale));
}

export default function ChangePassword() {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const { fetcher, notice, errors, busy, onSubmit } = useAccountForm({
    schema: credentialSchema,
    onSuccess: () => formRef.current?.reset(),
  });
  return (
    <>
      <h1 className="account-page__title">{t('account.nav.changePassword')}</h1>
      <section className="account-panel">
        <p className="muted">{t('account.password.lead')}</p>
        <FormNotice result={notice} />
        <fetcher.Form ref={formRef} method="post" className="account-form" noValidate onSubmit={onSubmit}>
          <TokenField />
          <Field
            name="current_password"
            type="password"
            label={t('account.field.currentPassword')}
            autoComplete="current-password"
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
          <SubmitButton busy={busy}>{t('account.password.submit')}</SubmitButton>
        </fetcher.Form>
      </section>
    </>
  );
}
