import type { OpeningHours as Hours, Locale } from '@vag/domain';
import { useLocale, useT } from '../../lib/use-site';

// 2024-01-01 was a Monday: day n of the ISO week is 2024-01-0n.
function weekdayName(day: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'hu' ? 'hu-HU' : 'en-GB', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, day)),
  );
}

/** The week from Monday; a day without an interval is closed (the API's contract). */
export function OpeningHours({ hours }: { hours: Hours }) {
  const t = useT();
  const locale = useLocale();
  return (
    <table className="opening-hours">
      <caption className="aside-title">{t('content.salon.openingHours')}</caption>
      <tbody>
        {[1, 2, 3, 4, 5, 6, 7].map((day) => {
          const intervals = hours.filter((item) => item.day === day);
          return (
            <tr key={day}>
              <th scope="row">{weekdayName(day, locale)}</th>
              <td>
                {intervals.length === 0
                  ? t('content.salon.closed')
                  : intervals.map((item) => `${item.open}–${item.close}`).join(', ')}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
