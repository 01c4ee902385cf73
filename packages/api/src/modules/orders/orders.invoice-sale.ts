import { HostId } from '@vag/domain';
import type { Db } from '../../db/client';
import { type InvoiceSale, saleOfPurchase } from '../invoices/invoices.snapshot';
import { selectOrder, selectOrderItems } from './orders.queries';

/** An order as its invoice reads it: its own snapshot, lines and delivery fee. */
export async function orderInvoiceSale(db: Db, id: number): Promise<InvoiceSale | null> {
  const order = await selectOrder(db, id);
  if (!order) return null;
  const items = await selectOrderItems(db, [id]);
  return saleOfPurchase('order', HostId.shop, order.orderNumber, order, items, {
    name: order.historicDeliveryMethodName,
    gross: order.historicShippingPriceFinal,
  });
}
