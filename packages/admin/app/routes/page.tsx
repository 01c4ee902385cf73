import { CONTENT_SCREEN_PAGE_SLUGS, type Locale } from '@vag/domain';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { createPage, getPage, savePage } from '../api-client/pages';
import { serverAdminApi } from '../api-client/server';
import { actionAnswer, csrfOf, serverSubmit } from '../api-client/submit.server';
import { FlagField, LanguageTexts } from '../components/ContentFields';
import { ErrorSummary } from '../components/ErrorSummary';
import { FormField } from '../components/FormField';
import { siteLabel } from '../components/SiteField';
import { translator } from '../i18n';
import { idOrNewOf, loadOrRefuse } from '../lib/loading.server';
import { localeOf } from '../lib/locale';
import { siteFilter } from '../lib/site-filter';
import { requireStaff } from '../lib/staff.server';
import type { Route } from './+types/page';

/* One custom page's editor (`/pages/new` creates one; `?screen=for_beauticians` starts that screen's page). */

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const t = translator(loaderData?.locale ?? 'hu');
  return [
    {
      title: loaderData?.page
        ? t('content_pageEditTitle', { title: loaderData.page.title_hu })
        : t('content_pageNewTitle'),
    },
  ];
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const id = idOrNewOf(params);
  const me = await requireStaff(request, context, locale);
  const url = new URL(request.url);
  const page = id === 'new' ? undefined : await loadOrRefuse(getPage(serverAdminApi(request, context), id, locale));
  return {
    locale,
    page,
    sites: me.sites,
    site: siteFilter(url.searchParams.get('site'), me),
    screen: url.searchParams.get('screen') === 'for_beauticians' ? ('for_beauticians' as const) : undefined,
    created: url.searchParams.has('created'),
    csrf: csrfOf(request),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = localeOf(request);
  const id = idOrNewOf(params);
  const form = await request.formData();
  const submit = serverSubmit(request, context);
  const answer = id === 'new' ? await createPage(submit, form, locale) : await savePage(submit, id, form, locale);
  if (answer.ok && id === 'new' && answer.body.data) {
    throw redirect(`/pages/${answer.body.data.id}?created`, { headers: answer.headers });
  }
  return actionAnswer(answer);
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, page, sites, site, screen, created, csrf } = loaderData;
  const t = translator(locale);
  const busy = useNavigation().state === 'submitting';
  const errors = actionData && !actionData.ok ? actionData.errors : undefined;
  const notice = actionData?.ok ? actionData.message : created && !actionData ? t('content_saved') : undefined;
  const screenSlug = page?.screen ? CONTENT_SCREEN_PAGE_SLUGS[page.screen] : undefined;
  const texts = (lang: Locale) =>
    page
      ? {
          title: page[`title_${lang}`],
          slug: page[`slug_${lang}`],
          content: page[`content_${lang}`],
          seoTitle: page[`seo_title_${lang}`],
          seoDescription: page[`seo_description_${lang}`],
        }
      : screen && lang === 'en'
        ? { title: '', slug: CONTENT_SCREEN_PAGE_SLUGS[screen] }
        : undefined;
  const fixedSlugOf = (values?: { slug: string }) =>
    screenSlug && values?.slug === screenSlug ? screenSlug : undefined;
  return (
    <div className="page">
      <div className="page-head">
        <p>
          <Link to="/pages">← {t('content_back')}</Link>
        </p>
        <h1>{page ? t('content_pageEditTitle', { title: page.title_hu }) : t('content_pageNewTitle')}</h1>
        {page && (
          <p className="link-row">
            <span>{siteLabel(page.site, t)}</span>
            {page.screen && <span className="badge">{t(`content_screen_${page.screen}`)}</span>}
            {page.is_active && page.urls.hu && (
              <span className="muted">
                {t('content_view')}: <code>{page.urls.hu}</code>
              </span>
            )}
          </p>
        )}
      </div>
      {actionData && !actionData.ok && (
        <ErrorSummary title={t('errorSummary')} message={actionData.message} fields={actionData.errors} />
      )}
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <Form method="post" className="stack editor-form">
        <input type="hidden" name="_token" value={csrf} />
        <section className="panel stack" aria-labelledby="page-settings">
          <h2 id="page-settings">{t('content_settings')}</h2>
          {!page && (
            <FormField id="site" label={t('content_site')} errors={errors}>
              {(props) => (
                <select {...props} defaultValue={site ?? sites[0]}>
                  {sites.map((key) => (
                    <option key={key} value={key}>
                      {siteLabel(key, t)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
          <FlagField name="is_active" label={t('content_active')} checked={page?.is_active ?? true} />
        </section>
        {(['hu', 'en'] as const).map((lang) => (
          <LanguageTexts
            key={lang}
            lang={lang}
            values={texts(lang)}
            errors={errors}
            locale={locale}
            t={t}
            fixedSlug={fixedSlugOf(texts(lang))}
          />
        ))}
        <div>
          <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
            {page ? t('content_save') : t('content_create')}
          </button>
        </div>
      </Form>
    </div>
  );
}
