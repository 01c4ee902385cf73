import { type DashboardRevenue, formatHuf } from '@vag/domain';
import { useEffect, useId, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { T } from '../i18n';

/** `2026-11-27` → `11.27.`: the day as the back office writes dates (yyyy.MM.dd.), year left out. */
const dayLabel = (day: string) => `${day.slice(5, 7)}.${day.slice(8, 10)}.`;
const fullDay = (day: string) => `${day.replaceAll('-', '.')}.`;

/**
 * The daily takings of 30 days as bars. Recharts 3 draws only in the browser (its layout is
 * measured in effects, so server rendering gives an empty box), and its inline styles are allowed
 * there only when set by script (the admin's CSP has no 'unsafe-inline'): the chart is drawn after
 * hydration into a box of fixed height. The caption sums it up and a visually hidden table gives
 * every day's figure, so the page says the same with no script and to a screen reader.
 */
export function RevenueChart({ daily, t }: { daily: DashboardRevenue['daily']; t: T }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => setDrawn(true), []);
  const captionId = useId();
  const total = daily.reduce((sum, entry) => sum + entry.amount, 0);
  const best = daily.reduce(
    (top, entry) => (entry.amount > top.amount ? entry : top),
    daily[0] ?? { day: '', amount: 0 },
  );
  const data = daily.map((entry) => ({ label: dayLabel(entry.day), day: entry.day, amount: entry.amount }));
  return (
    <figure className="chart" aria-labelledby={captionId}>
      <figcaption id={captionId}>
        <span className="chart-title">{t('dashChartTitle')}</span>{' '}
        <span className="muted">
          {total > 0
            ? t('dashChartSummary', { total: formatHuf(total), day: fullDay(best.day), amount: formatHuf(best.amount) })
            : t('dashChartEmpty')}
        </span>
      </figcaption>
      <div className="chart-area" aria-hidden="true">
        {drawn && (
          <BarChart
            responsive
            style={{ width: '100%', height: '100%' }}
            data={data}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid vertical={false} stroke="#e7e3df" />
            <XAxis dataKey="label" tickLine={false} minTickGap={16} fontSize={12} stroke="#5c5652" />
            <YAxis
              width={64}
              fontSize={12}
              stroke="#5c5652"
              axisLine={false}
              tickLine={false}
              allowDecimals={false}
              tickFormatter={(value: number) => t('dashAxisThousands', { n: Math.round(value / 1000) })}
            />
            <Tooltip
              cursor={{ fill: '#f2e9ec' }}
              separator=": "
              formatter={(value) => formatHuf(Number(value))}
              labelFormatter={(_, payload) => fullDay(String(payload?.[0]?.payload?.day ?? ''))}
            />
            <Bar dataKey="amount" name={t('dashAmount')} className="chart-bar" isAnimationActive={false} />
          </BarChart>
        )}
      </div>
      <table className="visually-hidden">
        <caption>{t('dashChartTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashDay')}</th>
            <th scope="col">{t('dashAmount')}</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((entry) => (
            <tr key={entry.day}>
              <th scope="row">{fullDay(entry.day)}</th>
              <td>{formatHuf(entry.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
