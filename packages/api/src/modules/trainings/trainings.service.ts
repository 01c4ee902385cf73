import {
  type CatalogueListMeta,
  type HostId,
  type Locale,
  LocaleId,
  PRODUCT_PAGE_SIZE,
  PROMOTED_LIST_SIZE,
  SHORT_LIST_SIZE,
  type Training,
  type TrainingListMode,
  type TrainingRelation,
  type TrainingSortColumn,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { catalogueListPage, matchInLocale, slugOfUri } from '../catalogue/catalogue.list';
import type { SortKey } from '../catalogue/catalogue.params';
import { trainingCategorySubtreeIds } from '../training-categories/training-categories.service';
import { loadTrainings } from './trainings.hydrate';
import {
  selectStockedTrainingCategoryIds,
  selectTrainingPage,
  selectTrainingsBySlug,
  selectTrainingTotals,
} from './trainings.queries';

export { loadTrainings } from './trainings.hydrate';
export { distinctTrainingsIn, trainingPlacements } from './trainings.placements';
export { trainingSearchSource, trainingSitemapEntries } from './trainings.search';
export {
  classroomSeats,
  findTrainingDateFacts,
  giveBackSeats,
  type SeatClaim,
  seatsGivenBackFrom,
  takeSeats,
} from './trainings.seats';

const modePageSize: Record<TrainingListMode, number> = {
  newest: SHORT_LIST_SIZE,
  highlighted: SHORT_LIST_SIZE,
  promoted: PROMOTED_LIST_SIZE,
};

const modeSort: Partial<Record<TrainingListMode, SortKey<TrainingSortColumn>[]>> = {
  newest: [{ column: 'created_at', dir: 'desc' }],
};

export interface TrainingQuery {
  hostId: HostId;
  locale: Locale;
  /** Training category ids of any level; each parameter covers the categories' subtrees. */
  mainCategoryIds?: number[];
  categoryIds?: number[];
  subCategoryIds?: number[];
  /** A training slug in either language. */
  seo?: string;
  minPrice?: number;
  maxPrice?: number;
  location?: 'classroom' | 'online';
  page: number;
  perPage?: number;
  /** Empty: the mode's order (newest first for `newest`), else catalogue order (id ascending). */
  sort: SortKey<TrainingSortColumn>[];
  load?: readonly TrainingRelation[];
  mode?: TrainingListMode;
}

export interface TrainingPage {
  data: Training[];
  meta: CatalogueListMeta;
}

/** A page of the academy's trainings with paging meta and the price range of the filtered list. */
export async function listTrainings(db: Db, query: TrainingQuery): Promise<TrainingPage> {
  const categorySets = await Promise.all(
    [query.mainCategoryIds, query.categoryIds, query.subCategoryIds].flatMap((ids) =>
      ids ? [trainingCategorySubtreeIds(db, ids)] : [],
    ),
  );
  const filter = {
    hostId: query.hostId,
    localeId: LocaleId[query.locale],
    categorySets,
    seo: query.seo,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    mode: query.mode,
    location: query.location,
  };
  return catalogueListPage(
    query,
    { defaultPageSize: PRODUCT_PAGE_SIZE, modePageSize, modeSort },
    {
      totals: () => selectTrainingTotals(db, filter),
      pageIds: async (sort, limit, offset) => ({ ids: await selectTrainingPage(db, filter, sort, limit, offset) }),
      load: (ids) => loadTrainings(db, ids, query.locale, query.load),
    },
  );
}

/**
 * A training by its detail path (spec: /kepzes/{full_uri}): the last segment is its slug in
 * either language; the category segments are not checked, and `full_uri` of the answer is canonical.
 */
export async function getTrainingByUri(db: Db, hostId: HostId, locale: Locale, fullUri: string): Promise<Training> {
  const slug = slugOfUri(fullUri);
  if (!slug) throw new NotFoundError();
  const match = matchInLocale(await selectTrainingsBySlug(db, hostId, slug), LocaleId[locale]);
  const [training] = match ? await loadTrainings(db, [match.id], locale) : [];
  if (!training) throw new NotFoundError();
  return training;
}

/** The training categories that directly hold a training a shopper of the site can see (menus leave the others out). */
export function listStockedTrainingCategoryIds(db: Db, hostId: HostId): Promise<number[]> {
  return selectStockedTrainingCategoryIds(db, hostId);
}
