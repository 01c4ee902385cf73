import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { renderInvoicePdf } from './invoices.pdf';
import type { InvoiceProvider } from './invoices.types';

/**
 * The local provider: numbers the invoice from `invoice_counters` (per prefix and year, in the
 * transaction that stores it, so numbers have no gaps and no duplicates) and renders it as a PDF.
 * Reversals are numbered in the same series, as Hungarian practice has it.
 */
export function createLocalInvoiceProvider(): InvoiceProvider {
  return {
    name: 'local',
    async issue(draft, tx: Db) {
      const year = Number(draft.issueDate.slice(0, 4));
      const [counter] = await queryRows<{ last: number }>(
        tx,
        sql`insert into invoice_counters (prefix, year, last) values (${draft.seller.prefix}, ${year}, 1)
            on conflict (prefix, year) do update set last = invoice_counters.last + 1
            returning last`,
      );
      if (!counter) throw new Error('invoice counter not advanced');
      const number = `${draft.seller.prefix}-${year}-${String(counter.last).padStart(6, '0')}`;
      return { number, pdf: await renderInvoicePdf(draft, number) };
    },
    // Issuing and recording are one transaction here: nothing is ever issued and not recorded.
    async find() {
      return null;
    },
  };
}
