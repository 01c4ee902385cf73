import { type Locale, localizePath, parsePath } from '@vag/domain';
import { data, Form, redirect } from 'react-router';
import { getTagCloud, listBlogCategories, listBlogPosts } from '../../api-client/content';
import { serverApi } from '../../api-client/server';
import { PostCard, toPostCard } from '../../components/content/PostCard';
import { seoMeta } from '../../components/content/seo-meta';
import { Link } from '../../components/Link';
import { Pagination, pageParam } from '../../components/Pagination';
import { translator } from '../../i18n';
import { useLocale, useT } from '../../lib/use-site';
import type { Route } from './+types/blog-list';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = parsePath(url.pathname);
  const api = serverApi(request, context);
  const { hostId } = context.site;
  const tag = url.searchParams.get('tag')?.trim() || undefined;
  const search = url.searchParams.get('search')?.trim() || undefined;
  const page = pageParam(url.searchParams.get('page'));
  const [{ data: categories }, { tag_cloud: tags }] = await Promise.all([
    listBlogCategories(api, hostId, locale),
    getTagCloud(api, hostId, locale),
  ]);
  const category = params.category ? categories.find((item) => item.seo_slug === params.category) : undefined;
  if (params.category && !category) {
    // The language switch keeps the slug: find the category in the other language and go to its own slug.
    const other: Locale = locale === 'hu' ? 'en' : 'hu';
    const { data: others } = await listBlogCategories(api, hostId, other);
    const id = others.find((item) => item.seo_slug === params.category)?.id;
    const same = categories.find((item) => item.id === id);
    if (same) throw redirect(`${same.url}${url.search}`, 301);
    throw data(null, { status: 404 });
  }
  const posts = await listBlogPosts(api, hostId, locale, { page, categoryId: category?.id, search, tag });
  // Only what the page renders: the loader data is embedded in the HTML.
  return {
    categories: categories.map(({ id, name, url, posts_count }) => ({ id, name, url, posts_count })),
    category: category ? { id: category.id, name: category.name, url: category.url, seo: category.seo } : null,
    tags,
    posts: { data: posts.data.map(toPostCard), meta: posts.meta },
    tag: tag ?? null,
    search: search ?? null,
  };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const t = translator(parsePath(location.pathname).locale);
  const filtered = Boolean(loaderData?.tag || loaderData?.search || new URLSearchParams(location.search).has('page'));
  return seoMeta({
    matches,
    location,
    title: loaderData?.category?.name ?? t('content.blog.title'),
    description: loaderData?.category?.seo.description ?? t('content.blog.description'),
    seo: loaderData?.category?.seo,
    noindex: filtered,
  });
};

/** The list's URL with some parameters changed; a filter change starts again at page 1. */
function listHref(base: string, current: URLSearchParams, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(current);
  if (!('page' in changes)) params.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { categories, category, tags, posts, tag, search } = loaderData;
  const t = useT();
  const locale = useLocale();
  const blogsPath = localizePath('/blogs', locale);
  const base = category?.url ?? blogsPath;
  const current = new URLSearchParams();
  if (tag) current.set('tag', tag);
  if (search) current.set('search', search);
  const tagName = tag ? (tags.find((item) => item.seo_slug === tag)?.name ?? tag) : null;

  return (
    <div className="content-page blog-list">
      <header className="content-hero">
        <div className="container">
          <p className="eyebrow">{t('content.blog.eyebrow')}</p>
          <h1 className="content-hero__title">{category?.name ?? t('content.blog.title')}</h1>
          <p className="content-hero__lead">{t('content.blog.lead')}</p>
          <nav className="chip-nav" aria-label={t('content.blog.categories')}>
            <ul>
              <li>
                <Link className="chip" to={blogsPath} aria-current={category ? undefined : 'page'}>
                  {t('content.blog.allCategories')}
                </Link>
              </li>
              {categories.map((item) => (
                <li key={item.id}>
                  <Link className="chip" to={item.url} aria-current={item.id === category?.id ? 'page' : undefined}>
                    {item.name} <span className="chip__count">{item.posts_count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>

      <div className="container blog-layout">
        <aside className="blog-layout__aside" aria-label={t('content.blog.filters')}>
          <Form discover="none" method="get" action={base} role="search" className="inline-search">
            <label htmlFor="blog-search" className="visually-hidden">
              {t('content.blog.searchLabel')}
            </label>
            <input
              id="blog-search"
              name="search"
              type="search"
              defaultValue={search ?? ''}
              placeholder={t('content.blog.searchPlaceholder')}
              className="content-field__input"
            />
            {tag && <input type="hidden" name="tag" value={tag} />}
            <button type="submit" className="button button--primary">
              {t('content.blog.searchSubmit')}
            </button>
          </Form>
          {tags.length > 0 && (
            <section className="tag-cloud" aria-labelledby="tag-cloud-title">
              <h2 id="tag-cloud-title" className="aside-title">
                {t('content.blog.tags')}
              </h2>
              <ul>
                {tags.map((item) => (
                  <li key={item.seo_slug}>
                    <Link
                      className="tag"
                      to={listHref(base, current, { tag: item.seo_slug === tag ? null : item.seo_slug })}
                      aria-current={item.seo_slug === tag ? 'true' : undefined}
                    >
                      #{item.name}
                      <span className="visually-hidden">
                        {' '}
                        ({item.count} {t('content.blog.postsCount')})
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>

        <section className="blog-layout__main" aria-labelledby="blog-results">
          <h2 id="blog-results" className="results-summary">
            {t('content.blog.results')}: {posts.meta.total}
            {tagName && (
              <Link className="filter-chip" to={listHref(base, current, { tag: null })}>
                #{tagName} <span aria-hidden="true">×</span>
                <span className="visually-hidden">{t('content.blog.removeFilter')}</span>
              </Link>
            )}
            {search && (
              <Link className="filter-chip" to={listHref(base, current, { search: null })}>
                „{search}” <span aria-hidden="true">×</span>
                <span className="visually-hidden">{t('content.blog.removeFilter')}</span>
              </Link>
            )}
          </h2>
          {posts.data.length === 0 ? (
            <div className="empty-state">
              <p>{t('content.blog.empty')}</p>
              <Link to={blogsPath} className="button button--secondary">
                {t('content.blog.allPosts')}
              </Link>
            </div>
          ) : (
            <ul className="post-grid">
              {posts.data.map((post, index) => (
                <li key={post.id}>
                  <PostCard post={post} headingLevel={3} priority={index === 0} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            current={posts.meta.current_page}
            last={posts.meta.last_page}
            hrefOf={(page) => listHref(base, current, { page: page > 1 ? String(page) : null })}
          />
        </section>
      </div>
    </div>
  );
}
