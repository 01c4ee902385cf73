import { localizePath } from '@vag/domain';
import { Link } from 'react-router';
import { useLocale, useT } from '../../lib/use-site';

/**
 * The thank-you page of an enrolment with seats nobody is named for yet: the link to the form
 * by the enrolment's payment key (guests too; issue 18).
 */
export function ParticipantsDue({ paymentKey, count }: { paymentKey: string; count: number }) {
  const t = useT();
  const locale = useLocale();
  if (count <= 0) return null;
  return (
    <section className="form-notice participants-due" aria-labelledby="participants-due-title">
      <h2 id="participants-due-title">{t('participants.missingTitle').replace('{count}', String(count))}</h2>
      <p>{t('participants.missingLead')}</p>
      <p>
        <Link
          to={localizePath(`/participants/${encodeURIComponent(paymentKey)}`, locale)}
          className="button button--primary"
        >
          {t('participants.missingLink')}
        </Link>
      </p>
    </section>
  );
}
