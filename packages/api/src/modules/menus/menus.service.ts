import { type HostId, type Locale, LocaleId, MENU_KINDS, type MenuKind, type MenuLink } from '@vag/domain';
import type { Db } from '../../db/client';
import { selectMenuLinks } from './menus.queries';

const isMenuKind = (value: string): value is MenuKind => (MENU_KINDS as readonly string[]).includes(value);

/** The navigation links of one site in one language, ordered within each menu. */
export async function listMenuLinks(db: Db, hostId: HostId, locale: Locale): Promise<MenuLink[]> {
  const rows = await selectMenuLinks(db, hostId, LocaleId[locale]);
  return rows.flatMap((row) => (isMenuKind(row.menu) ? [{ ...row, menu: row.menu }] : []));
}
