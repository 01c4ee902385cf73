import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { homeCarousels } from './home-carousels.schema';

/** Active slides of a site and language whose display window includes now, by `sort`. */
export function selectSlides(db: Db, hostId: number, localeId: number) {
  return db
    .select({
      id: homeCarousels.id,
      title: homeCarousels.title,
      subtitle: homeCarousels.subtitle,
      image: homeCarousels.image,
      link: homeCarousels.link,
      buttonText: homeCarousels.buttonText,
      sort: homeCarousels.sort,
    })
    .from(homeCarousels)
    .where(
      and(
        eq(homeCarousels.hostId, hostId),
        eq(homeCarousels.localeId, localeId),
        eq(homeCarousels.isActive, true),
        sql`(${homeCarousels.startsAt} is null or ${homeCarousels.startsAt} <= now())`,
        sql`(${homeCarousels.endsAt} is null or ${homeCarousels.endsAt} > now())`,
      ),
    )
    .orderBy(asc(homeCarousels.sort), asc(homeCarousels.id));
}

export type SlideValues = typeof homeCarousels.$inferInsert;

export async function insertSlides(db: Db, values: SlideValues[]): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(homeCarousels).values(values).returning({ id: homeCarousels.id });
  return rows.map((row) => row.id);
}
