import { formatHuf } from '@vag/domain';
import { useT } from '../lib/use-site';
import { useVisitor } from '../lib/visitor';

/**
 * The balance strip above the header (spec §2, §4): beauticians (role 3) see the marketing
 * and the global balance, professionals (role 2) the global one. The API sends null for a
 * balance the user's role does not show, so the strip shows what it gets.
 */
export function BalanceStrip() {
  const t = useT();
  const visitor = useVisitor();
  // A shared page before its visitor is known: the room a professional's strip takes (the session
  // hint shows it before the first paint, styles/index.css), so the page does not move when it comes.
  if (!visitor.known) {
    return (
      <div className="balance-strip balance-strip--pending" aria-hidden="true">
        <div className="container balance-strip__inner">
          <p>&nbsp;</p>
          <p className="balance-strip__second">&nbsp;</p>
        </div>
      </div>
    );
  }
  const balance = visitor.data.user?.balance;
  if (!balance) return null;
  const shown = [
    balance.marketing && { label: t('balance.marketing'), amount: balance.marketing.current },
    balance.global && { label: t('balance.global'), amount: balance.global.current },
  ].filter((entry): entry is { label: string; amount: number } => Boolean(entry));
  if (shown.length === 0) return null;
  return (
    <aside className="balance-strip" aria-label={t('balance.title')}>
      <div className="container balance-strip__inner">
        {shown.map((entry) => (
          <p key={entry.label}>
            {entry.label}: <strong>{formatHuf(entry.amount)}</strong>
          </p>
        ))}
      </div>
    </aside>
  );
}
