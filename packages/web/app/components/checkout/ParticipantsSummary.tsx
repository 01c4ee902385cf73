import { formatDateTime, localizePath } from '@vag/domain';
import { Link } from 'react-router';
import { useLocale, useT } from '../../lib/use-site';

/** A seat of the academy's checkout as the summary lists it: its participant's name, or none yet. */
export interface SeatSummary {
  key: string;
  number: number;
  title: string;
  startAt: string;
  /** Null when the seat is left for later. */
  name: string | null;
}

/** Step 3 of the academy: who attends each seat, with the way back to change it (issue 18). */
export function ParticipantsSummary({ seats }: { seats: SeatSummary[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="checkout-summary" aria-labelledby="summary-participants">
      <h2 id="summary-participants">{t('participants.summaryTitle')}</h2>
      <ul className="participants-summary-list">
        {seats.map((seat) => (
          <li key={seat.key}>
            {seat.title} ({formatDateTime(seat.startAt)}), {t('participants.seat').replace('{n}', String(seat.number))}:{' '}
            {seat.name ?? <em>{t('participants.summaryLater')}</em>}
          </li>
        ))}
      </ul>
      <p>
        <Link to={localizePath('/checkout/participants', locale)}>{t('participants.edit')}</Link>
      </p>
    </section>
  );
}
