import { localizePath } from '@vag/domain';
import { Form, redirect, useNavigation } from 'react-router';
import { logout } from '../../api-client/account';
import { serverSubmit } from '../../api-client/submit.server';
import { AuthCard } from '../../components/account/AuthCard';
import { CsrfField } from '../../components/CsrfField';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { localeOf } from '../../lib/account.server';
import { readForm } from '../../lib/form-data.server';
import { useT } from '../../lib/use-site';
import { accountMeta } from '../account/account-meta';
import type { Route } from './+types/logout';

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'account.logout.title');

/** Spec §7 logout; the fresh guest session's cookies ride on the redirect home. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const answer = await logout(serverSubmit(request, context), localeOf(request), form);
  return redirect(localizePath('/', localeOf(request)), { headers: answer.headers });
}

/** Visiting /logout asks first: signing out on a GET would let any page log the shopper out. */
export default function Logout() {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <AuthCard title={t('account.logout.title')} lead={t('account.logout.lead')}>
      <Form method="post" className="account-form">
        <CsrfField />
        <SubmitButton busy={busy}>{t('account.logout.submit')}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
