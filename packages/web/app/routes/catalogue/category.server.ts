import {
  type CatalogueListMeta,
  type Locale,
  LocaleId,
  localizePath,
  PRODUCT_PAGE_SIZE,
  type Seo,
  type SiteKey,
  TRAINING_LIST_MODES,
  type TrainingListMode,
} from '@vag/domain';
import { type AppLoadContext, data, redirect } from 'react-router';
import {
  type ListFilters,
  listProductCategoryTree,
  listProducts,
  listTrainingCategoryTree,
  listTrainings,
} from '../../api-client/catalogue';
import type { ApiClient } from '../../api-client/client';
import { serverApi } from '../../api-client/server';
import type { Crumb } from '../../components/catalogue/Breadcrumb';
import {
  type ListingQuery,
  listingSearch,
  parseListingQuery,
  sortParams,
} from '../../components/catalogue/listing-query';
import { type ProductCardData, toProductCard } from '../../components/catalogue/ProductCard';
import { type TrainingCardData, toTrainingCard } from '../../components/catalogue/TrainingCard';
import { translator } from '../../i18n';
import { type CategoryNode, findByIds, findBySlugs, productTree, trainingTree } from './category-tree';

export interface CategoryFilterOption {
  id: number;
  name: string;
  url: string;
}

/** What the listing's meta tags and header read of the category's SEO data. */
export type ListingSeo = Pick<Seo, 'title' | 'description' | 'image'>;

/** What the count, the price filter and the paging read of the list's meta. */
export type ListingMeta = Pick<CatalogueListMeta, 'total' | 'current_page' | 'last_page' | 'price_range'>;

/** The listing page's loader data: only what the page renders (it is embedded in the HTML). */
export type CategoryListing = {
  site: SiteKey;
  title: string;
  seo: ListingSeo | null;
  /** The listing's own path (canonical without sort, filters or page). */
  path: string;
  /** The same listing's path in each language (hreflang). */
  alternates: Record<Locale, string>;
  crumbs: Crumb[];
  /** Child categories the list can be narrowed to (checkboxes). */
  children: CategoryFilterOption[];
  /** At the deepest level: the neighbouring categories as links. */
  siblings: (CategoryFilterOption & { current: boolean })[];
  query: ListingQuery;
  meta: ListingMeta;
  /** The academy's iCalendar feed of the listing's upcoming dates (an API path); the shop has none. */
  calendarFeed: string | null;
} & ({ kind: 'product'; items: ProductCardData[] } | { kind: 'training'; items: TrainingCardData[] });

const otherLocale = (locale: Locale): Locale => (locale === 'hu' ? 'en' : 'hu');

async function categoryTree(api: ApiClient, site: SiteKey, hostId: 1 | 2, locale: Locale): Promise<CategoryNode[]> {
  return site === 'shop'
    ? productTree((await listProductCategoryTree(api, hostId, locale)).data)
    : trainingTree((await listTrainingCategoryTree(api, hostId, locale)).data);
}

/**
 * The categories of a slug path in the page's language, and the same page's path in the other
 * language (for hreflang). Slugs differ per language, so a path in the other language (the
 * language switch keeps slugs) is found there and mapped by id.
 */
async function resolvePath(
  api: ApiClient,
  site: SiteKey,
  hostId: 1 | 2,
  locale: Locale,
  slugs: string[],
): Promise<{ tree: CategoryNode[]; path: CategoryNode[]; otherUrl: string }> {
  const other = otherLocale(locale);
  const [tree, otherTree] = await Promise.all([
    categoryTree(api, site, hostId, locale),
    categoryTree(api, site, hostId, other),
  ]);
  const path = findBySlugs(tree, slugs) ?? mapPath(tree, findBySlugs(otherTree, slugs));
  if (!path) throw data(null, { status: 404 });
  const otherPath = findByIds(
    otherTree,
    path.map((node) => node.id),
  );
  const otherUrl = otherPath?.[otherPath.length - 1]?.url ?? localizePath('/category', other);
  return { tree, path, otherUrl };
}

function mapPath(tree: CategoryNode[], path: CategoryNode[] | undefined): CategoryNode[] | undefined {
  return (
    path &&
    findByIds(
      tree,
      path.map((node) => node.id),
    )
  );
}

type IdFilters = Pick<ListFilters<string, string>, 'mainCategoryIds' | 'categoryIds' | 'subCategoryIds'>;

/** Spec §7 list filters: the page's category narrows the list, ticked children narrow it further. */
function categoryFilters(site: SiteKey, path: CategoryNode[], selected: number[]): IdFilters {
  const current = path[path.length - 1];
  const ticked = selected.length > 0 ? selected : undefined;
  if (site === 'academy') {
    // Training category filters include everything below the category.
    if (!current) return { categoryIds: ticked };
    return { categoryIds: [current.id], subCategoryIds: ticked };
  }
  if (!current) return { mainCategoryIds: ticked };
  if (path.length === 1) return { mainCategoryIds: [current.id], categoryIds: ticked };
  if (path.length === 2) return { categoryIds: [current.id], subCategoryIds: ticked };
  return { subCategoryIds: [current.id] };
}

const option = (node: CategoryNode): CategoryFilterOption => ({ id: node.id, name: node.name, url: node.url });

/** Issue 24: a category's feed holds its dates and those below it; the root listing's holds every training's. */
function calendarFeedOf(site: SiteKey, current: CategoryNode | undefined, locale: Locale): string | null {
  if (site !== 'academy') return null;
  const path = current ? `/api/v1/training-categories/${current.id}/calendar.ics` : '/api/v1/trainings/calendar.ics';
  return `${path}?locale_id=${LocaleId[locale]}`;
}

export async function loadCategoryListing(
  request: Request,
  context: AppLoadContext,
  splat: string | undefined,
): Promise<CategoryListing> {
  const url = new URL(request.url);
  const locale: Locale = url.pathname === '/en' || url.pathname.startsWith('/en/') ? 'en' : 'hu';
  const t = translator(locale);
  const { key: site, hostId } = context.site;
  const api = serverApi(request, context);
  const slugs = (splat ?? '').split('/').filter(Boolean);
  const { tree, path, otherUrl } = await resolvePath(api, site, hostId, locale, slugs);
  const current = path[path.length - 1];
  const rootPath = localizePath('/category', locale);
  const ownPath = current?.url ?? rootPath;
  const parsed = parseListingQuery(url.searchParams);
  // One address per page: a path in the other language or with a trailing slash moves to the API's own.
  if (url.pathname !== ownPath) throw redirect(`${ownPath}${listingSearch(parsed)}`, 301);

  const childNodes = current ? current.children : tree;
  const childIds = new Set(childNodes.map((node) => node.id));
  const query: ListingQuery = {
    ...parsed,
    sub: parsed.sub.filter((id) => childIds.has(id)),
    // List modes narrow the whole catalogue (the carousel's "newest", "promoted" links).
    list: current ? undefined : parsed.list,
  };
  const filters = {
    ...categoryFilters(site, path, query.sub),
    minPrice: query.min,
    maxPrice: query.max,
    page: query.page,
    perPage: PRODUCT_PAGE_SIZE,
  };

  const result =
    site === 'shop'
      ? {
          kind: 'product' as const,
          ...(await listProducts(api, hostId, locale, {
            ...filters,
            ...sortParams('product', query.sort),
            mode: query.list,
          })),
        }
      : {
          kind: 'training' as const,
          ...(await listTrainings(api, hostId, locale, {
            ...filters,
            ...sortParams('training', query.sort),
            mode: TRAINING_LIST_MODES.find((mode): mode is TrainingListMode => mode === query.list),
          })),
        };
  if (query.page > 1 && query.page > result.meta.last_page) {
    throw redirect(`${ownPath}${listingSearch({ ...query, page: result.meta.last_page })}`);
  }

  const rootTitle = site === 'shop' ? t('catalogue.list.allProducts') : t('catalogue.list.allTrainings');
  const modeTitle = query.list && site === 'shop' ? t(`catalogue.home.${query.list}`) : undefined;
  const parent = path[path.length - 2];
  const crumbs: Crumb[] = [
    { name: t('nav.home'), href: localizePath('/', locale) },
    ...(current ? path.map((node) => ({ name: node.name, href: node.url })) : [{ name: rootTitle, href: rootPath }]),
  ];
  const { total, current_page, last_page, price_range } = result.meta;
  const listing = {
    site,
    title: current?.name ?? modeTitle ?? rootTitle,
    seo: current ? { title: current.seo.title, description: current.seo.description, image: current.seo.image } : null,
    path: ownPath,
    alternates: { [locale]: ownPath, [otherLocale(locale)]: otherUrl } as Record<Locale, string>,
    crumbs,
    children: childNodes.map(option),
    siblings:
      current && childNodes.length === 0
        ? (parent ? parent.children : tree).map((node) => ({ ...option(node), current: node.id === current.id }))
        : [],
    query,
    meta: { total, current_page, last_page, price_range },
    calendarFeed: calendarFeedOf(site, current, locale),
  };
  return result.kind === 'product'
    ? { ...listing, kind: 'product', items: result.data.map(toProductCard) }
    : { ...listing, kind: 'training', items: result.data.map(toTrainingCard) };
}
