import { useEffect, useState } from 'react';
import { useFetcher, useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import { CART_NOTICE_ITEM_PARAM, CART_NOTICE_PARAM } from '../../lib/cart';
import type { RootLoaderData } from '../../root';
import type { CartChangeResult } from '../../routes/commerce/cart-items';
import type { AddToCartOutcome } from './AddToCartPopup';

/** The page's own address without the notice of an earlier no-JS post. */
export function pageWithoutNotice(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(CART_NOTICE_PARAM);
  params.delete(CART_NOTICE_ITEM_PARAM);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The state of an add-to-cart form and its popup (spec §2): the fetcher's result with JavaScript,
 * or the notice of the URL after a no-JS post when `ownsNotice` claims its line.
 */
export function useAddToCart(ownsNotice: (itemKey: string) => boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<CartChangeResult>();
  const [outcome, setOutcome] = useState<AddToCartOutcome | null>(null);
  const notice = useRouteLoaderData<RootLoaderData>('root')?.cartNotice;
  const here = pageWithoutNotice(location.pathname, location.search);

  // The popup opens once the change and the revalidation after it are done, so it shows the new count.
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.intent === 'add') {
      setOutcome({ ok: fetcher.data.ok, message: fetcher.data.message || null });
    }
  }, [fetcher.state, fetcher.data]);

  // Spec §2: the popup closes on any route change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a route change
  useEffect(() => setOutcome(null), [location.pathname]);

  const fromUrl: AddToCartOutcome | null =
    notice && ownsNotice(notice.item) ? { ok: notice.status === 'added', message: notice.message } : null;

  return {
    fetcher,
    here,
    busy: fetcher.state !== 'idle',
    outcome: outcome ?? fromUrl,
    close: () => {
      if (outcome) setOutcome(null);
      else if (fromUrl) navigate(here, { replace: true, preventScrollReset: true });
    },
  };
}
