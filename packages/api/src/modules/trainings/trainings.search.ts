import { type HostId, LOCALES, type Locale, LocaleId, localeFromId } from '@vag/domain';
import type { Db } from '../../db/client';
import { htmlToText } from '../../lib/html';
import { canonicalPath } from '../catalogue/catalogue.seo';
import type { SearchDocument, SearchSource } from '../search/search.types';
import type { SitemapEntry } from '../sitemap/sitemap.types';
import { getTrainingCategoryPlaces } from '../training-categories/training-categories.service';
import { selectCategoryLinks, selectImages, selectTrainingTranslations } from './trainings.queries';

interface TrainingPage {
  id: number;
  hostId: HostId;
  locale: Locale;
  title: string;
  description: string;
  image: string | null;
  /** Canonical path: `/training/{full_uri}` with the slugs of this language. */
  path: string;
  /** The default category: the "relevant category" of search suggestions. */
  category: { name: string; link: string } | null;
  updatedAt: Date;
}

/** Every active training's detail page in every language (an academy has tens, not thousands). */
async function trainingPages(db: Db, ids?: number[], hostId?: HostId): Promise<TrainingPage[]> {
  const rows = await selectTrainingTranslations(db, ids, hostId);
  const trainingIds = [...new Set(rows.map((row) => row.id))];
  if (trainingIds.length === 0) return [];
  // One query at a time: indexing runs inside the caller's transaction, on one connection.
  const links = await selectCategoryLinks(db, trainingIds);
  const images = await selectImages(db, trainingIds);
  const places: Awaited<ReturnType<typeof getTrainingCategoryPlaces>>[] = [];
  for (const locale of LOCALES) places.push(await getTrainingCategoryPlaces(db, locale));
  const image = new Map<number, string>();
  for (const row of images) if (!image.has(row.trainingId)) image.set(row.trainingId, row.urlPath);
  return rows.map((row) => {
    const locale: Locale = localeFromId(row.localeId) ?? 'hu';
    const localePlaces = places[LOCALES.indexOf(locale)];
    const home = links.find((link) => link.trainingId === row.id && localePlaces?.has(link.categoryId));
    const place = home ? localePlaces?.get(home.categoryId) : undefined;
    const slugs = place?.slugs ?? [];
    return {
      id: row.id,
      hostId: row.hostId as HostId,
      locale,
      title: row.name,
      description: row.description,
      image: image.get(row.id) ?? null,
      path: canonicalPath('training', [...slugs, row.slug]),
      category: place ? { name: place.ref.name, link: canonicalPath('category', slugs) } : null,
      updatedAt: new Date(row.updatedAt),
    };
  });
}

/** One search document per training and language (the search module indexes them). */
export const trainingSearchSource: SearchSource = async (db, ids) =>
  (await trainingPages(db, ids)).map(
    (page): SearchDocument => ({
      hostId: page.hostId,
      localeId: LocaleId[page.locale],
      type: 'Training',
      refId: page.id,
      title: page.title,
      body: htmlToText(page.description),
      image: page.image,
      link: page.path,
      category: page.category,
    }),
  );

export async function trainingSitemapEntries(db: Db, hostId: HostId): Promise<SitemapEntry[]> {
  return (await trainingPages(db, undefined, hostId)).map((page) => ({
    path: page.path,
    locale: page.locale,
    lastmod: page.updatedAt,
  }));
}
