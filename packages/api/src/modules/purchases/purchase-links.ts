import { HostId, type Locale } from '@vag/domain';
import type { ApiOptions } from '../../lib/context';
import { storefrontUrl } from '../../lib/links';
import type { PostalAddress } from './purchase-checkout';

/** The storefront page a card payment returns to; it reads the order by its payment key. */
export const PAYMENT_RETURN_PATH = '/payment/success';
/** Where a failed or cancelled payment can be tried again (the same page, by key). */
export const PAYMENT_RETRY_PATH = '/payment/cancel';

export function returnUrl(options: ApiOptions, hostId: HostId, locale: Locale, paymentKey: string): string {
  return storefrontUrl(options, hostId, locale, PAYMENT_RETURN_PATH, { payment_key: paymentKey });
}

/**
 * The link of a mail about an order or enrolment: the account page for a user's, the payment
 * page by key for a guest's (the key is the guest's only credential).
 */
export function purchaseUrl(
  options: Pick<ApiOptions, 'accounts'>,
  kind: 'order' | 'academy_subscription',
  row: { id: number; userId: number | null; paymentKey: string },
  locale: Locale,
  retry = false,
): string {
  const hostId = kind === 'order' ? HostId.shop : HostId.academy;
  if (retry || row.userId === null) {
    return storefrontUrl(options, hostId, locale, retry ? PAYMENT_RETRY_PATH : PAYMENT_RETURN_PATH, {
      payment_key: row.paymentKey,
    });
  }
  const path = kind === 'order' ? `/account/order-history/${row.id}` : `/account/my-trainings/${row.id}`;
  return storefrontUrl(options, hostId, locale, path);
}

/** `1061 Budapest, Andrássy út 12. 2/5` */
export function formatPostal(address: PostalAddress): string {
  const extra = [address.building, address.staircase, address.floor, address.door].filter(Boolean).join('/');
  return `${address.zipcode} ${address.city}, ${address.street} ${address.streetType} ${address.number}${extra ? ` ${extra}` : ''}`;
}
