import { useLocation, useNavigation } from 'react-router';
import { Breadcrumb, breadcrumbJsonLd } from '../../components/catalogue/Breadcrumb';
import { fillMessage } from '../../components/catalogue/fill-message';
import { ListingFilters } from '../../components/catalogue/ListingFilters';
import { isFiltered, listingSearch, SORT_OPTIONS } from '../../components/catalogue/listing-query';
import { ProductCard } from '../../components/catalogue/ProductCard';
import { SortSelect } from '../../components/catalogue/SortSelect';
import { originOf, withLinks, withOgImage } from '../../components/catalogue/seo';
import { TrainingCard } from '../../components/catalogue/TrainingCard';
import { JsonLd } from '../../components/JsonLd';
import { Pagination } from '../../components/Pagination';
import { pageMeta } from '../../lib/meta';
import { useT } from '../../lib/use-site';
import type { Route } from './+types/category';
import { loadCategoryListing } from './category.server';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadCategoryListing(request, context, params['*']);
}

export const meta: Route.MetaFunction = ({ matches, location, data }) => {
  if (!data) return [];
  const tags = pageMeta({
    matches,
    location,
    title: data.seo?.title || data.title,
    description: data.seo?.description ?? undefined,
  });
  // Canonical without sort or filter noise; later pages of a list are pages of their own.
  const page = data.query.page > 1 ? `?page=${data.query.page}` : '';
  const withCanonical = withLinks(tags, matches, `${data.path}${page}`, data.alternates);
  return withOgImage(withCanonical, matches, data.seo?.image);
};

const PRODUCT_SORTS = SORT_OPTIONS.filter((option) => option !== 'date');

/** `webcal://` asks the visitor's calendar program to subscribe to the feed rather than import it once. */
const webcalUrl = (origin: string, feed: string) => (origin ? `${origin.replace(/^https?:/, 'webcal:')}${feed}` : feed);

export default function CategoryListing({ loaderData, matches }: Route.ComponentProps) {
  const t = useT();
  const location = useLocation();
  const navigation = useNavigation();
  const listing = loaderData;
  const { meta, query } = listing;
  // A skeleton only while this listing itself reloads (filters, sort, paging).
  const reloading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const empty = listing.kind === 'product' ? t('catalogue.list.empty') : t('catalogue.list.emptyTrainings');
  const count =
    meta.total === 1 ? t('catalogue.list.resultsOne') : fillMessage(t('catalogue.list.results'), { count: meta.total });
  const origin = originOf(matches);
  return (
    <div className={`listing listing--${listing.kind} container`}>
      <JsonLd data={breadcrumbJsonLd(listing.crumbs, origin)} />
      <Breadcrumb crumbs={listing.crumbs} />
      <header className="listing__header">
        <h1 className="listing__title">{listing.title}</h1>
        {listing.seo?.description && <p className="listing__lead">{listing.seo.description}</p>}
        {listing.calendarFeed && (
          <p className="muted">
            {t('catalogue.calendar.hint')}{' '}
            <a href={webcalUrl(origin, listing.calendarFeed)}>{t('catalogue.calendar.subscribe')}</a>
            {' · '}
            <a href={listing.calendarFeed}>{t('catalogue.calendar.file')}</a>
          </p>
        )}
      </header>
      <div className="listing__layout">
        <aside className="listing__sidebar" aria-label={t('catalogue.filter.title')}>
          <ListingFilters
            action={listing.path}
            query={query}
            priceRange={meta.price_range}
            options={listing.children}
            siblings={listing.siblings}
          />
        </aside>
        <section className="listing__results" aria-labelledby="listing-count" aria-busy={reloading}>
          <div className="listing__toolbar">
            <p id="listing-count" className="listing__count" role="status">
              {reloading ? t('catalogue.list.loading') : count}
            </p>
            <SortSelect value={query.sort} options={listing.kind === 'product' ? PRODUCT_SORTS : SORT_OPTIONS} />
          </div>
          {reloading ? (
            <ul className={`catalogue-grid catalogue-grid--listing catalogue-grid--${listing.kind}`} aria-hidden="true">
              {Array.from({ length: Math.max(3, Math.min(listing.items.length, 9)) }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <li key={index} className="skeleton-card">
                  <span className={`skeleton-card__media skeleton-card__media--${listing.kind}`} />
                  <span className="skeleton-card__line" />
                  <span className="skeleton-card__line skeleton-card__line--short" />
                </li>
              ))}
            </ul>
          ) : listing.items.length === 0 ? (
            <div className="listing__empty">
              <p className="listing__empty-title">{empty}</p>
              {isFiltered(query) && <p className="muted">{t('catalogue.list.emptyHint')}</p>}
            </div>
          ) : (
            <ul className={`catalogue-grid catalogue-grid--listing catalogue-grid--${listing.kind}`}>
              {listing.kind === 'product'
                ? listing.items.map((product, index) => (
                    <li key={product.id}>
                      <ProductCard
                        product={product}
                        headingLevel={2}
                        priority={index < 3}
                        sizes="(max-width: 979px) 47vw, 300px"
                      />
                    </li>
                  ))
                : listing.items.map((training, index) => (
                    <li key={training.id}>
                      <TrainingCard training={training} headingLevel={2} priority={index < 2} />
                    </li>
                  ))}
            </ul>
          )}
          <Pagination
            current={meta.current_page}
            last={meta.last_page}
            hrefOf={(page) => `${listing.path}${listingSearch({ ...query, page })}`}
          />
        </section>
      </div>
    </div>
  );
}
