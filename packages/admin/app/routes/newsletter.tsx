import type { ColumnDef } from '@tanstack/react-table';
import { type AdminSubscriber, adminSubscriberQuerySchema, formatDateTime } from '@vag/domain';
import { data, Form, useRouteLoaderData } from 'react-router';
import { buildQuery } from '../api-client/client';
import { listSubscribers, unsubscribeSubscriber } from '../api-client/newsletter';
import { serverAdminApi } from '../api-client/server';
import { csrfOf, serverSubmit } from '../api-client/submit.server';
import { DataTable } from '../components/DataTable';
import { ErrorSummary } from '../components/ErrorSummary';
import { Pager } from '../components/Pager';
import { SiteField } from '../components/SiteField';
import { type T, translator } from '../i18n';
import { listQueryOf } from '../lib/list-query';
import { loadOrRefuse } from '../lib/loading.server';
import { localeOf } from '../lib/locale';
import stylesheet from '../styles/inbox.css?url';
import type { Route } from './+types/newsletter';
import type { loader as shellLoader } from './shell';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('newsletterTitle') },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const query = listQueryOf(request, adminSubscriberQuerySchema);
  const page = await loadOrRefuse(listSubscribers(serverAdminApi(request, context), query, locale));
  return { locale, query, ...page, csrf: csrfOf(request) };
}

/** A member unsubscribes an address; the API's answer (or refusal) in the member's language. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOf(request);
  const form = await request.formData();
  const answer = await unsubscribeSubscriber(serverSubmit(request, context), Number(form.get('id')), locale);
  return data(
    { ok: answer.ok, message: answer.body.message },
    { status: answer.ok ? 200 : answer.status, headers: answer.headers },
  );
}

const languageLabel = (locale: 'hu' | 'en', t: T) => (locale === 'hu' ? t('locale_1') : t('locale_2'));

function columns(t: T, unsubscribe: { csrf: string } | null): ColumnDef<AdminSubscriber, unknown>[] {
  const shown: ColumnDef<AdminSubscriber, unknown>[] = [
    {
      id: 'email',
      header: t('newsletterSubscriber'),
      meta: t('newsletterSubscriber'),
      accessorFn: (row) => row.email,
      cell: ({ row }) => (
        <span className="excerpt">
          {row.original.email}
          <br />
          <span className="muted">
            {[
              row.original.first_name,
              row.original.site === 'shop' ? t('siteShop') : t('siteAcademy'),
              languageLabel(row.original.locale, t),
              ...(row.original.registered ? [t('newsletterRegistered')] : []),
            ].join(' · ')}
          </span>
        </span>
      ),
    },
    {
      id: 'confirmed',
      header: t('newsletterConfirmed'),
      meta: t('newsletterConfirmed'),
      accessorFn: (row) => row.confirmed_at,
      cell: ({ row }) => (
        <time className="keep-words" dateTime={row.original.confirmed_at}>
          {formatDateTime(row.original.confirmed_at)}
        </time>
      ),
    },
  ];
  if (!unsubscribe) return shown;
  return [
    ...shown,
    {
      id: 'action',
      header: t('newsletterAction'),
      meta: t('newsletterAction'),
      enableSorting: false,
      cell: ({ row }) => (
        <Form method="post">
          <input type="hidden" name="_token" value={unsubscribe.csrf} />
          <input type="hidden" name="id" value={row.original.id} />
          <button
            type="submit"
            className="button small"
            aria-label={t('newsletterUnsubscribeOf', { email: row.original.email })}
          >
            {t('newsletterUnsubscribe')}
          </button>
        </Form>
      ),
    },
  ];
}

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, query, data: subscribers, meta: pageMeta, csrf } = loaderData;
  const shell = useRouteLoaderData<typeof shellLoader>('routes/shell');
  const t = translator(locale);
  const canUnsubscribe = shell?.me.permissions.includes('customers.manage') ?? false;
  const exportQuery = buildQuery({ site: query.site, locale: query.locale, q: query.q });
  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('newsletterTitle')}</h1>
        <p className="muted">{t('newsletterIntro')}</p>
      </div>
      {actionData && !actionData.ok && <ErrorSummary title={t('inboxFailed')} message={actionData.message} />}
      {actionData?.ok && (
        <p className="notice" role="status">
          {actionData.message}
        </p>
      )}
      <Form method="get" className="filters" role="search" aria-label={t('newsletterSearch')}>
        <SiteField sites={shell?.me.sites ?? []} value={query.site} t={t} />
        <div className="field inline">
          <label htmlFor="locale">{t('newsletterLanguage')}</label>
          <select id="locale" name="locale" defaultValue={query.locale ?? ''}>
            <option value="">{t('newsletterAnyLanguage')}</option>
            <option value="hu">{t('locale_1')}</option>
            <option value="en">{t('locale_2')}</option>
          </select>
        </div>
        <div className="field inline">
          <label htmlFor="q">{t('newsletterSearch')}</label>
          <input id="q" name="q" type="search" defaultValue={query.q ?? ''} placeholder={t('newsletterSearchHint')} />
        </div>
        <button type="submit" className="button small">
          {t('apply')}
        </button>
      </Form>
      <p className="download-link">
        <a href={`/newsletter/subscribers.csv${exportQuery}`} download className="button small">
          {t('newsletterExport')}
        </a>
        <span className="muted">{t('newsletterExportHint')}</span>
      </p>
      <DataTable
        caption={t('newsletterTitle')}
        columns={columns(t, canUnsubscribe ? { csrf } : null)}
        rows={subscribers}
        empty={t('newsletterEmpty')}
        t={t}
      />
      <Pager meta={pageMeta} t={t} />
    </div>
  );
}
