import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type createAddressReference, createProduct, SHOP_HOST, type TestApp } from '../../testing';
import type { Agent } from '../../testing/agent';
import { addProduct, checkoutFields, form, guest, press } from '../orders/orders.fixture';
import { invoicingOf } from './invoices.settings';
import { type InvoiceDraft, InvoiceProviderError } from './invoices.types';
import type { InvoicingOptions } from './invoices.worker';

/* What the invoice tests share: a card order paid at the simulator, and a provider that refuses some drafts. */

let sequence = 0;

/**
 * A card order of `count` pieces of a new product at `price` (taxed at `vatRate`), and of the
 * products `more` names, placed by
 * `agent` (a new guest by default) and paid at the simulator: its invoice is queued, not issued.
 */
export async function paidCardOrder(
  t: TestApp,
  ref: Awaited<ReturnType<typeof createAddressReference>>,
  options: {
    agent?: Agent;
    price?: number;
    count?: number;
    vatRate?: number;
    /** More products in the cart, each with its own price, count and VAT rate. */
    more?: { price: number; count: number; vatRate: number }[];
    fields?: Record<string, string | number>;
  } = {},
) {
  const { price = 8_900, count = 1, vatRate = 27, more = [], fields = {} } = options;
  sequence += 1;
  const db = t.database.db;
  const agent = options.agent ?? (await guest(t));
  for (const line of [{ price, count, vatRate }, ...more]) {
    const product = await createProduct(db, { price: line.price });
    await db.execute(sql`update products set vat_rate = ${line.vatRate} where id = ${product.id}`);
    await addProduct(agent, product.id, line.count);
  }
  const email = `szamla.${sequence}.${Date.now()}@example.hu`;
  const response = await agent.post('/api/v1/order', form(checkoutFields(ref, { email, ...fields })));
  expect(response.status, await response.clone().text()).toBe(201);
  const body = await response.json();
  const back = await press(t, body.payment_url, 'pay', SHOP_HOST);
  return {
    ...(body.data as { id: number; order_number: string; historic_total_gross: number }),
    payment_key: (body.data.payment_key ?? body.payment_key) as string,
    paymentId: back.searchParams.get('paymentId'),
  };
}

/** The configured invoicing, with a provider that refuses (not retryable) the drafts `refuses` names. */
export function refusingInvoicing(t: TestApp, refuses: (draft: InvoiceDraft) => boolean): InvoicingOptions {
  const base = invoicingOf(t.options);
  return {
    ...base,
    provider: {
      name: base.provider.name,
      issue: (draft, tx) => {
        if (refuses(draft)) throw new InvoiceProviderError('Hibás adószám', false);
        return base.provider.issue(draft, tx);
      },
      find: (draft) => base.provider.find(draft),
    },
  };
}
