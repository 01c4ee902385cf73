import type { AdminBlogCategory, AdminBlogPost, Locale, SiteKey } from '@vag/domain';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { createBlogPost, deleteBlogPost, getBlogPost, listBlogCategories, saveBlogPost } from '../api-client/blog';
import { serverAdminApi } from '../api-client/server';
import { actionAnswer, csrfOf, serverSubmit } from '../api-client/submit.server';
import { ContentImageField, FlagField, imageOf, LanguageTexts } from '../components/ContentFields';
import { ErrorSummary } from '../components/ErrorSummary';
import { type FieldErrors, FormField } from '../components/FormField';
import { siteLabel } from '../components/SiteField';
import { type T, translator } from '../i18n';
import { idOrNewOf, loadOrRefuse } from '../lib/loading.server';
import { localeOf } from '../lib/locale';
import { siteFilter } from '../lib/site-filter';
import { requireStaff } from '../lib/staff.server';
import type { Route } from './+types/blog-post';
import { PostState } from './blog';

/* One blog post's editor (`/blog/new` creates one): texts per language, schedule, categories, tags, image. */

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const t = translator(loaderData?.locale ?? 'hu');
  const title = loaderData?.post
    ? t('content_postEditTitle', { title: loaderData.post.title_hu })
    : t('content_postNewTitle');
  return [{ title }];
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const id = idOrNewOf(params);
  const me = await requireStaff(request, context, locale);
  const api = serverAdminApi(request, context);
  const url = new URL(request.url);
  const post = id === 'new' ? undefined : await loadOrRefuse(getBlogPost(api, id, locale));
  const site = post?.site ?? siteFilter(url.searchParams.get('site'), me);
  return {
    locale,
    post,
    sites: post ? [post.site] : me.sites,
    site,
    categories: await listBlogCategories(api, locale, post?.site ?? site),
    created: url.searchParams.has('created'),
    csrf: csrfOf(request),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = localeOf(request);
  const id = idOrNewOf(params);
  const form = await request.formData();
  const submit = serverSubmit(request, context);
  if (id !== 'new' && form.get('intent') === 'delete') {
    const answer = await deleteBlogPost(submit, id, locale);
    if (answer.ok) throw redirect('/blog', { headers: answer.headers });
    return data({ ok: false, message: answer.body.message, errors: answer.body.errors }, { status: answer.status });
  }
  const body = imageOf(form);
  const answer =
    id === 'new' ? await createBlogPost(submit, body, locale) : await saveBlogPost(submit, id, body, locale);
  if (answer.ok && id === 'new' && answer.body.data) {
    throw redirect(`/blog/${answer.body.data.id}?created`, { headers: answer.headers });
  }
  return actionAnswer(answer);
}

function CategoryChoice({
  categories,
  chosen,
  sites,
  errors,
  t,
}: {
  categories: AdminBlogCategory[];
  chosen: number[];
  sites: readonly SiteKey[];
  errors: FieldErrors;
  t: T;
}) {
  const error = errors?.category_ids?.[0];
  return (
    <fieldset
      className="content-choice"
      id="category_ids"
      aria-describedby={error ? 'category_ids-error' : 'category_ids-hint'}
    >
      <legend>{t('content_categories')}</legend>
      {categories.length === 0 && <p className="muted">{t('content_noCategories')}</p>}
      {sites.map((site) => {
        const ofSite = categories.filter((category) => category.site === site);
        if (ofSite.length === 0) return null;
        return (
          <div key={site} className="content-choice-group">
            {sites.length > 1 && <p className="muted">{siteLabel(site, t)}</p>}
            {ofSite.map((category) => (
              <label className="check" key={category.id}>
                <input
                  type="checkbox"
                  name="category_ids"
                  value={category.id}
                  defaultChecked={chosen.includes(category.id)}
                />
                <span>{category.name_hu || category.name_en}</span>
              </label>
            ))}
          </div>
        );
      })}
      <p className="hint" id="category_ids-hint">
        {t('content_categoriesOfSite')}
      </p>
      {error && (
        <p className="field-error" id="category_ids-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function PostForm({
  post,
  sites,
  site,
  categories,
  errors,
  locale,
  csrf,
  busy,
  t,
}: {
  post?: AdminBlogPost;
  sites: readonly SiteKey[];
  site?: SiteKey;
  categories: AdminBlogCategory[];
  errors: FieldErrors;
  locale: Locale;
  csrf: string;
  busy: boolean;
  t: T;
}) {
  const texts = (lang: Locale) =>
    post && {
      title: post[`title_${lang}`],
      slug: post[`slug_${lang}`],
      lead: post[`lead_${lang}`],
      content: post[`content_${lang}`],
      seoTitle: post[`seo_title_${lang}`],
      seoDescription: post[`seo_description_${lang}`],
    };
  return (
    <Form method="post" className="stack editor-form">
      <input type="hidden" name="_token" value={csrf} />
      <section className="panel stack" aria-labelledby="post-settings">
        <h2 id="post-settings">{t('content_settings')}</h2>
        {!post && (
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
        <FormField
          id="publication_local"
          label={t('content_publication')}
          hint={t('content_publicationHint')}
          errors={errors}
        >
          {(props) => (
            <input {...props} type="datetime-local" step={1} required defaultValue={post?.publication_local ?? ''} />
          )}
        </FormField>
        <FlagField name="is_active" label={t('content_active')} checked={post?.is_active ?? true} />
        <FlagField name="is_highlighted" label={t('content_highlight')} checked={post?.is_highlighted ?? false} />
        <CategoryChoice categories={categories} chosen={post?.category_ids ?? []} sites={sites} errors={errors} t={t} />
        <FormField id="tags" label={t('content_tags')} hint={t('content_tagsHint')} errors={errors}>
          {(props) => <input {...props} defaultValue={post?.tags ?? ''} maxLength={2000} />}
        </FormField>
        <ContentImageField image={post?.image ?? null} errors={errors} locale={locale} t={t} />
      </section>
      <LanguageTexts lang="hu" values={texts('hu')} errors={errors} locale={locale} t={t} lead />
      <LanguageTexts lang="en" values={texts('en')} errors={errors} locale={locale} t={t} lead />
      <div>
        <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
          {post ? t('content_save') : t('content_create')}
        </button>
      </div>
    </Form>
  );
}

export default function BlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, post, sites, site, categories, created, csrf } = loaderData;
  const t = translator(locale);
  const busy = useNavigation().state === 'submitting';
  const errors = actionData && !actionData.ok ? actionData.errors : undefined;
  const notice = actionData?.ok ? actionData.message : created && !actionData ? t('content_saved') : undefined;
  const publicUrl = post?.urls.hu ?? post?.urls.en;
  return (
    <div className="page">
      <div className="page-head">
        <p>
          <Link to="/blog">← {t('content_back')}</Link>
        </p>
        <h1>{post ? t('content_postEditTitle', { title: post.title_hu }) : t('content_postNewTitle')}</h1>
        {post && (
          <p className="link-row">
            <span>{siteLabel(post.site, t)}</span> <PostState post={post} t={t} />
            {post.state === 'published' && publicUrl && (
              <span className="muted">
                {t('content_view')}: <code>{publicUrl}</code>
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
      <PostForm
        key={post?.publication_date ?? 'new'}
        post={post}
        sites={sites}
        site={site}
        categories={categories}
        errors={errors}
        locale={locale}
        csrf={csrf}
        busy={busy}
        t={t}
      />
      {post && (
        <Form method="post" className="panel danger-zone">
          <input type="hidden" name="_token" value={csrf} />
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className="button">
            {t('content_deletePost')}
          </button>
        </Form>
      )}
    </div>
  );
}
