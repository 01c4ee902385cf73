import { type AdminMailRow, formatDateTime } from '@vag/domain';
import type { T } from '../i18n';

const TONE = { pending: 'state-new', sending: 'state-new', sent: 'state-handled', failed: 'state-failed' } as const;

/** A mail's state with when it went out, how many attempts it took, or its last error. */
export function MailStatus({
  mail,
  t,
}: {
  mail: Pick<AdminMailRow, 'status' | 'sent_at' | 'last_error' | 'attempts'>;
  t: T;
}) {
  return (
    <span className="keep-words">
      <span className={`state ${TONE[mail.status]}`}>{t(`mailStatus_${mail.status}`)}</span>
      {mail.sent_at && (
        <>
          <br />
          <time className="muted" dateTime={mail.sent_at}>
            {formatDateTime(mail.sent_at)}
          </time>
        </>
      )}
      {mail.attempts > 1 && (
        <>
          <br />
          <span className="muted">{t('mailsAttemptsCount', { count: mail.attempts })}</span>
        </>
      )}
      {mail.status !== 'sent' && mail.last_error && (
        <>
          <br />
          <span className="muted excerpt">{mail.last_error}</span>
        </>
      )}
    </span>
  );
}
