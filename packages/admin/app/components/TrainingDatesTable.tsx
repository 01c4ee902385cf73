import { type AdminTrainingDateEdit, formatDateTime } from '@vag/domain';
import { Link } from 'react-router';
import type { T } from '../i18n';
import { dateSpan, placeOf } from '../lib/training-date';
import { WAITING_LIST_PANEL_ID } from './WaitingList';

/**
 * A training's dates in its editor: when, where, seats, who is on the waiting list (waiting or
 * offered places, a link to the date's list), whether cancelled or held; each opens its own screen.
 */
export function TrainingDatesTable({
  dates,
  t,
  now = new Date(),
}: {
  dates: AdminTrainingDateEdit[];
  t: T;
  now?: Date;
}) {
  if (dates.length === 0) return <p className="muted">{t('academy_datesEmpty')}</p>;
  return (
    <div className="academy-scroll">
      <table className="lines">
        <caption className="visually-hidden">{t('academy_datesTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('academy_dateStart')}</th>
            <th scope="col">{t('academy_datePlace')}</th>
            <th scope="col" className="number">
              {t('academy_dateSeats')}
            </th>
            <th scope="col" className="number">
              {t('waitingListTitle')}
            </th>
            <th scope="col">{t('academy_dateState')}</th>
          </tr>
        </thead>
        <tbody>
          {dates.map((date) => {
            const cancelled = date.cancelled_at !== null;
            const past = new Date(date.start_at) < now;
            return (
              <tr key={date.id} className={cancelled ? 'cancelled' : undefined}>
                <td>
                  <Link to={`/training-dates/${date.id}`} className="keep-words">
                    {cancelled ? (
                      <s>
                        <time dateTime={date.start_at}>{dateSpan(date.start_at, date.end_at)}</time>
                      </s>
                    ) : (
                      <time dateTime={date.start_at}>{dateSpan(date.start_at, date.end_at)}</time>
                    )}
                  </Link>
                </td>
                <td>{placeOf(date, t)}</td>
                <td className="number keep-words">
                  {date.location.code === 'online'
                    ? date.live_enrolments
                    : t('trainingDateSeatsOf', { taken: date.seats_taken, capacity: date.capacity })}
                </td>
                <td className="number keep-words">
                  {date.waiting_count > 0 ? (
                    // Read alone (a screen reader's list of links), the number says what it counts.
                    <Link
                      to={`/training-dates/${date.id}#${WAITING_LIST_PANEL_ID}`}
                      aria-label={t('waitingListCount', { count: date.waiting_count })}
                    >
                      {date.waiting_count}
                    </Link>
                  ) : (
                    <span className="muted">–</span>
                  )}
                </td>
                <td>
                  {cancelled ? (
                    <span className="badge warning" title={formatDateTime(date.cancelled_at ?? date.start_at)}>
                      {t('academy_dateCancelled')}
                    </span>
                  ) : past ? (
                    <span className="muted">{t('academy_datePast')}</span>
                  ) : (
                    t('academy_dateUpcoming')
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
