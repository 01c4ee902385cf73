import { type AdminMailRow, formatDateTime } from '@vag/domain';
import type { ReactNode } from 'react';
import { data, Form, Link, useNavigation, useRouteLoaderData } from 'react-router';
import { getMail, mailHtmlPath, resendMail } from '../api-client/mails';
import { serverAdminApi } from '../api-client/server';
import { csrfOf, serverSubmit } from '../api-client/submit.server';
import { ErrorSummary } from '../components/ErrorSummary';
import { Facts } from '../components/Facts';
import { MailStatus } from '../components/MailStatus';
import { type T, translator } from '../i18n';
import { idParamOf, loadOrRefuse } from '../lib/loading.server';
import { localeOf } from '../lib/locale';
import stylesheet from '../styles/inbox.css?url';
import type { Route } from './+types/mail';
import type { loader as shellLoader } from './shell';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.mail.subject ?? ''} · ${translator(loaderData?.locale ?? 'hu')('mailsTitle')}` },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const view = new URL(request.url).searchParams.get('view') === 'text' ? 'text' : 'html';
  const { data: mail } = await loadOrRefuse(getMail(serverAdminApi(request, context), idParamOf(params), locale));
  return { locale, mail, view, csrf: csrfOf(request) };
}

/** Send again: a copy queued as a new mail; the API's answer or refusal in the member's language. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = localeOf(request);
  await request.formData();
  const answer = await resendMail(serverSubmit(request, context), idParamOf(params), locale);
  return data(
    { ok: answer.ok, message: answer.body.message, copy: answer.body.data?.id },
    { status: answer.ok ? 200 : answer.status, headers: answer.headers },
  );
}

/** The screen of what a mail is about, when the back office has one. */
const REF_PATHS: Record<string, string> = {
  order: '/orders',
  academy_subscription: '/enrolments',
  contact_request: '/inbox/contact',
  user: '/customers',
};

function about(ref: AdminMailRow['ref'], t: T): ReactNode {
  if (!ref) return '—';
  const known = ref.type in REF_PATHS;
  const label = known ? t(`mailRef_${ref.type as 'order'}`, { id: ref.id }) : `${ref.type} #${ref.id}`;
  return known ? <Link to={`${REF_PATHS[ref.type]}/${ref.id}`}>{label}</Link> : label;
}

export default function Mail({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, mail, view, csrf } = loaderData;
  const shell = useRouteLoaderData<typeof shellLoader>('routes/shell');
  const t = translator(locale);
  const busy = useNavigation().state === 'submitting';
  const canResend =
    (shell?.me.permissions.includes('mail.resend') ?? false) && (mail.status === 'sent' || mail.status === 'failed');
  const facts: [string, ReactNode][] = [
    [t('mailsSearch'), mail.to],
    [t('mailsKind'), <code key="kind">{mail.kind}</code>],
    [t('inboxLanguage'), mail.locale === 'hu' ? t('locale_1') : t('locale_2')],
    [t('mailsQueued'), formatDateTime(mail.created_at)],
    [t('mailsStatus'), <MailStatus key="status" mail={{ ...mail, last_error: null }} t={t} />],
    [t('mailsAttempts'), String(mail.attempts)],
    [t('mailAbout'), about(mail.ref, t)],
  ];
  if (mail.last_error) facts.push([t('mailLastError'), <code key="error">{mail.last_error}</code>]);
  return (
    <div className="page">
      <p>
        <Link to="/mails">← {t('mailsBack')}</Link>
      </p>
      <div className="page-head">
        <h1>{mail.subject}</h1>
        {canResend && (
          <Form method="post">
            <input type="hidden" name="_token" value={csrf} />
            <button
              type="submit"
              className="button small"
              aria-describedby="resend-hint"
              aria-busy={busy || undefined}
              disabled={busy}
            >
              {t('mailResend')}
            </button>
            <span id="resend-hint" className="visually-hidden">
              {t('mailResendHint')}
            </span>
          </Form>
        )}
      </div>
      {actionData && !actionData.ok && <ErrorSummary title={t('inboxFailed')} message={actionData.message} />}
      {actionData?.ok && (
        <p className="notice" role="status">
          {actionData.message} {actionData.copy && <Link to={`/mails/${actionData.copy}`}>{t('mailOpenCopy')}</Link>}
        </p>
      )}
      <section className="panel" aria-labelledby="mail-facts">
        <h2 id="mail-facts">{t('mailTitle')}</h2>
        <Facts rows={facts} />
      </section>
      <section className="panel" aria-labelledby="mail-body">
        <h2 id="mail-body">{t('mailContent')}</h2>
        <nav aria-label={t('mailViews')}>
          <ul className="tabs">
            <li>
              <Link to="?view=html" aria-current={view === 'html' ? 'page' : undefined} replace>
                {t('mailViewHtml')}
              </Link>
            </li>
            <li>
              <Link to="?view=text" aria-current={view === 'text' ? 'page' : undefined} replace>
                {t('mailViewText')}
              </Link>
            </li>
          </ul>
        </nav>
        {view === 'text' ? (
          <pre className="mail-body-text">{mail.text_body}</pre>
        ) : (
          <>
            <p className="muted">{t('mailPreviewNote')}</p>
            {/* The API's page of the HTML part, with a CSP of its own; sandbox="": no script, form or navigation. */}
            <iframe className="mail-preview" title={t('mailPreviewTitle')} sandbox="" src={mailHtmlPath(mail.id)} />
          </>
        )}
      </section>
    </div>
  );
}
