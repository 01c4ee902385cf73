import { formatHuf, localizePath, visibleBalanceKinds } from '@vag/domain';
import { Link } from 'react-router';
import { accountNavEntries } from '../../components/account/account-nav';
import { useAccountUser } from '../../components/account/use-account-user';
import { requireSite, requireUser } from '../../lib/account.server';
import { useLocale, useT } from '../../lib/use-site';
import type { Route } from './+types/dashboard';
import { accountMeta } from './account-meta';

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'account.nav.dashboard');

/** The academy's account home (spec §2 `static/dashboard`); the shop has none. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireSite(context, 'academy');
  await requireUser(request, context);
  return null;
}

export default function Dashboard() {
  const t = useT();
  const locale = useLocale();
  const user = useAccountUser();
  const kinds = visibleBalanceKinds(user.credential.roles.map((role) => role.id));
  const shortcuts = accountNavEntries('academy', user).filter(
    (entry) => !['/account/static/dashboard', '/account/delete'].includes(entry.path),
  );
  return (
    <>
      <h1 className="account-page__title">{t('account.nav.dashboard')}</h1>
      {kinds.length > 0 && (
        <div className="balance-cards">
          {kinds.map((kind) => (
            <section key={kind} className="balance-card" aria-labelledby={`dash-${kind}`}>
              <h2 id={`dash-${kind}`} className="balance-card__label">
                {t(kind === 'marketing' ? 'balance.marketing' : 'balance.global')}
              </h2>
              <p className="balance-card__amount">{formatHuf(user.balance[kind]?.current ?? 0)}</p>
            </section>
          ))}
        </div>
      )}
      {user.credential.professional_status === 'pending' && (
        <p className="form-notice form-notice--info" role="status">
          {t('account.dashboard.professionalPending')}
        </p>
      )}
      <ul className="dashboard-grid">
        {shortcuts.map((entry) => (
          <li key={entry.path}>
            <Link to={localizePath(entry.path, locale)} className="dashboard-tile">
              <span className="dashboard-tile__title">{t(entry.label)}</span>
              <span className="dashboard-tile__text">{t(`${entry.label}Text` as typeof entry.label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
