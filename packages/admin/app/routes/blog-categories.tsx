import type { ColumnDef } from '@tanstack/react-table';
import type { AdminBlogCategory } from '@vag/domain';
import { data, Form, Link, useNavigation } from 'react-router';
import { createBlogCategory, listBlogCategories, saveBlogCategory } from '../api-client/blog';
import { ApiError } from '../api-client/client';
import { serverAdminApi } from '../api-client/server';
import { actionAnswer, csrfOf, serverSubmit } from '../api-client/submit.server';
import { FlagField, LanguageTexts } from '../components/ContentFields';
import { DataTable } from '../components/DataTable';
import { ErrorSummary } from '../components/ErrorSummary';
import { FormField } from '../components/FormField';
import { siteLabel } from '../components/SiteField';
import { type T, translator } from '../i18n';
import { localeOf } from '../lib/locale';
import { requireStaff } from '../lib/staff.server';
import type { Route } from './+types/blog-categories';

/* The blog's categories (issue 21): the list of the member's sites, a new one, one edited at a time (`?edit=`). */

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('content_categoriesTitle') },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const me = await requireStaff(request, context, locale);
  try {
    const categories = await listBlogCategories(serverAdminApi(request, context), locale);
    const editId = Number(new URL(request.url).searchParams.get('edit'));
    return {
      locale,
      sites: me.sites,
      categories,
      editing: categories.find((category) => category.id === editId),
      csrf: csrfOf(request),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw data(error.body, { status: 403 });
    throw error;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOf(request);
  const form = await request.formData();
  const id = Number(form.get('id'));
  form.delete('id');
  const submit = serverSubmit(request, context);
  const answer =
    id > 0 ? await saveBlogCategory(submit, id, form, locale) : await createBlogCategory(submit, form, locale);
  return actionAnswer(answer);
}

function columns(t: T): ColumnDef<AdminBlogCategory, unknown>[] {
  return [
    {
      id: 'name',
      header: t('content_name'),
      meta: t('content_name'),
      accessorFn: (category) => category.name_hu,
      cell: ({ row }) => (
        <>
          {row.original.name_hu}
          {row.original.name_en && <span className="muted"> · {row.original.name_en}</span>}
        </>
      ),
    },
    {
      id: 'site',
      header: t('content_columnSite'),
      meta: t('content_columnSite'),
      accessorFn: (c) => siteLabel(c.site, t),
      cell: ({ getValue }) => <span className="keep-words">{String(getValue())}</span>,
    },
    {
      id: 'slugs',
      header: t('content_columnSlugs'),
      meta: t('content_columnSlugs'),
      accessorFn: (c) => [c.slug_hu, c.slug_en].filter(Boolean).join(' · '),
    },
    { id: 'posts', header: t('content_columnPosts'), meta: t('content_columnPosts'), accessorFn: (c) => c.posts_count },
    { id: 'sort', header: t('content_columnSort'), meta: t('content_columnSort'), accessorFn: (c) => c.sort },
    {
      id: 'state',
      header: t('content_columnState'),
      meta: t('content_columnState'),
      accessorFn: (c) => (c.is_active ? 1 : 0),
      cell: ({ row }) => (
        <span className={row.original.is_active ? 'badge' : 'badge warning'}>
          {t(row.original.is_active ? 'content_state_active' : 'content_state_inactive')}
        </span>
      ),
    },
    {
      id: 'edit',
      header: t('content_edit'),
      meta: t('content_edit'),
      cell: ({ row }) => (
        <Link
          to={`?edit=${row.original.id}#category-form`}
          aria-label={t('content_editOf', { name: row.original.name_hu })}
        >
          {t('content_edit')}
        </Link>
      ),
    },
  ];
}

export default function BlogCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, sites, categories, editing, csrf } = loaderData;
  const t = translator(locale);
  const busy = useNavigation().state === 'submitting';
  const errors = actionData && !actionData.ok ? actionData.errors : undefined;
  const texts = (lang: 'hu' | 'en') =>
    editing && {
      title: editing[`name_${lang}`],
      slug: editing[`slug_${lang}`],
      seoTitle: editing[`seo_title_${lang}`],
      seoDescription: editing[`seo_description_${lang}`],
    };
  return (
    <div className="page">
      <div className="page-head">
        <p>
          <Link to="/blog">← {t('content_blogTitle')}</Link>
        </p>
        <h1>{t('content_categoriesTitle')}</h1>
      </div>
      {actionData && !actionData.ok && (
        <ErrorSummary title={t('errorSummary')} message={actionData.message} fields={actionData.errors} />
      )}
      {actionData?.ok && (
        <p className="notice" role="status">
          {actionData.message}
        </p>
      )}
      <DataTable
        caption={t('content_categoriesTitle')}
        columns={columns(t)}
        rows={categories}
        empty={t('content_categoriesEmpty')}
        t={t}
      />
      <section className="panel" aria-labelledby="category-form" key={editing?.id ?? 'new'}>
        <h2 id="category-form">
          {editing ? t('content_categoryEdit', { name: editing.name_hu }) : t('content_categoryNew')}
        </h2>
        <Form method="post" className="stack">
          <input type="hidden" name="_token" value={csrf} />
          <input type="hidden" name="id" value={editing?.id ?? ''} />
          {!editing && (
            <FormField id="site" label={t('content_site')} errors={errors}>
              {(props) => (
                <select {...props} defaultValue={sites[0]}>
                  {sites.map((key) => (
                    <option key={key} value={key}>
                      {siteLabel(key, t)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
          <FormField id="sort" label={t('content_sort')} errors={errors}>
            {(props) => <input {...props} type="number" step={1} defaultValue={editing?.sort ?? 0} />}
          </FormField>
          <FlagField name="is_active" label={t('content_active')} checked={editing?.is_active ?? true} />
          <LanguageTexts
            lang="hu"
            titleField="name"
            content={false}
            values={texts('hu')}
            errors={errors}
            locale={locale}
            t={t}
          />
          <LanguageTexts
            lang="en"
            titleField="name"
            content={false}
            values={texts('en')}
            errors={errors}
            locale={locale}
            t={t}
          />
          <p className="link-row">
            <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
              {editing ? t('content_save') : t('content_create')}
            </button>
            {editing && (
              <Link className="button" to="/blog-categories">
                {t('content_cancel')}
              </Link>
            )}
          </p>
        </Form>
      </section>
    </div>
  );
}
