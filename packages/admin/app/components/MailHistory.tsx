import { type AdminMailOfHistory, formatDateTime } from '@vag/domain';
import type { T } from '../i18n';

/** The mails about an order, an enrolment or a request: when, to whom, what, and whether it went out. */
export function MailHistory({
  mails,
  caption,
  none,
  t,
}: {
  mails: AdminMailOfHistory[];
  caption: string;
  none: string;
  t: T;
}) {
  if (mails.length === 0) return <p className="muted">{none}</p>;
  return (
    <table className="lines">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('orderPlaced')}</th>
          <th scope="col">{t('orderMailSubject')}</th>
          <th scope="col">{t('orderMailStatus')}</th>
        </tr>
      </thead>
      <tbody>
        {mails.map((mail) => (
          <tr key={mail.id}>
            <td className="keep-words">
              <time dateTime={mail.created_at}>{formatDateTime(mail.created_at)}</time>
            </td>
            <td>
              {mail.subject}
              <br />
              <span className="muted">{mail.to}</span>
            </td>
            <td className={mail.status === 'failed' ? 'error-text' : undefined}>
              {t(`mailStatus_${mail.status}`)}
              {mail.sent_at && (
                <>
                  <br />
                  <time className="muted keep-words" dateTime={mail.sent_at}>
                    {formatDateTime(mail.sent_at)}
                  </time>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
