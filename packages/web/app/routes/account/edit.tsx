import { listEducationLevels } from '../../api-client/orders';
import { serverApi } from '../../api-client/server';
import { ProfileForm } from '../../components/account/ProfileForm';
import { useAccountUser } from '../../components/account/use-account-user';
import { localeOf, profileAction, requireSite, requireUser } from '../../lib/account.server';
import { useT } from '../../lib/use-site';
import type { Route } from './+types/edit';
import { accountMeta } from './account-meta';

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'account.nav.profile');

/** The academy's profile (spec §2 account "edit"; the shop keeps its profile at /account). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireSite(context, 'academy');
  await requireUser(request, context);
  const { data } = await listEducationLevels(serverApi(request, context), localeOf(request));
  return { educationLevels: data };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSite(context, 'academy');
  return profileAction(request, context);
}

export default function AccountEdit({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const user = useAccountUser();
  return (
    <>
      <h1 className="account-page__title">{t('account.nav.profile')}</h1>
      <ProfileForm user={user} educationLevels={loaderData.educationLevels} />
    </>
  );
}
