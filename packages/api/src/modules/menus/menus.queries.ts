import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuLinks } from './menus.schema';

export function selectMenuLinks(db: Db, hostId: number, localeId: number) {
  return db
    .select({
      id: menuLinks.id,
      menu: menuLinks.menu,
      label: menuLinks.label,
      url: menuLinks.url,
      sort: menuLinks.sort,
    })
    .from(menuLinks)
    .where(and(eq(menuLinks.hostId, hostId), eq(menuLinks.localeId, localeId)))
    .orderBy(asc(menuLinks.menu), asc(menuLinks.sort), asc(menuLinks.id));
}
