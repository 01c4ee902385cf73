import { type HostId, type Locale, localizePath, siteKeyOf } from '@vag/domain';
import type { ApiOptions } from './context';

const DEFAULT_SITE_URLS = { shop: 'http://vagheggi.localhost:3000', academy: 'http://localhost:3000' } as const;

/**
 * An absolute storefront URL for a mail. The base comes from configuration, never from the
 * request's Host header, so a forged Host cannot send a reset link to another domain.
 */
export function storefrontUrl(
  options: Pick<ApiOptions, 'accounts'>,
  hostId: HostId,
  locale: Locale,
  canonicalPath: string,
  query: Record<string, string | number> = {},
): string {
  const key = siteKeyOf(hostId);
  const base = options.accounts?.siteUrls?.[key] ?? DEFAULT_SITE_URLS[key];
  const url = new URL(localizePath(canonicalPath, locale), base);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
  return url.toString();
}
