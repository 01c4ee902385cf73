import { type Locale, parsePath, type SiteKey } from '@vag/domain';
import { useLocation, useRouteLoaderData } from 'react-router';
import { translator } from '../i18n';
import type { RootLoaderData } from '../root';

/** The language of the page, from its path prefix (spec §4: locale from route prefix). */
export function useLocale(): Locale {
  return parsePath(useLocation().pathname).locale;
}

export function useT() {
  return translator(useLocale());
}

/** The site of the page; the root loader knows it, an error before it defaults to the academy. */
export function useSiteKey(): SiteKey {
  return useRouteLoaderData<RootLoaderData>('root')?.site.key ?? 'academy';
}

/**
 * Who the page speaks to about professionals-only products: a guest (may sign in or register as
 * a professional), a signed-in customer, or a professional or beautician who may buy them.
 */
export type ProfessionalAccess = 'guest' | 'customer' | 'professional';

export function useProfessionalAccess(): ProfessionalAccess {
  const user = useRouteLoaderData<RootLoaderData>('root')?.user;
  if (!user) return 'guest';
  return user.mayBuyProfessionalProducts ? 'professional' : 'customer';
}
