import { type AdminCalendarDate, budapestLocalOf } from '@vag/domain';
import { Link } from 'react-router';
import type { MessageKey, T } from '../i18n';

/** `2026-12` moved by `by` months: `2027-01` for +1. */
export function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** "2026. december" / "December 2026". */
export function monthTitle(month: string, t: T): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return t('academy_monthTitle', { year, month: t(`academy_month_${number}` as MessageKey) });
}

/** The month's days in weeks from Monday; days of the months around it are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, number, 0)).getUTCDate();
  // getUTCDay: 0 Sunday … 6 Saturday; the grid starts on Monday.
  const lead = (new Date(Date.UTC(year, number - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * A month of training dates as a table: a row per week, a column per weekday (headers for
 * screen readers), each day listing its dates with time, training and seats; cancelled ones
 * struck through. Times are Budapest's.
 */
export function CalendarMonth({
  month,
  dates,
  today,
  t,
}: {
  month: string;
  dates: AdminCalendarDate[];
  today: string;
  t: T;
}) {
  const byDay = new Map<string, AdminCalendarDate[]>();
  for (const date of dates) {
    const day = budapestLocalOf(date.start_at).slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), date]);
  }
  const weekdays = [1, 2, 3, 4, 5, 6, 7].map((n) => t(`academy_weekday_${n}` as MessageKey));
  return (
    <div className="academy-scroll">
      <table className="calendar">
        <caption className="visually-hidden">{monthTitle(month, t)}</caption>
        <thead>
          <tr>
            {weekdays.map((name) => (
              <th scope="col" key={name}>
                <span aria-hidden="true">{name.slice(0, 3)}</span>
                <span className="visually-hidden">{name}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean) ?? 'empty'}>
              {week.map((day, index) => {
                if (day === null) {
                  // biome-ignore lint/suspicious/noArrayIndexKey: an empty cell has only its place
                  return <td key={`empty-${index}`} className="calendar-out" />;
                }
                const list = byDay.get(day) ?? [];
                return (
                  <td
                    key={day}
                    className={day === today ? 'calendar-today' : undefined}
                    aria-current={day === today ? 'date' : undefined}
                  >
                    <p className="calendar-day">
                      <time dateTime={day}>{Number(day.slice(8))}</time>
                      <span className="visually-hidden">, {weekdays[index]}</span>
                    </p>
                    {list.length > 0 && (
                      <ul className="calendar-dates">
                        {list.map((date) => {
                          const text = (
                            <>
                              <time dateTime={date.start_at}>{budapestLocalOf(date.start_at).slice(11)}</time>{' '}
                              {date.training.name}
                            </>
                          );
                          return (
                            <li key={date.id} className={date.cancelled ? 'cancelled' : undefined}>
                              <Link to={`/training-dates/${date.id}`}>{date.cancelled ? <s>{text}</s> : text}</Link>
                              <span className="calendar-seats">
                                {date.cancelled
                                  ? t('academy_dateCancelled')
                                  : date.location.code === 'online'
                                    ? t('academy_calendarOnline', { taken: date.seats_taken })
                                    : t('academy_calendarSeats', { taken: date.seats_taken, capacity: date.capacity })}
                              </span>
                            </li>
                          );
                        })}
                      </ul>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
