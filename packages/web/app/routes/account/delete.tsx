import { localizePath, selfDeleteSchema } from '@vag/domain';
import { data, Link, redirect } from 'react-router';
import { deleteAccount } from '../../api-client/account';
import { serverSubmit } from '../../api-client/submit.server';
import { useAccountForm } from '../../components/account/use-account-form';
import { CheckboxField } from '../../components/forms/CheckboxField';
import { Field } from '../../components/forms/Field';
import { FormNotice } from '../../components/forms/FormNotice';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { TokenField } from '../../components/forms/TokenField';
import { translator } from '../../i18n';
import { localeOf, requireUser } from '../../lib/account.server';
import { formAnswer, formSubmission } from '../../lib/form-answer.server';
import { readForm } from '../../lib/form-data.server';
import { useLocale, useT } from '../../lib/use-site';
import type { Route } from './+types/delete';
import { accountMeta } from './account-meta';

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'account.nav.delete');

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return null;
}

/**
 * Spec §6 self-delete with confirmation: the box states the consequence, the password proves
 * it is the owner. The API signs out.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context);
  const form = await readForm(request);
  if (form.get('confirm') !== '1') {
    const text = translator(localeOf(request))('account.delete.confirmRequired');
    return data({ ok: false, message: text, errors: { confirm: [text] } }, { status: 422 });
  }
  const body = { _token: String(form.get('_token') ?? ''), password: String(form.get('password') ?? '') };
  const submitted = formSubmission(
    await deleteAccount(serverSubmit(request, context), localeOf(request), body),
    localeOf(request),
  );
  if (!submitted.result.ok) return formAnswer(submitted);
  // The login page confirms the deletion: the one screen a signed-out visitor lands on by choice.
  throw redirect(`${localizePath('/login', localeOf(request))}?deleted=1`, { headers: submitted.response.headers });
}

const confirmSchema = selfDeleteSchema.extend({ confirm: selfDeleteSchema.shape.password });

export default function DeleteAccount() {
  const t = useT();
  const locale = useLocale();
  const { fetcher, notice, errors, busy, onSubmit } = useAccountForm({
    schema: confirmSchema,
    joinErrorsInToast: true,
  });
  return (
    <>
      <h1 className="account-page__title">{t('account.nav.delete')}</h1>
      <section className="account-panel account-panel--danger">
        <p>{t('account.delete.lead')}</p>
        <ul className="account-list">
          <li>{t('account.delete.consequenceData')}</li>
          <li>{t('account.delete.consequenceOrders')}</li>
          <li>{t('account.delete.consequenceBalance')}</li>
        </ul>
        <FormNotice result={notice} />
        <fetcher.Form method="post" className="account-form" noValidate onSubmit={onSubmit}>
          <TokenField />
          <CheckboxField name="confirm" label={t('account.delete.confirm')} errors={errors} required />
          <Field
            name="password"
            type="password"
            label={t('account.field.password')}
            autoComplete="current-password"
            hint={t('account.delete.passwordHint')}
            required
            errors={errors}
          />
          <div className="account-actions">
            <SubmitButton busy={busy} variant="danger">
              {t('account.delete.submit')}
            </SubmitButton>
            <Link to={localizePath('/account', locale)} className="button button--secondary">
              {t('account.form.cancel')}
            </Link>
          </div>
        </fetcher.Form>
      </section>
    </>
  );
}
