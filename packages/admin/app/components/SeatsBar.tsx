import type { T } from '../i18n';

/**
 * A classroom date's seats at a glance: paid, held (unpaid within the payment window) and free,
 * as one bar with its sentence for screen readers and beside it for everyone.
 */
export function SeatsBar({
  capacity,
  taken,
  paid,
  online,
  t,
}: {
  capacity: number;
  taken: number;
  paid: number;
  online: boolean;
  t: T;
}) {
  if (online) return <p className="seats-summary">{t('trainingDateOnlineSeats', { taken, paid })}</p>;
  const free = Math.max(0, capacity - taken);
  // SVG geometry rather than inline styles: the back office's CSP allows no style attribute.
  const share = (n: number) => (capacity > 0 ? Math.min(100, (n / capacity) * 100) : 0);
  const paidWidth = share(paid);
  const heldWidth = Math.min(100 - paidWidth, share(Math.max(0, taken - paid)));
  const summary = t('trainingDateSeatsSummary', { capacity, taken, paid, free });
  return (
    <div className="seats">
      <svg className="seats-bar" viewBox="0 0 100 4" preserveAspectRatio="none" role="img" aria-label={summary}>
        <rect className="seats-free" x="0" y="0" width="100" height="4" />
        <rect className="seats-paid" x="0" y="0" width={paidWidth} height="4" />
        <rect className="seats-held" x={paidWidth} y="0" width={heldWidth} height="4" />
      </svg>
      <p className="seats-summary" aria-hidden="true">
        {summary}
      </p>
    </div>
  );
}
