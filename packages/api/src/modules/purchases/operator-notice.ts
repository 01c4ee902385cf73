import { fullName } from '@vag/domain';
import type { ApiOptions } from '../../lib/context';
import type { MailRow } from '../../lib/mail';
import { operatorMailRow } from '../../lib/operator-mail';
import type { Placing, PurchaseKind } from './purchases.service';

/**
 * The operators' notice of a placed order or enrolment (issue 18), as an outbox row to write with
 * the purchase's insert: none when nobody is configured for the site's orders or enrolments.
 * There is no back office to link to yet.
 */
export function operatorNotice(options: ApiOptions, kind: PurchaseKind, placing: Placing): MailRow[] {
  const { buyer, billing, payment } = placing.checkout;
  const row = operatorMailRow(options, placing.shopper.hostId, {
    event: kind === 'order' ? 'order' : 'enrolment',
    number: placing.number,
    name: fullName(buyer.firstName, buyer.lastName, 'hu'),
    email: buyer.email,
    phone: buyer.phoneNumber,
    company: billing.companyName,
    total: placing.quote.totalGross,
    paymentMethod: payment.name,
  });
  return row ? [row] : [];
}
