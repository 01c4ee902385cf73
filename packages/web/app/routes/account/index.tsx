import { localizePath } from '@vag/domain';
import { redirect } from 'react-router';
import { ProfileForm } from '../../components/account/ProfileForm';
import { useAccountUser } from '../../components/account/use-account-user';
import { localeOf, profileAction, requireUser } from '../../lib/account.server';
import { useT } from '../../lib/use-site';
import type { Route } from './+types/index';
import { accountMeta } from './account-meta';

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'account.title');

/**
 * /account: the academy opens its dashboard. The shop has no dashboard and no "edit" route
 * (spec §2), so its account home is the profile: personal data and the newsletter switch.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (context.site.key === 'academy') {
    const url = new URL(request.url);
    throw redirect(`${localizePath('/account/static/dashboard', localeOf(request))}${url.search}`);
  }
  await requireUser(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return profileAction(request, context);
}

export default function AccountHome() {
  const t = useT();
  const user = useAccountUser();
  return (
    <>
      <h1 className="account-page__title">{t('account.nav.profile')}</h1>
      <ProfileForm user={user} />
    </>
  );
}
