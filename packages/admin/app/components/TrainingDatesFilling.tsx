import { type DashboardTrainingDate, formatDateTime } from '@vag/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import type { T } from '../i18n';

/** A bar of seats taken drawn with SVG attributes (no inline style: the admin's CSP forbids it). */
function FillBar({ taken, capacity }: { taken: number; capacity: number }) {
  const filled = capacity > 0 ? Math.min(100, Math.round((taken / capacity) * 100)) : 0;
  return (
    <svg className="fill-bar" viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect className="fill-free" x="0" y="0" width="100" height="8" rx="2" />
      <rect className={filled >= 100 ? 'fill-taken full' : 'fill-taken'} x="0" y="0" width={filled} height="8" rx="2" />
    </svg>
  );
}

/** The academy's next training dates, each with its seats taken of its capacity, in words and as a bar. */
export function TrainingDatesFilling({
  dates,
  linkOf,
  t,
}: {
  dates: DashboardTrainingDate[];
  linkOf?: (id: number) => string;
  t: T;
}) {
  const headingId = useId();
  return (
    <section className="card-panel wide" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('dashUpcomingDates')}</h3>
      {dates.length === 0 ? (
        <p className="muted">{t('dashUpcomingEmpty')}</p>
      ) : (
        <ul className="dates-filling">
          {dates.map((date) => (
            <li key={date.id}>
              <span className="date-name">
                <strong>{linkOf ? <Link to={linkOf(date.id)}>{date.training_name}</Link> : date.training_name}</strong>
                <time className="muted" dateTime={date.start_at}>
                  {formatDateTime(date.start_at)}
                </time>
              </span>
              {date.capacity === null ? (
                <span className="date-seats">{t('dashSeatsOnline', { taken: date.seats_taken })}</span>
              ) : (
                <span className="date-seats">
                  <FillBar taken={date.seats_taken} capacity={date.capacity} />
                  <span>
                    {t('dashSeats', { taken: date.seats_taken, capacity: date.capacity })}
                    {date.seats_taken >= date.capacity && <strong className="full-mark"> · {t('dashFull')}</strong>}
                  </span>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
