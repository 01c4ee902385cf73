import { type HomeCarouselSlide, type HostId, type Locale, LocaleId } from '@vag/domain';
import type { Db } from '../../db/client';
import { insertSlides, type SlideValues, selectSlides } from './home-carousels.queries';

/** The home page carousel of a site in a language (spec §7: sorted by `sort` ascending). */
export async function listHomeCarouselSlides(db: Db, hostId: HostId, locale: Locale): Promise<HomeCarouselSlide[]> {
  const rows = await selectSlides(db, hostId, LocaleId[locale]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    image: row.image,
    link: row.link,
    button_text: row.buttonText,
    sort: row.sort,
  }));
}

export type HomeCarouselSlideInput = Omit<SlideValues, 'id' | 'createdAt' | 'updatedAt'>;

export async function createHomeCarouselSlides(db: Db, slides: HomeCarouselSlideInput[]): Promise<number[]> {
  return insertSlides(db, slides);
}
