import type { HostId, Locale } from '@vag/domain';
import type { ApiClient } from '../../api-client/client';
import { findCustomPage } from '../../api-client/content';

/**
 * The custom pages (spec §2 page/{slug}) that the consent checkboxes link to, by their English
 * slug: the API finds a page by its slug in either language and answers its localized path.
 */
const LEGAL_PAGE_SLUGS = { terms: 'terms', privacy: 'privacy' } as const;

export type LegalLinks = Record<keyof typeof LEGAL_PAGE_SLUGS, string | null>;

/** Each legal page's public path on this site in this language; null when the site has none. */
export async function findLegalLinks(api: ApiClient, hostId: HostId, locale: Locale): Promise<LegalLinks> {
  // A missing link must never block an order or a registration: the label then stays plain text.
  const url = (slug: string) =>
    findCustomPage(api, hostId, locale, slug).then(
      (page) => page?.url ?? null,
      () => null,
    );
  const [terms, privacy] = await Promise.all([url(LEGAL_PAGE_SLUGS.terms), url(LEGAL_PAGE_SLUGS.privacy)]);
  return { terms, privacy };
}
