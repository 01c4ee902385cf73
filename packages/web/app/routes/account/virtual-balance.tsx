import { type BalanceKind, formatDateTime, formatHuf, parsePath, visibleBalanceKinds } from '@vag/domain';
import { data, Link, useSearchParams } from 'react-router';
import { listBalanceTransactions, listGuestCodeUses } from '../../api-client/balances';
import { serverApi } from '../../api-client/server';
import { GuestCodeUses } from '../../components/account/GuestCodeUses';
import { useAccountUser } from '../../components/account/use-account-user';
import { fillMessage } from '../../components/catalogue/fill-message';
import { pageParam } from '../../components/Pagination';
import { requireUser } from '../../lib/account.server';
import { useT } from '../../lib/use-site';
import type { Route } from './+types/virtual-balance';
import { accountMeta } from './account-meta';

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'account.nav.virtualBalance');

/** Spec §6: professionals (2) see the global balance, beauticians (3) both; others have none. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  if (visibleBalanceKinds(user.credential.roles.map((role) => role.id)).length === 0) {
    throw data(null, { status: 404 });
  }
  const url = new URL(request.url);
  const page = pageParam(url.searchParams.get('page')) ?? 1;
  const { locale } = parsePath(url.pathname);
  const api = serverApi(request, context);
  const [transactions, guestCodeUses] = await Promise.all([
    listBalanceTransactions(api, locale, page),
    listGuestCodeUses(api, locale),
  ]);
  return { transactions, guestCodeUses: guestCodeUses.data };
}

export default function VirtualBalance({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const user = useAccountUser();
  const [params] = useSearchParams();
  const { data: rows, meta } = loaderData.transactions;
  const kinds = visibleBalanceKinds(user.credential.roles.map((role) => role.id));
  const label = (kind: BalanceKind) => t(kind === 'marketing' ? 'balance.marketing' : 'balance.global');
  const pageLink = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `?${next}`;
  };
  return (
    <>
      <h1 className="account-page__title">{t('account.nav.virtualBalance')}</h1>
      <div className="balance-cards">
        {kinds.map((kind) => (
          <section key={kind} className="balance-card" aria-labelledby={`balance-${kind}`}>
            <h2 id={`balance-${kind}`} className="balance-card__label">
              {label(kind)}
            </h2>
            <p className="balance-card__amount">{formatHuf(user.balance[kind]?.current ?? 0)}</p>
            <p className="muted balance-card__hint">{t(`account.balance.${kind}Hint`)}</p>
          </section>
        ))}
      </div>
      <section className="account-panel" aria-labelledby="transactions-title">
        <h2 id="transactions-title" className="account-panel__title">
          {t('account.balance.transactions')}
        </h2>
        {rows.length === 0 ? (
          <p className="muted">{t('account.balance.empty')}</p>
        ) : (
          <div className="table-scroll">
            <table className="account-table">
              <thead>
                <tr>
                  <th scope="col">{t('account.balance.date')}</th>
                  <th scope="col">{t('account.balance.kind')}</th>
                  <th scope="col">{t('account.balance.reason')}</th>
                  <th scope="col" className="account-table__amount">
                    {t('account.balance.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td className="account-table__date">{formatDateTime(row.created_at)}</td>
                    <td className="account-table__kind">{label(row.kind)}</td>
                    <td className="account-table__reason">{row.reason}</td>
                    <td className={`account-table__amount${row.amount < 0 ? ' is-negative' : ' is-positive'}`}>
                      {row.amount > 0 ? '+' : ''}
                      {formatHuf(row.amount)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {meta.last_page > 1 && (
          <nav className="account-pager" aria-label={t('account.balance.pages')}>
            {meta.current_page > 1 && <Link to={pageLink(meta.current_page - 1)}>{t('account.balance.previous')}</Link>}
            <span>{fillMessage(t('account.balance.pageOf'), { page: meta.current_page, pages: meta.last_page })}</span>
            {meta.current_page < meta.last_page && (
              <Link to={pageLink(meta.current_page + 1)}>{t('account.balance.next')}</Link>
            )}
          </nav>
        )}
      </section>
      <GuestCodeUses uses={loaderData.guestCodeUses} />
    </>
  );
}
