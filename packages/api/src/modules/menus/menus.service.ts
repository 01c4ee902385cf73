import { HostId, type Locale, LocaleId, MENU_KINDS, type MenuKind, type MenuLink, type SiteKey } from '@vag/domain';
import type { Db } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { storefrontUrl } from '../../lib/links';
import { selectMenuLinks } from './menus.queries';

const isMenuKind = (value: string): value is MenuKind => (MENU_KINDS as readonly string[]).includes(value);

/** `site:academy` or `site:shop/about-us`: a page of one of our sites, wherever it is deployed. */
const SITE_LINK = /^site:(shop|academy)(\/.*)?$/;

/**
 * A link's address as the visitor follows it: a link to one of our sites takes that site's
 * configured address (SHOP_URL, ACADEMY_URL) in the visitor's language; others stay as stored.
 */
function resolveUrl(options: Pick<ApiOptions, 'accounts'>, url: string, locale: Locale): string {
  const match = SITE_LINK.exec(url);
  if (!match) return url;
  const site = match[1] as SiteKey;
  return storefrontUrl(options, HostId[site], locale, match[2] ?? '/');
}

/** The navigation links of one site in one language, ordered within each menu. */
export async function listMenuLinks(
  db: Db,
  options: Pick<ApiOptions, 'accounts'>,
  hostId: HostId,
  locale: Locale,
): Promise<MenuLink[]> {
  const rows = await selectMenuLinks(db, hostId, LocaleId[locale]);
  return rows.flatMap((row) =>
    isMenuKind(row.menu) ? [{ ...row, menu: row.menu, url: resolveUrl(options, row.url, locale) }] : [],
  );
}
