import {
  localizePath,
  parsePath,
  SEARCH_COUNTER_KEYS,
  SEARCH_DOCUMENT_TYPES,
  SEARCH_MIN_KEYWORD_LENGTH,
  type SearchResponse,
  type SearchType,
  type SiteKey,
} from '@vag/domain';
import { Form } from 'react-router';
import { searchSite } from '../../api-client/content';
import { serverApi } from '../../api-client/server';
import { PriceTag } from '../../components/catalogue/PriceTag';
import { ProductBuyAction } from '../../components/catalogue/ProductBuyAction';
import { ResponsiveImage } from '../../components/catalogue/ResponsiveImage';
import { seoMeta } from '../../components/content/seo-meta';
import { Link } from '../../components/Link';
import { Pagination, pageParam } from '../../components/Pagination';
import { translator } from '../../i18n';
import { useLocale, useSiteKey, useT } from '../../lib/use-site';
import type { Route } from './+types/search';

/** The kinds each site offers as filters (spec §2: training only on the academy). */
export const SEARCH_KINDS: Record<SiteKey, readonly SearchType[]> = {
  shop: ['Product', 'BlogPost', 'CustomPage'],
  academy: ['Training', 'Product', 'BlogPost', 'CustomPage'],
};

const isSearchType = (value: string): value is SearchType =>
  (SEARCH_DOCUMENT_TYPES as readonly string[]).includes(value);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = parsePath(url.pathname);
  const keyword = url.searchParams.get('keyword')?.trim() ?? '';
  const filter = [...url.searchParams.getAll('filter[]'), ...url.searchParams.getAll('filter')]
    .filter(isSearchType)
    .filter((kind) => SEARCH_KINDS[context.site.key].includes(kind));
  if (keyword.length < SEARCH_MIN_KEYWORD_LENGTH) return { keyword, filter, results: null };
  const results: SearchResponse = await searchSite(serverApi(request, context), context.site.hostId, locale, {
    keyword,
    page: pageParam(url.searchParams.get('page')),
    filter,
  });
  return { keyword, filter, results };
}

// Result pages are for people, not for the index: noindex, follow.
export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const t = translator(parsePath(location.pathname).locale);
  const title = loaderData?.keyword
    ? `${t('content.search.resultsFor')} „${loaderData.keyword}”`
    : t('content.search.title');
  return seoMeta({ matches, location, title, noindex: true });
};

function searchHref(path: string, keyword: string, filter: readonly SearchType[], page?: number): string {
  const params = new URLSearchParams({ keyword });
  for (const kind of filter) params.append('filter[]', kind);
  if (page && page > 1) params.set('page', String(page));
  return `${path}?${params}`;
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { keyword, filter, results } = loaderData;
  const t = useT();
  const locale = useLocale();
  const site = useSiteKey();
  const path = localizePath('/search', locale);
  const total = results ? Object.values(results.counters).reduce((sum, count) => sum + count, 0) : 0;

  return (
    <div className="content-page search-page">
      <header className="content-hero content-hero--plain">
        <div className="container">
          <p className="eyebrow">{t('content.search.title')}</p>
          <h1 className="content-hero__title">
            {keyword ? (
              <>
                {t('content.search.resultsFor')} <span className="search-page__keyword">„{keyword}”</span>
              </>
            ) : (
              t('content.search.title')
            )}
          </h1>
          <Form discover="none" method="get" action={path} role="search" className="inline-search search-page__form">
            <label htmlFor="search-page-input" className="visually-hidden">
              {t('content.search.label')}
            </label>
            <input
              id="search-page-input"
              name="keyword"
              type="search"
              defaultValue={keyword}
              placeholder={t('content.search.placeholder')}
              className="content-field__input"
              minLength={SEARCH_MIN_KEYWORD_LENGTH}
            />
            {filter.map((kind) => (
              <input key={kind} type="hidden" name="filter[]" value={kind} />
            ))}
            <button type="submit" className="button button--primary">
              {t('content.search.submit')}
            </button>
          </Form>
        </div>
      </header>
      <div className="container">
        {results === null ? (
          <p className="empty-state">{t('content.search.tooShort')}</p>
        ) : (
          <>
            <nav className="chip-nav" aria-label={t('content.search.filter')}>
              <ul>
                <li>
                  <Link
                    className="chip"
                    to={searchHref(path, keyword, [])}
                    aria-current={filter.length ? undefined : 'page'}
                  >
                    {t('content.search.kind.all')} <span className="chip__count">{total}</span>
                  </Link>
                </li>
                {SEARCH_KINDS[site].map((kind) => (
                  <li key={kind}>
                    <Link
                      className="chip"
                      to={searchHref(path, keyword, [kind])}
                      aria-current={filter.length === 1 && filter[0] === kind ? 'page' : undefined}
                    >
                      {t(`content.search.kind.${kind}`)}{' '}
                      <span className="chip__count">{results.counters[SEARCH_COUNTER_KEYS[kind]]}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <p className="results-summary" role="status">
              {results.meta.total} {t('content.search.found')}
            </p>
            {results.data.length === 0 ? (
              <div className="empty-state">
                <p>{t('content.search.empty')}</p>
              </div>
            ) : (
              <ol className="search-results">
                {results.data.map((item) => (
                  <li key={`${item.type}-${item.id}`} className="search-result">
                    <Link to={item.link} className="search-result__media" tabIndex={-1} aria-hidden="true">
                      <ResponsiveImage src={item.image} alt="" width={160} height={160} sizes="120px" />
                    </Link>
                    <div>
                      <p className="eyebrow search-result__kind">{t(`content.search.type.${item.type}`)}</p>
                      <h2 className="search-result__title">
                        <Link to={item.link}>{item.title}</Link>
                      </h2>
                      <p className="search-result__excerpt muted">{item.excerpt}</p>
                      {item.offer && (
                        <div className="search-result__offer">
                          <PriceTag
                            price={item.offer.price}
                            priceOriginal={item.offer.has_promotion ? item.offer.price_original : null}
                          />
                          <ProductBuyAction
                            product={{ id: item.id, name: item.title, ...item.offer }}
                            imageUrl={item.image}
                            productHref={item.link}
                            className="add-to-cart search-result__add"
                          />
                        </div>
                      )}
                    </div>
                  </li>
                ))}
              </ol>
            )}
            <Pagination
              current={results.meta.current_page}
              last={results.meta.last_page}
              hrefOf={(page) => searchHref(path, keyword, filter, page)}
            />
          </>
        )}
      </div>
    </div>
  );
}
