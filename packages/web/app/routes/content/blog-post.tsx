import { localizePath, parsePath } from '@vag/domain';
import { data, redirect } from 'react-router';
import { listBlogPosts } from '../../api-client/content';
import { serverApi } from '../../api-client/server';
import { imageUrl, isUsableImageUrl, ResponsiveImage } from '../../components/catalogue/ResponsiveImage';
import { formatPublicationDate, PostCard, toPostCard } from '../../components/content/PostCard';
import { seoMeta } from '../../components/content/seo-meta';
import { JsonLd } from '../../components/JsonLd';
import { Link } from '../../components/Link';
import { translator } from '../../i18n';
import { useLocale, useSiteKey, useT } from '../../lib/use-site';
import type { Route } from './+types/blog-post';

const RELATED_POSTS = 3;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = parsePath(url.pathname);
  if (!params.slug) throw redirect(localizePath('/blogs', locale), 301);
  const api = serverApi(request, context);
  const { hostId } = context.site;
  const { data: found } = await listBlogPosts(api, hostId, locale, { slug: params.slug, perPage: 1 });
  const post = found[0];
  if (!post) throw data(null, { status: 404 });
  // A slug of the other language (the language switch keeps it) goes to this language's own.
  if (post.url !== url.pathname) throw redirect(post.url, 301);
  const category = post.categories[0];
  const related = category
    ? (await listBlogPosts(api, hostId, locale, { categoryId: category.id, perPage: RELATED_POSTS + 1 })).data
        .filter((item) => item.id !== post.id)
        .slice(0, RELATED_POSTS)
        .map(toPostCard)
    : [];
  return { post, related, origin: url.origin };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  seoMeta({
    matches,
    location,
    title: loaderData?.post.seo.title ?? translator(parsePath(location.pathname).locale)('content.blog.title'),
    description: loaderData?.post.seo.description ?? loaderData?.post.lead,
    seo: loaderData?.post.seo,
    alternates: loaderData?.post.alternates,
  });

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, related, origin } = loaderData;
  const t = useT();
  const locale = useLocale();
  const site = useSiteKey();
  const blogsPath = localizePath('/blogs', locale);
  const home = localizePath('/', locale);
  const image = isUsableImageUrl(post.image) ? `${origin}${imageUrl(post.image, 1280)}` : undefined;

  return (
    <article className="content-page blog-post">
      <JsonLd
        data={[
          {
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: post.title,
            description: post.lead,
            datePublished: post.publication_date,
            dateModified: post.updated_at,
            inLanguage: locale,
            mainEntityOfPage: `${origin}${post.url}`,
            ...(image ? { image } : {}),
            articleSection: post.categories.map((item) => item.name),
            keywords: post.tags.map((item) => item.name).join(', '),
            publisher: { '@type': 'Organization', name: t(`site.${site}.name`) },
          },
          {
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            itemListElement: [
              { '@type': 'ListItem', position: 1, name: t('nav.home'), item: `${origin}${home}` },
              { '@type': 'ListItem', position: 2, name: t('content.blog.title'), item: `${origin}${blogsPath}` },
              { '@type': 'ListItem', position: 3, name: post.title, item: `${origin}${post.url}` },
            ],
          },
        ]}
      />
      <header className="blog-post__header container container--narrow">
        <nav aria-label={t('content.breadcrumb')} className="breadcrumb">
          <ol>
            <li>
              <Link to={home}>{t('nav.home')}</Link>
            </li>
            <li>
              <Link to={blogsPath}>{t('content.blog.title')}</Link>
            </li>
            <li aria-current="page">{post.title}</li>
          </ol>
        </nav>
        {post.categories.length > 0 && (
          <ul className="blog-post__categories">
            {post.categories.map((item) => (
              <li key={item.id}>
                <Link className="eyebrow" to={localizePath(`/blogs/${item.seo_slug}`, locale)}>
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <h1 className="blog-post__title">{post.title}</h1>
        <p className="blog-post__lead">{post.lead}</p>
        <p className="muted blog-post__date">
          {t('content.blog.published')}{' '}
          <time dateTime={post.publication_date}>{formatPublicationDate(post.publication_date)}</time>
        </p>
      </header>
      <div className="blog-post__hero container">
        <ResponsiveImage
          src={post.image}
          alt=""
          width={1600}
          height={900}
          sizes="(max-width: 1280px) 100vw, 1232px"
          priority
        />
      </div>
      <div className="container container--narrow">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises CMS HTML on write and on read (DESIGN §3). */}
        <div className="prose" dangerouslySetInnerHTML={{ __html: post.content_html }} />
        {post.tags.length > 0 && (
          <section className="blog-post__tags" aria-labelledby="post-tags">
            <h2 id="post-tags" className="aside-title">
              {t('content.blog.tags')}
            </h2>
            <ul>
              {post.tags.map((item) => (
                <li key={item.id}>
                  <Link className="tag" to={`${blogsPath}?tag=${encodeURIComponent(item.seo_slug)}`}>
                    #{item.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <Link to={blogsPath} className="back-link">
          ← {t('content.blog.back')}
        </Link>
      </div>
      {related.length > 0 && (
        <section className="related container" aria-labelledby="related-title">
          <h2 id="related-title" className="section-title">
            {t('content.blog.related')}
          </h2>
          <ul className="post-grid post-grid--three">
            {related.map((item) => (
              <li key={item.id}>
                <PostCard post={item} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
