import {
  type AdminSeoDefault,
  formatDateTime,
  LOCALES,
  SEO_DEFAULT_DESCRIPTION_MAX,
  SEO_DEFAULT_TITLE_MAX,
  type SiteKey,
} from '@vag/domain';
import { data, Form, useNavigation } from 'react-router';
import { listSeoDefaults, saveSeoDefaults } from '../api-client/seo';
import { serverAdminApi } from '../api-client/server';
import { csrfOf, serverSubmit } from '../api-client/submit.server';
import { ErrorSummary } from '../components/ErrorSummary';
import { type FieldErrors, FormField } from '../components/FormField';
import { type T, translator } from '../i18n';
import { loadOrRefuse } from '../lib/loading.server';
import { localeOf } from '../lib/locale';
import type { Route } from './+types/seo';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('seo_title') },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const rows = await loadOrRefuse(listSeoDefaults(serverAdminApi(request, context), locale));
  return { locale, rows, csrf: csrfOf(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOf(request);
  const form = await request.formData();
  const site = String(form.get('site'));
  const answer = await saveSeoDefaults(serverSubmit(request, context), form, locale);
  return data(
    { ok: answer.ok, site, message: answer.body.message, errors: answer.body.errors },
    { status: answer.ok ? 200 : answer.status, headers: answer.headers },
  );
}

function SiteForm({
  site,
  rows,
  errors,
  csrf,
  t,
}: {
  site: SiteKey;
  rows: AdminSeoDefault[];
  errors: FieldErrors;
  csrf: string;
  t: T;
}) {
  const busy = useNavigation().state === 'submitting';
  const updated = rows
    .map((row) => row.updated_at)
    .filter((at): at is string => at !== null)
    .sort()
    .at(-1);
  // Field ids carry the site, so both forms' fields stay unique on the page; the API's names are posted.
  const scoped: FieldErrors = errors
    ? Object.fromEntries(Object.entries(errors).map(([field, texts]) => [`${site}-${field}`, texts]))
    : undefined;
  return (
    <section className="panel" aria-labelledby={`seo-${site}`}>
      <h2 id={`seo-${site}`}>{site === 'shop' ? t('siteShop') : t('siteAcademy')}</h2>
      {updated && <p className="muted">{t('seo_updated', { at: formatDateTime(updated) })}</p>}
      <Form method="post" className="stack">
        <input type="hidden" name="_token" value={csrf} />
        <input type="hidden" name="site" value={site} />
        {LOCALES.map((locale) => {
          const row = rows.find((r) => r.locale === locale);
          const language = locale === 'hu' ? t('locale_1') : t('locale_2');
          return (
            <div key={locale} className="grid-form">
              <FormField
                id={`${site}-title_${locale}`}
                label={t('seo_titleField', { language })}
                hint={t('seo_titleHint', { max: SEO_DEFAULT_TITLE_MAX })}
                errors={scoped}
              >
                {(props) => (
                  <input
                    {...props}
                    name={`title_${locale}`}
                    required
                    maxLength={SEO_DEFAULT_TITLE_MAX}
                    defaultValue={row?.title}
                  />
                )}
              </FormField>
              <FormField
                id={`${site}-description_${locale}`}
                label={t('seo_descriptionField', { language })}
                hint={t('seo_descriptionHint', { max: SEO_DEFAULT_DESCRIPTION_MAX })}
                errors={scoped}
              >
                {(props) => (
                  <textarea
                    {...props}
                    name={`description_${locale}`}
                    rows={3}
                    maxLength={SEO_DEFAULT_DESCRIPTION_MAX}
                    defaultValue={row?.description}
                  />
                )}
              </FormField>
            </div>
          );
        })}
        <div>
          <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
            {t('seo_save')}
          </button>
        </div>
      </Form>
    </section>
  );
}

export default function Seo({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, rows, csrf } = loaderData;
  const t = translator(locale);
  const sites = [...new Set(rows.map((row) => row.site))];
  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('seo_title')}</h1>
        <p className="muted">{t('seo_intro')}</p>
      </div>
      {actionData && !actionData.ok && <ErrorSummary title={t('seo_failed')} message={actionData.message} />}
      {actionData?.ok && (
        <p className="notice" role="status">
          {actionData.message}
        </p>
      )}
      {sites.map((site) => (
        <SiteForm
          key={site}
          site={site}
          rows={rows.filter((row) => row.site === site)}
          errors={actionData && !actionData.ok && actionData.site === site ? actionData.errors : undefined}
          csrf={csrf}
          t={t}
        />
      ))}
    </div>
  );
}
