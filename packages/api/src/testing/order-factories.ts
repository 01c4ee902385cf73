import type { Db } from '../db/client';
import { coupons } from '../db/schema';
import { insertOrder, nextOrderId } from '../modules/orders/orders.queries';
import { humanNumber, newPaymentKey } from '../modules/purchases/purchases.service';

/**
 * A placed shop order without items, for tests that only need one to exist (the balance
 * ledger's order_id references it). Order tests place real ones through the API.
 */
export async function createOrder(db: Db, overrides: { userId?: number | null; email?: string; total?: number } = {}) {
  const id = await nextOrderId(db);
  const total = overrides.total ?? 10_000;
  return insertOrder(db, id, humanNumber('VAG', id, new Date()), {
    userId: overrides.userId ?? null,
    email: overrides.email ?? `rendelo${id}@example.hu`,
    firstName: 'Teszt',
    lastName: 'Rendelő',
    phoneNumber: '+36 30 123 4567',
    localeId: 1,
    paymentKey: newPaymentKey(),
    paymentMethodId: 2,
    billingAddressName: 'Rendelő Teszt',
    billingAddressZipcode: '1052',
    billingAddressCity: 'Budapest',
    billingAddressStreet: 'Váci',
    billingAddressStreetType: 'utca',
    billingAddressNumber: '1',
    historicPaymentMethodName: 'Banki átutalás',
    historicSubTotalGross: total,
    historicSubTotalVat: total - Math.round(total / 1.27),
    historicPaymentPriceGross: 0,
    historicDiscountAmount: 0,
    historicTotalNet: Math.round(total / 1.27),
    historicTotalVat: total - Math.round(total / 1.27),
    historicTotalGross: total,
    deliveryMethodId: 2,
    historicDeliveryMethodName: 'Személyes átvétel',
    historicShippingPriceFinal: 0,
  });
}

let couponsMade = 0;

/** A coupon with a unique code (10 % off on both sites unless told otherwise). */
export async function createCoupon(db: Db, overrides: Partial<typeof coupons.$inferInsert> = {}) {
  couponsMade += 1;
  const [row] = await db
    .insert(coupons)
    .values({ code: `KUPON${couponsMade}X${Date.now()}`, kind: 'percentage', value: 10, ...overrides })
    .returning();
  if (!row) throw new Error('coupon insert returned no row');
  return row;
}
