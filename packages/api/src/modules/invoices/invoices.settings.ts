import type { ApiOptions } from '../../lib/context';
import { DEMO_BANK_ACCOUNTS } from '../purchases/bank-transfer';
import { createLocalInvoiceProvider } from './invoices.local';
import type { InvoiceSeller } from './invoices.types';
import type { InvoicingOptions } from './invoices.worker';

/** The demo's sellers; a real shop sets INVOICE_SELLER_* (packages/server/src/config.ts). */
export const DEMO_SELLERS: Record<'shop' | 'academy', InvoiceSeller> = {
  shop: {
    name: DEMO_BANK_ACCOUNTS.shop.beneficiary,
    taxNumber: '12345676-2-42',
    zipcode: '1061',
    city: 'Budapest',
    address: 'Andrássy út 12.',
    email: 'szamla@vagheggi.hu',
    bankName: DEMO_BANK_ACCOUNTS.shop.bank,
    bankAccount: DEMO_BANK_ACCOUNTS.shop.accountNumber,
    prefix: 'VAGSZ',
  },
  academy: {
    name: DEMO_BANK_ACCOUNTS.academy.beneficiary,
    taxNumber: '87654323-1-42',
    zipcode: '1061',
    city: 'Budapest',
    address: 'Andrássy út 12.',
    email: 'szamla@vagheggi-akademia.hu',
    bankName: DEMO_BANK_ACCOUNTS.academy.bank,
    bankAccount: DEMO_BANK_ACCOUNTS.academy.accountNumber,
    prefix: 'AKASZ',
  },
};

/** The configured invoicing, or the local provider with the demo sellers. */
export function invoicingOf(options: Pick<ApiOptions, 'invoicing'>): InvoicingOptions {
  return options.invoicing ?? { provider: createLocalInvoiceProvider(), sellers: DEMO_SELLERS };
}
