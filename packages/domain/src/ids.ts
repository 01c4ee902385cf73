/** Site ids of the spec: host 1 is the cosmetics shop, host 2 the training academy. */
export const HostId = { shop: 1, academy: 2 } as const;
export type HostId = (typeof HostId)[keyof typeof HostId];
export type SiteKey = keyof typeof HostId;

/** Locale ids as DESIGN §5 settles them: 1 = hu, 2 = en. */
export const LocaleId = { hu: 1, en: 2 } as const;
export type LocaleId = (typeof LocaleId)[keyof typeof LocaleId];
export type Locale = keyof typeof LocaleId;

export const LOCALES: readonly Locale[] = ['hu', 'en'];
export const DEFAULT_LOCALE: Locale = 'hu';
export const DEFAULT_SHOP_HOST_WORD = 'vagheggi';

export function isLocale(value: unknown): value is Locale {
  return value === 'hu' || value === 'en';
}

export function localeFromId(id: number): Locale | undefined {
  return LOCALES.find((locale) => LocaleId[locale] === id);
}

export function siteKeyOf(hostId: HostId): SiteKey {
  return hostId === HostId.shop ? 'shop' : 'academy';
}

/**
 * The spec's host rule: a host name containing the brand word is the shop, every other
 * host the academy. The port and letter case do not matter.
 */
export function resolveHostId(host: string | null | undefined, brandWord = DEFAULT_SHOP_HOST_WORD): HostId {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  return brandWord && name.includes(brandWord.toLowerCase()) ? HostId.shop : HostId.academy;
}
