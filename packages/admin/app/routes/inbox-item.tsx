import { type AdminContactRequest, type AdminRecommendation, CONTACT_REPLY_LIMITS, formatDateTime } from '@vag/domain';
import type { ReactNode } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import {
  getContactRequest,
  getRecommendation,
  type InboxKind,
  replyToContactRequest,
  setInboxItemHandled,
} from '../api-client/inbox';
import { serverAdminApi } from '../api-client/server';
import { csrfOf, serverSubmit } from '../api-client/submit.server';
import { ErrorSummary } from '../components/ErrorSummary';
import { Facts } from '../components/Facts';
import { InboxState } from '../components/InboxState';
import { MailHistory } from '../components/MailHistory';
import { siteLabel } from '../components/SiteField';
import { type T, translator } from '../i18n';
import { idParamOf, loadOrRefuse } from '../lib/loading.server';
import { localeOf } from '../lib/locale';
import stylesheet from '../styles/inbox.css?url';
import type { Route } from './+types/inbox-item';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const t = translator(loaderData?.locale ?? 'hu');
  const item = loaderData?.item;
  const title =
    item?.kind === 'contact' ? t('inboxContactTitle', { name: item.data.name }) : t('inboxRecommendationTitle');
  return [{ title: `${title} · ${t('inboxTitle')}` }];
};

function itemOf(params: { kind?: string; id?: string }): { kind: InboxKind; id: number } {
  const kind = params.kind;
  if (kind !== 'contact' && kind !== 'recommendation') throw data(null, { status: 404 });
  return { kind, id: idParamOf(params) };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const { kind, id } = itemOf(params);
  const api = serverAdminApi(request, context);
  const item =
    kind === 'contact'
      ? { kind, ...(await loadOrRefuse(getContactRequest(api, id, locale))) }
      : { kind, ...(await loadOrRefuse(getRecommendation(api, id, locale))), mails: [] };
  return { locale, item, csrf: csrfOf(request) };
}

/** The item's writes: a reply (contact requests), handled, or new again; a refusal in the member's language. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = localeOf(request);
  const t = translator(locale);
  const { kind, id } = itemOf(params);
  const form = await request.formData();
  const intent = String(form.get('intent'));
  const submit = serverSubmit(request, context);
  const answer =
    intent === 'reply' && kind === 'contact'
      ? await replyToContactRequest(submit, id, form, locale)
      : await setInboxItemHandled(submit, kind, id, intent === 'handled', locale);
  const done =
    intent === 'reply' ? t('inboxReplySent') : intent === 'handled' ? t('inboxMarkedHandled') : t('inboxReopened');
  return data(
    {
      ok: answer.ok,
      intent,
      message: answer.ok ? done : answer.body.message,
      errors: answer.body.errors,
    },
    { status: answer.ok ? 200 : answer.status, headers: answer.headers },
  );
}

const languageLabel = (locale: 'hu' | 'en', t: T) => (locale === 'hu' ? t('locale_1') : t('locale_2'));

function contactFacts(item: AdminContactRequest, t: T): [string, ReactNode][] {
  return [
    [t('staffName'), item.name],
    [
      t('email'),
      <a key="email" href={`mailto:${item.email}`}>
        {item.email}
      </a>,
    ],
    ...(item.phone
      ? [
          [
            t('inboxPhone'),
            <a key="phone" href={`tel:${item.phone.replace(/\s+/g, '')}`}>
              {item.phone}
            </a>,
          ] as [string, ReactNode],
        ]
      : []),
    [t('inboxLanguage'), languageLabel(item.locale, t)],
    [t('siteFilter'), siteLabel(item.site, t)],
    [t('inboxReceived'), formatDateTime(item.created_at)],
    [t('inboxState'), <InboxState key="state" item={item} t={t} />],
  ];
}

function recommendationFacts(item: AdminRecommendation, t: T): [string, ReactNode][] {
  const sender = item.user ? (
    <span key="sender">
      {item.user.name ?? ''} {item.user.email && <a href={`mailto:${item.user.email}`}>{item.user.email}</a>}
    </span>
  ) : (
    t('inboxGuest')
  );
  return [
    [t('inboxSender'), sender],
    [t('inboxLanguage'), languageLabel(item.locale, t)],
    [t('siteFilter'), siteLabel(item.site, t)],
    [t('inboxReceived'), formatDateTime(item.created_at)],
    [t('inboxState'), <InboxState key="state" item={item} t={t} />],
  ];
}

/** Handled, or new again: one button, whichever the item's state calls for. */
function HandledForm({ handled, csrf, t }: { handled: boolean; csrf: string; t: T }) {
  return (
    <Form method="post">
      <input type="hidden" name="_token" value={csrf} />
      <input type="hidden" name="intent" value={handled ? 'reopen' : 'handled'} />
      <button type="submit" className="button small">
        {handled ? t('inboxReopen') : t('inboxMarkHandled')}
      </button>
    </Form>
  );
}

export default function InboxItem({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, item, csrf } = loaderData;
  const t = translator(locale);
  const busy = useNavigation().state === 'submitting';
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const replyFailed = failed?.intent === 'reply';
  const title =
    item.kind === 'contact' ? t('inboxContactTitle', { name: item.data.name }) : t('inboxRecommendationTitle');
  return (
    <div className="page">
      <p>
        <Link to={`/inbox?kind=${item.kind}`}>← {t('inboxBack')}</Link>
      </p>
      <div className="page-head">
        <h1>{title}</h1>
        <HandledForm handled={item.data.handled_at !== null} csrf={csrf} t={t} />
      </div>
      {failed && <ErrorSummary title={t('inboxFailed')} message={failed.message} fields={failed.errors} />}
      {actionData?.ok && (
        <p className="notice" role="status">
          {actionData.message}
        </p>
      )}
      <div className="detail-grid">
        <section className="panel" aria-labelledby="item-facts">
          <h2 id="item-facts">{item.kind === 'contact' ? t('inboxSender') : t('inboxDetails')}</h2>
          <Facts
            className="order-facts"
            rows={item.kind === 'contact' ? contactFacts(item.data, t) : recommendationFacts(item.data, t)}
          />
        </section>
        <section className="panel" aria-labelledby="item-text">
          <h2 id="item-text">{item.kind === 'contact' ? t('inboxMessage') : t('inboxTraining')}</h2>
          <p className="message-text">{item.kind === 'contact' ? item.data.message : item.data.training_name_text}</p>
        </section>
      </div>
      {item.kind === 'contact' && (
        <>
          <section className="panel" aria-labelledby="item-reply">
            <h2 id="item-reply">{t('inboxReply')}</h2>
            <p className="muted">{t('inboxReplyIntro', { language: languageLabel(item.data.locale, t) })}</p>
            <Form method="post" className="reply-form" key={actionData?.ok ? 'sent' : 'form'}>
              <input type="hidden" name="_token" value={csrf} />
              <input type="hidden" name="intent" value="reply" />
              <div className="field">
                <label htmlFor="subject">{t('inboxReplySubject')}</label>
                <input
                  id="subject"
                  name="subject"
                  maxLength={CONTACT_REPLY_LIMITS.subjectMax}
                  aria-describedby="subject-hint"
                  aria-invalid={replyFailed && failed.errors?.subject ? true : undefined}
                />
                <span id="subject-hint" className="hint">
                  {t('inboxReplySubjectHint')}
                </span>
              </div>
              <div className="field">
                <label htmlFor="message">{t('inboxReplyMessage')}</label>
                <textarea
                  id="message"
                  name="message"
                  required
                  maxLength={CONTACT_REPLY_LIMITS.messageMax}
                  aria-invalid={replyFailed && failed.errors?.message ? true : undefined}
                />
              </div>
              <div>
                <button type="submit" className="button primary" aria-busy={busy || undefined} disabled={busy}>
                  {t('inboxReplySend')}
                </button>
              </div>
            </Form>
          </section>
          <section className="panel" aria-labelledby="item-mails">
            <h2 id="item-mails">{t('inboxMails')}</h2>
            <MailHistory mails={item.mails} caption={t('inboxMails')} none={t('inboxNoMails')} t={t} />
          </section>
        </>
      )}
    </div>
  );
}
