import type { Db } from '../../db/client';

/*
 * The invoice port (docs/decisions/0018): what the shop asks a provider to issue, and what it
 * gets back. Two providers implement it: Számlázz.hu's Agent API (invoices.szamlazz.ts) and the
 * local one that numbers and renders the same invoice as a PDF (invoices.local.ts), for the demo,
 * the tests and a shop without an account there.
 */

/** Who sells: per site, from the configuration (INVOICE_SELLER_*). */
export interface InvoiceSeller {
  name: string;
  taxNumber: string;
  zipcode: string;
  city: string;
  /** Street, number and the rest of the address line. */
  address: string;
  email: string;
  bankName: string;
  bankAccount: string;
  /** The local provider's number prefix (E-VAG, E-VAGA); Számlázz.hu numbers by its own settings. */
  prefix: string;
}

/** Who buys: a person, or a company with its tax number (a business invoice). */
export interface InvoiceBuyer {
  name: string;
  /** Set for a company buyer: its Hungarian tax number (12345678-1-42). */
  taxNumber: string | null;
  zipcode: string;
  city: string;
  address: string;
  email: string;
}

/** One line as the buyer paid it: gross is the truth, net and VAT are derived and sum to it exactly. */
export interface InvoiceLine {
  name: string;
  quantity: number;
  /** 'db' (pieces) or 'alkalom' (a training seat); printed as is. */
  unit: string;
  /** Percent; 0 with an exemption for an exempt training. */
  vatRate: number;
  /** `TAM` (exempt by subject) or `AAM` (exempt seller): Számlázz.hu's VAT key instead of the rate. */
  vatExemption: 'TAM' | 'AAM' | null;
  /** Forints for the whole line (negative for a discount line); net + vat = gross. */
  net: number;
  vat: number;
  gross: number;
}

export type InvoicePaymentMethod = 'card' | 'transfer' | 'cash_on_delivery' | 'cash';

export interface InvoiceDraft {
  /**
   * 'invoice' for a paid sale; 'reversal' (sztornó) of it after a cancellation or a refund of the
   * whole; 'correction' (helyesbítő számla) of it by a refund of a part, its lines negative.
   */
  kind: 'invoice' | 'reversal' | 'correction';
  /** The sale's number (order or enrolment number): Számlázz.hu's order number, how a retry finds an invoice already issued. */
  orderNumber: string;
  /** For a reversal or a correction: the number of the invoice it reverses or corrects. */
  original: string | null;
  /**
   * For a correction, one per refund (`V…-R12`): Számlázz.hu's external id (szamlaKulsoAzon), how a
   * retry finds it, since the order number names the sale's invoice and all its corrections.
   */
  externalId: string | null;
  locale: 'hu' | 'en';
  currency: 'HUF';
  /** YYYY-MM-DD in Budapest: issue, fulfilment (teljesítés) and due dates. */
  issueDate: string;
  fulfilmentDate: string;
  dueDate: string;
  paymentMethod: InvoicePaymentMethod;
  /** Whether the invoice is marked as paid (a card or recorded payment). */
  paid: boolean;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  /** The sums of the lines: gross equals what the buyer paid. */
  totals: { net: number; vat: number; gross: number };
  /** A note printed on the invoice (the exemption's legal reference, the order number). */
  comment: string | null;
}

export interface IssuedInvoice {
  number: string;
  pdf: Uint8Array;
}

export interface InvoiceProvider {
  readonly name: 'local' | 'szamlazz';
  /**
   * Issues the draft (an invoice, or a reversal or correction of `draft.original`). `tx` is the transaction that
   * records the result: the local provider takes its gap-free number in it; a remote one ignores it.
   */
  issue(draft: InvoiceDraft, tx: Db): Promise<IssuedInvoice>;
  /**
   * The invoice already issued for this sale and kind, if any: asked before issuing again after
   * a lease ran out, so that a crash between the provider's answer and our commit never issues twice.
   */
  find(draft: InvoiceDraft): Promise<IssuedInvoice | null>;
}

/** A provider's refusal or outage; `retryable` false means staff must look (a bad tax number, a missing setting). */
export class InvoiceProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    /** The provider's own error code, when it gave one. */
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'InvoiceProviderError';
  }
}
