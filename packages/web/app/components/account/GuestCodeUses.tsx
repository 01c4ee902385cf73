import { formatDateTime, formatHuf, type GuestCodeUseEntry } from '@vag/domain';
import { useT } from '../../lib/use-site';

/**
 * The customer's side of guest codes (issue 22) on the balance page: a discount is no balance
 * movement, so it is listed apart from the ledger. Nothing when the customer used no code.
 */
export function GuestCodeUses({ uses }: { uses: GuestCodeUseEntry[] }) {
  const t = useT();
  if (uses.length === 0) return null;
  return (
    <section className="account-panel" aria-labelledby="guest-code-uses-title">
      <h2 id="guest-code-uses-title" className="account-panel__title">
        {t('account.guestCodeUses.title')}
      </h2>
      <div className="table-scroll">
        <table className="account-table">
          <thead>
            <tr>
              <th scope="col">{t('account.balance.date')}</th>
              <th scope="col">{t('account.guestCodeUses.purchase')}</th>
              <th scope="col">{t('account.guestCodeUses.referrer')}</th>
              <th scope="col">{t('account.guestCodeUses.state')}</th>
              <th scope="col" className="account-table__amount">
                {t('account.guestCodeUses.discount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {uses.map((use) => (
              <tr key={use.id}>
                <td className="account-table__date">{formatDateTime(use.created_at)}</td>
                <td className="account-table__kind">{use.purchase_number}</td>
                <td className="account-table__reason">{use.referrer_name ?? '–'}</td>
                <td className="account-table__reason">{t(`account.guestCodeUses.state.${use.state}`)}</td>
                <td className="account-table__amount">{formatHuf(use.discount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
