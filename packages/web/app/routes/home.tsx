import { HIGHLIGHTED_BLOG_PAGE_SIZE, localizePath, PROMOTED_LIST_SIZE, parsePath, SHORT_LIST_SIZE } from '@vag/domain';
import { listHighlightedBlogPosts, listHomeCarouselSlides, listProducts, listTrainings } from '../api-client/catalogue';
import { serverApi } from '../api-client/server';
import { BlogPostCard, toBlogPostCard } from '../components/catalogue/BlogPostCard';
import { HomeCarousel, toCarouselSlide } from '../components/catalogue/HomeCarousel';
import { fromProductCardRow, ProductCard, toProductCardRow } from '../components/catalogue/ProductCard';
import { Shelf } from '../components/catalogue/Shelf';
import { withOgImage } from '../components/catalogue/seo';
import { TrainingCard, toTrainingCard } from '../components/catalogue/TrainingCard';
import { Link } from '../components/Link';
import { pageMeta } from '../lib/meta';
import { useLocale, useSiteKey, useT } from '../lib/use-site';
import type { Route } from './+types/home';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = parsePath(new URL(request.url).pathname);
  const api = serverApi(request, context);
  const { hostId } = context.site;
  // Each list is cut down to what its cards render: the loader data is embedded in the page.
  const [carousel, blog] = [
    listHomeCarouselSlides(api, hostId, locale).then(({ data }) => data.map(toCarouselSlide)),
    listHighlightedBlogPosts(api, hostId, locale, HIGHLIGHTED_BLOG_PAGE_SIZE).then(({ data }) =>
      data.map(toBlogPostCard),
    ),
  ];
  if (context.site.key === 'shop') {
    // Spec §9 list sizes; the modes are mutually exclusive, so each shelf is its own call.
    const shelf = (mode: 'highlighted' | 'newest' | 'promoted' | 'professionals', perPage: number) =>
      listProducts(api, hostId, locale, { mode, perPage }).then(({ data }) => data.map(toProductCardRow));
    const [slides, posts, highlighted, newest, promoted, professionals] = await Promise.all([
      carousel,
      blog,
      shelf('highlighted', SHORT_LIST_SIZE),
      shelf('newest', SHORT_LIST_SIZE),
      shelf('promoted', PROMOTED_LIST_SIZE),
      shelf('professionals', SHORT_LIST_SIZE),
    ]);
    return {
      slides,
      posts,
      products: { highlighted, newest, promoted, professionals },
      trainings: null,
    };
  }
  const [slides, posts, upcoming, highlighted] = await Promise.all([
    carousel,
    blog,
    listTrainings(api, hostId, locale, { sortBy: 'next_date', perPage: SHORT_LIST_SIZE }).then(({ data }) =>
      data.map(toTrainingCard),
    ),
    listTrainings(api, hostId, locale, { mode: 'highlighted', perPage: SHORT_LIST_SIZE }).then(({ data }) =>
      data.map(toTrainingCard),
    ),
  ]);
  return { slides, posts, products: null, trainings: { upcoming, highlighted } };
}

export const meta: Route.MetaFunction = ({ matches, location, data }) =>
  withOgImage(pageMeta({ matches, location }), matches, data?.slides[0]?.image);

const PRODUCT_SHELVES = [
  { mode: 'highlighted', title: 'catalogue.home.highlighted' },
  { mode: 'newest', title: 'catalogue.home.newest' },
  { mode: 'promoted', title: 'catalogue.home.promoted' },
  { mode: 'professionals', title: 'catalogue.home.professionals' },
] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const site = useSiteKey();
  const { slides, posts, products, trainings } = loaderData;
  const ctaPath = site === 'shop' ? '/category' : '/training-calendar';
  const categoryPath = localizePath('/category', locale);
  return (
    <div className="home">
      <section className={`hero hero--${site} home__hero`} aria-labelledby="home-title">
        <div className="container hero__inner">
          <p className="eyebrow">{t(`home.${site}.eyebrow`)}</p>
          <h1 id="home-title" className="hero__title">
            {t(`home.${site}.title`)}
          </h1>
          <p className="hero__lead">{t(`home.${site}.lead`)}</p>
          <Link to={localizePath(ctaPath, locale)} className="button button--primary">
            {t(`home.${site}.cta`)}
          </Link>
        </div>
      </section>
      <HomeCarousel slides={slides} />
      {products &&
        PRODUCT_SHELVES.map(({ mode, title }) =>
          products[mode].length > 0 ? (
            <Shelf key={mode} id={`shelf-${mode}`} title={t(title)} moreHref={`${categoryPath}?list=${mode}`}>
              {products[mode].map((row) => (
                <li key={row[0]}>
                  <ProductCard product={fromProductCardRow(row)} />
                </li>
              ))}
            </Shelf>
          ) : null,
        )}
      {trainings && trainings.upcoming.length > 0 && (
        <Shelf
          id="shelf-upcoming"
          title={t('catalogue.home.upcoming')}
          moreHref={localizePath('/training-calendar', locale)}
          variant="wide"
        >
          {trainings.upcoming.map((training) => (
            <li key={training.id}>
              <TrainingCard training={training} />
            </li>
          ))}
        </Shelf>
      )}
      {trainings && trainings.highlighted.length > 0 && (
        <Shelf
          id="shelf-highlighted-trainings"
          title={t('catalogue.home.highlightedTrainings')}
          moreHref={categoryPath}
          variant="wide"
        >
          {trainings.highlighted.map((training) => (
            <li key={training.id}>
              <TrainingCard training={training} />
            </li>
          ))}
        </Shelf>
      )}
      {posts.length > 0 && (
        <Shelf
          id="shelf-blog"
          title={t('catalogue.home.blog')}
          moreHref={localizePath('/blogs', locale)}
          variant="wide"
        >
          {posts.map((post) => (
            <li key={post.id}>
              <BlogPostCard post={post} />
            </li>
          ))}
        </Shelf>
      )}
    </div>
  );
}
