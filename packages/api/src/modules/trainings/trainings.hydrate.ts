import {
  DurationType,
  type Locale,
  LocaleId,
  TRAINING_LOCATION_CODES,
  TRAINING_RELATIONS,
  type Training,
  type TrainingDate,
  type TrainingRelation,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { sanitizeHtml } from '../../lib/html';
import { buildSeo, localizedPath } from '../catalogue/catalogue.seo';
import { getTrainingCategoryPlaces } from '../training-categories/training-categories.service';
import { selectCategoryLinks, selectImages, selectTrainingRows, selectUpcomingDates } from './trainings.queries';

const MINUTES_PER_HOUR = 60;

const locationType = (id: number) => ({ id, code: TRAINING_LOCATION_CODES[id] ?? 'none' });
const durationType = (id: number) =>
  id === DurationType.hours ? { id, code: 'hours' as const } : { id, code: 'minutes' as const };
const minutes = (duration: number, typeId: number) =>
  typeId === DurationType.hours ? duration * MINUTES_PER_HOUR : duration;

const groupBy = <T extends { trainingId: number }>(rows: T[]) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.trainingId, [...(groups.get(row.trainingId) ?? []), row]);
  return groups;
};

/**
 * The trainings with the given ids, in that order, shaped as spec §3 describes them, in a fixed
 * number of queries: rows, images, upcoming dates, category links and the category tree.
 */
export async function loadTrainings(
  db: Db,
  ids: number[],
  locale: Locale,
  load: readonly TrainingRelation[] = TRAINING_RELATIONS,
): Promise<Training[]> {
  if (ids.length === 0) return [];
  const [rows, imageRows, dateRows, linkRows, places] = await Promise.all([
    selectTrainingRows(db, ids, LocaleId[locale]),
    selectImages(db, ids),
    load.includes('trainingDates') ? selectUpcomingDates(db, ids) : Promise.resolve([]),
    selectCategoryLinks(db, ids),
    getTrainingCategoryPlaces(db, locale),
  ]);
  const images = groupBy(imageRows);
  const dates = groupBy(dateRows);
  const links = groupBy(linkRows);
  const byId = new Map(rows.map((row) => [row.id, row]));

  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const placed = (links.get(id) ?? []).flatMap((link) => {
      const place = places.get(link.categoryId);
      return place ? [{ link, place }] : [];
    });
    const home = placed.find((p) => p.link.isDefault) ?? placed[0];
    const fullUri = [...(home?.place.slugs ?? []), row.slug].join('/');
    const ownImages = images.get(id) ?? [];
    const url = localizedPath('training', [fullUri], locale);
    const training: Training = {
      id: row.id,
      title: row.name,
      duration: row.duration,
      durationType: durationType(row.durationTypeId),
      prices: { onlinePrice: row.onlinePrice, classRoomPrice: row.classroomPrice },
      sales_prices: { onlinePrice: row.onlineSalesPrice, classRoomPrice: row.classroomSalesPrice },
      has_promotion: row.hasPromotion,
      is_highlighted: row.isHighlighted,
      trainingLocationType: locationType(row.locationTypeId),
      full_uri: fullUri,
      // Staff-written HTML: sanitised on the way out too (DESIGN §3), whoever wrote it.
      description: sanitizeHtml(row.description),
      seo: buildSeo(row, url, ownImages[0]?.urlPath ?? null, 'website'),
      created_at: row.createdAt.toISOString(),
    };
    if (load.includes('images')) training.images = ownImages.map((image) => ({ url_path: image.urlPath }));
    if (load.includes('trainingDates')) {
      training.trainingDates = (dates.get(id) ?? []).map((date): TrainingDate => {
        const length =
          date.duration !== null && date.durationTypeId !== null
            ? minutes(date.duration, date.durationTypeId)
            : minutes(row.duration, row.durationTypeId);
        return {
          id: date.id,
          start_at: date.startAt.toISOString(),
          end_at: new Date(date.startAt.getTime() + length * 60_000).toISOString(),
          duration: date.duration,
          durationType: date.durationTypeId === null ? null : durationType(date.durationTypeId),
          trainingLocationType: locationType(date.locationTypeId),
          venue: date.venue,
          available_limit: date.availableLimit,
        };
      });
    }
    if (load.includes('categories')) {
      training.categories = placed.map(({ link, place }) => ({ ...place.ref, is_default: link === home?.link }));
    }
    return [training];
  });
}
