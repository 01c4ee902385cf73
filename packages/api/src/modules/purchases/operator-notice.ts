import { fullName } from '@vag/domain';
import type { WithSubquery } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { operatorMailInsert } from '../../lib/operator-mail';
import type { Placing, PurchaseKind } from './purchases.service';

/**
 * The operators' notice of a placed order or enrolment (issue 18), as a statement to run with
 * the purchase's insert: none when nobody is configured for the site's orders or enrolments.
 * There is no back office to link to yet.
 */
export function operatorNotice(tx: Db, options: ApiOptions, kind: PurchaseKind, placing: Placing): WithSubquery[] {
  const { buyer, billing, payment } = placing.checkout;
  const insert = operatorMailInsert(tx, options, placing.shopper.hostId, {
    event: kind === 'order' ? 'order' : 'enrolment',
    number: placing.number,
    name: fullName(buyer.firstName, buyer.lastName, 'hu'),
    email: buyer.email,
    phone: buyer.phoneNumber,
    company: billing.companyName,
    total: placing.quote.totalGross,
    paymentMethod: payment.name,
  });
  return insert ? [tx.$with('operator_mail').as(insert)] : [];
}
