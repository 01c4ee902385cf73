import { type DashboardRevenue, formatHuf } from '@vag/domain';
import { useId } from 'react';
import type { T } from '../i18n';
import { RevenueChart } from './RevenueChart';

/** A site's takings: today, 7 and 30 days, and the 30 days day by day. */
export function RevenueCard({ revenue, t }: { revenue: DashboardRevenue; t: T }) {
  const headingId = useId();
  const figures = [
    [t('dashToday'), revenue.today],
    [t('dash7Days'), revenue.last_7_days],
    [t('dash30Days'), revenue.last_30_days],
  ] as const;
  return (
    <section className="card-panel revenue" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('dashTakings')}</h3>
      <dl className="figures">
        {figures.map(([label, amount]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatHuf(amount)}</dd>
          </div>
        ))}
      </dl>
      <p className="hint">{t('dashRevenueNote')}</p>
      <RevenueChart daily={revenue.daily} t={t} />
    </section>
  );
}
