import { type Locale, parsePath, type SiteKey } from '@vag/domain';
import { useLocation, useRouteLoaderData } from 'react-router';
import { translator } from '../i18n';
import type { RootLoaderData } from '../root';
import { useVisitor } from './visitor';

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
 * a professional), a signed-in customer, or a professional or beautician who may buy them; or
 * `pending` on a shared page whose visitor is not known yet (render each variant with its
 * `data-audience`: the stylesheet shows the one the session hint names, lib/visitor.tsx).
 */
export type ProfessionalAccess = 'guest' | 'customer' | 'professional';

export function useProfessionalAccess(): ProfessionalAccess | 'pending' {
  const visitor = useVisitor();
  if (!visitor.known) return 'pending';
  const user = visitor.data.user;
  if (!user) return 'guest';
  return user.mayBuyProfessionalProducts ? 'professional' : 'customer';
}

/**
 * `data-audience` of what only shoppers who may not buy professionals-only products see (the
 * products' badge), while the visitor is not known; undefined once they are.
 */
export function notProfessionalAudience(access: ProfessionalAccess | 'pending'): string | undefined {
  return access === 'pending' ? 'guest customer' : undefined;
}
