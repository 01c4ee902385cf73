import type { CartMeta } from '@vag/domain';
import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { browserApi } from '../../api-client/browser';
import { type CartPricing, getPricedCart } from '../../api-client/checkout';
import { pricingKey } from '../../lib/cart-pricing';
import { useLocale, useSiteKey } from '../../lib/use-site';
import type { RootLoaderData } from '../../root';

/** The totals the server rendered, the pricing it asked them for, and whether a delivery was still to be chosen. */
export interface ServedQuote {
  meta: CartMeta;
  pricing: CartPricing;
  feesPending: boolean;
}

export interface LiveQuote {
  meta: CartMeta;
  /** The shown figures were priced before a delivery was chosen: their fees are not the shopper's yet. */
  feesPending: boolean;
  /** The shown figures are of an earlier choice: the server's answer for this one is on its way. */
  busy: boolean;
  /** The server could not be asked: the next step shows the totals of this choice. */
  failed: boolean;
  /** The figures answer a choice made on this page (not the served one): worth announcing. */
  changed: boolean;
}

/**
 * The cart's totals for the choices on screen. With JavaScript every new choice asks the API
 * (GET {cart} with the chosen methods) and shows its answer: the server prices, the page never
 * adds fees up itself, so coupons and free delivery count as at the order. Without JavaScript
 * the served figures stand until the step is posted.
 */
export function useLiveQuote(served: ServedQuote, chosen: CartPricing, feesPending: boolean): LiveQuote {
  const root = useRouteLoaderData<RootLoaderData>('root');
  const site = useSiteKey();
  const locale = useLocale();
  const wanted = pricingKey(chosen);
  const servedKey = pricingKey(served.pricing);
  const [answer, setAnswer] = useState<{ key: string; meta: CartMeta; feesPending: boolean } | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const baseUrl = root?.publicApiBaseUrl;

  useEffect(() => {
    if (wanted === servedKey) return;
    let current = true;
    const [deliveryMethodId, paymentMethodId, usingMarketingCredit, usingGlobalCredit] = JSON.parse(wanted) as [
      number | null,
      number | null,
      boolean,
      boolean,
    ];
    const pricing = {
      deliveryMethodId: deliveryMethodId ?? undefined,
      paymentMethodId: paymentMethodId ?? undefined,
      usingMarketingCredit,
      usingGlobalCredit,
    };
    getPricedCart(browserApi(baseUrl), site, locale, pricing)
      .then((cart) => {
        if (!current) return;
        if (cart) setAnswer({ key: wanted, meta: cart.cart.meta, feesPending });
        else setFailedKey(wanted);
      })
      .catch(() => current && setFailedKey(wanted));
    return () => {
      // An answer to an earlier choice must not overwrite the later one's.
      current = false;
    };
  }, [wanted, servedKey, site, locale, baseUrl, feesPending]);

  // The same pricing holds before a choice and for the choice it is priced with (personal pickup).
  if (wanted === servedKey)
    return { meta: served.meta, feesPending, busy: false, failed: false, changed: answer !== null };
  if (answer?.key === wanted) return { meta: answer.meta, feesPending, busy: false, failed: false, changed: true };
  // Until the answer comes the earlier figures stay, said as they were.
  const shown = answer ?? served;
  const failed = failedKey === wanted;
  return { meta: shown.meta, feesPending: shown.feesPending, busy: !failed, failed, changed: false };
}
