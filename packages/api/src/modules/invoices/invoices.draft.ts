import { PaymentMethodId, PaymentStatusId, PRODUCT_VAT_RATE } from '@vag/domain';
import { allocate, splitGross } from '../cart/cart.totals';
import type { InvoiceSale } from './invoices.snapshot';
import type { InvoiceDraft, InvoiceLine, InvoicePaymentMethod, InvoiceSeller } from './invoices.types';

/*
 * A sale's invoice as the port's draft. Gross is what the buyer saw and paid, so every line keeps
 * its gross and derives net and VAT from it; a coupon or balance becomes negative lines, one per
 * VAT rate, spread in proportion to what each rate's lines cost, so the VAT summary stays true
 * and the lines add up to the total charged to the forint.
 */

const PAYMENT_METHODS: Record<number, InvoicePaymentMethod> = {
  [PaymentMethodId.card]: 'card',
  [PaymentMethodId.bankTransfer]: 'transfer',
  [PaymentMethodId.cashOnDelivery]: 'cash_on_delivery',
  [PaymentMethodId.payAtPickup]: 'cash',
};

const EXEMPTION_NOTE = {
  TAM: 'Az Áfa tv. 85. § (1) bekezdés d) pontja alapján tárgyi adómentes (felnőttképzés).',
  AAM: 'Alanyi adómentes az Áfa tv. 187. §-a alapján.',
} as const;

type Exemption = InvoiceLine['vatExemption'];
const exemptionOf = (value: string | null): Exemption => (value === 'TAM' || value === 'AAM' ? value : null);

function line(
  name: string,
  quantity: number,
  unit: string,
  gross: number,
  vatRate: number,
  vatExemption: Exemption,
): InvoiceLine {
  const rate = vatExemption ? 0 : vatRate;
  return { name, quantity, unit, vatRate: rate, vatExemption, ...splitGross(gross, rate), gross };
}

/** The negative lines of the sale's subtractions, per VAT group, so that the invoice's total is what was charged. */
function discountLines(sale: InvoiceSale, charged: InvoiceLine[]): InvoiceLine[] {
  const groups = new Map<string, { vatRate: number; vatExemption: Exemption; gross: number }>();
  for (const charge of charged) {
    const key = `${charge.vatRate}/${charge.vatExemption ?? ''}`;
    const group = groups.get(key) ?? { vatRate: charge.vatRate, vatExemption: charge.vatExemption, gross: 0 };
    group.gross += charge.gross;
    groups.set(key, group);
  }
  const list = [...groups.values()];
  const remaining = list.map((group) => group.gross);
  const lines: InvoiceLine[] = [];
  for (const subtraction of sale.subtractions) {
    const parts = allocate(subtraction.amount, remaining);
    parts.forEach((part, index) => {
      const group = list[index];
      if (!group || part <= 0) return;
      remaining[index] = (remaining[index] ?? 0) - part;
      const rateLabel = group.vatExemption ?? `${group.vatRate}%`;
      // The name is labelled as the buyer saw it ("Kupon: TAVASZ10", "Vendégkód: KOZMET24").
      const name = `${subtraction.name}${list.length > 1 ? ` (${rateLabel})` : ''}`;
      lines.push(line(name, 1, 'db', -part, group.vatRate, group.vatExemption));
    });
  }
  return lines;
}

export interface DraftContext {
  kind: 'invoice' | 'reversal';
  seller: InvoiceSeller;
  /** The invoice a reversal reverses. */
  original: string | null;
  /** YYYY-MM-DD in Budapest. */
  today: string;
  /** YYYY-MM-DD in Budapest of the payment (the fulfilment date of a paid sale). */
  paidDay: string | null;
}

const sumOf = (lines: InvoiceLine[]) =>
  lines.reduce((sum, each) => ({ net: sum.net + each.net, vat: sum.vat + each.vat, gross: sum.gross + each.gross }), {
    net: 0,
    vat: 0,
    gross: 0,
  });

const negated = (each: InvoiceLine): InvoiceLine => ({ ...each, net: -each.net, vat: -each.vat, gross: -each.gross });

/** The notes every document of the sale prints: the legal reference of each exemption on its lines. */
const exemptionNotes = (lines: InvoiceLine[]) =>
  [...new Set(lines.map((each) => each.vatExemption).filter((each) => each !== null))].map(
    (exemption) => EXEMPTION_NOTE[exemption],
  );

/** The lines of the sale as invoiced: what was charged, less its subtractions; they add up to the total. */
function saleLines(sale: InvoiceSale): InvoiceLine[] {
  const charged = [
    ...sale.items.map((item) =>
      line(item.name, item.count, item.unit, item.gross, item.vatRate, exemptionOf(item.vatExemption)),
    ),
    ...sale.fees
      .filter((fee) => fee.gross !== 0)
      .map((fee) => line(fee.name, 1, 'db', fee.gross, PRODUCT_VAT_RATE, null)),
  ];
  const lines = [...charged, ...discountLines(sale, charged)];
  const gross = sumOf(lines).gross;
  if (gross !== sale.totalGross) {
    throw new Error(`invoice of ${sale.number} adds up to ${gross}, the sale charged ${sale.totalGross}`);
  }
  return lines;
}

/** What every document of a sale says the same way: its parties, number, payment. */
function documentOf(
  sale: InvoiceSale,
  seller: InvoiceSeller,
): Pick<InvoiceDraft, 'orderNumber' | 'locale' | 'currency' | 'paymentMethod' | 'paid' | 'seller' | 'buyer'> {
  const company = sale.billing.companyName?.trim();
  return {
    orderNumber: sale.number,
    locale: sale.localeId === 2 ? 'en' : 'hu',
    currency: 'HUF',
    paymentMethod: PAYMENT_METHODS[sale.paymentMethodId] ?? 'transfer',
    paid: sale.paymentStatusId === PaymentStatusId.paid || sale.paymentStatusId === PaymentStatusId.refunded,
    seller,
    buyer: {
      name: company || sale.billing.name,
      taxNumber: company && sale.billing.taxNumber?.trim() ? sale.billing.taxNumber.trim() : null,
      zipcode: sale.billing.zipcode,
      city: sale.billing.city,
      address: sale.billing.address,
      email: sale.email,
    },
  };
}

/** The sale's invoice, or its reversal: the same lines, negated. */
export function draftOf(sale: InvoiceSale, context: DraftContext): InvoiceDraft {
  const invoiced = saleLines(sale);
  const lines = context.kind === 'reversal' ? invoiced.map(negated) : invoiced;
  const notes = [
    ...exemptionNotes(lines),
    ...(context.kind === 'reversal' && context.original ? [`Sztornózott számla: ${context.original}`] : []),
  ];
  const fulfilment = context.paidDay ?? context.today;
  return {
    ...documentOf(sale, context.seller),
    kind: context.kind,
    original: context.original,
    externalId: null,
    issueDate: context.today,
    fulfilmentDate: fulfilment,
    dueDate: fulfilment,
    lines,
    totals: sumOf(lines),
    comment: notes.length ? notes.join(' ') : null,
  };
}

/** A refund as the book recorded it, for the correction it brings. */
export interface InvoiceRefund {
  id: number;
  amount: number;
  /** YYYY-MM-DD in Budapest: the day the money went back, the correction's fulfilment date. */
  bookedOn: string;
  reason: string | null;
}

export interface CorrectionContext {
  seller: InvoiceSeller;
  /** The number of the invoice it corrects. */
  original: string;
  /** Every refund of the sale, in the order recorded; the correction is for `refundId`'s. */
  refunds: InvoiceRefund[];
  refundId: number;
  today: string;
}

const REFUND_LINE = { hu: 'Visszatérítés', en: 'Refund' } as const;

/**
 * The correction (helyesbítő számla) of one refund of a part: negative lines that take its amount
 * off the invoice, one per VAT rate, spread in proportion to what each rate's lines still hold
 * after the refunds before it, so the invoice and all its corrections keep a true VAT summary
 * and never take more off a rate than it charged. The return step records an amount, not the
 * items that came back (decision 0018).
 */
export function correctionDraftOf(sale: InvoiceSale, context: CorrectionContext): InvoiceDraft {
  const document = documentOf(sale, context.seller);
  const groups = new Map<string, { vatRate: number; vatExemption: Exemption; gross: number }>();
  for (const each of saleLines(sale)) {
    const key = `${each.vatRate}/${each.vatExemption ?? ''}`;
    const group = groups.get(key) ?? { vatRate: each.vatRate, vatExemption: each.vatExemption, gross: 0 };
    group.gross += each.gross;
    groups.set(key, group);
  }
  const list = [...groups.values()].filter((group) => group.gross > 0);
  const remaining = list.map((group) => group.gross);
  const refund = context.refunds.find((each) => each.id === context.refundId);
  if (!refund) throw new Error(`refund ${context.refundId} is not one of ${sale.number}'s`);
  let parts: number[] = [];
  for (const each of context.refunds) {
    parts = allocate(each.amount, remaining);
    parts.forEach((part, index) => {
      remaining[index] = (remaining[index] ?? 0) - part;
    });
    if (each.id === refund.id) break;
  }
  const label = REFUND_LINE[document.locale];
  const lines = list.flatMap((group, index) => {
    const part = parts[index] ?? 0;
    if (part <= 0) return [];
    const rate = list.length > 1 ? ` (${group.vatExemption ?? `${group.vatRate}%`})` : '';
    return [line(`${label}${rate}`, 1, 'db', -part, group.vatRate, group.vatExemption)];
  });
  const totals = sumOf(lines);
  if (totals.gross !== -refund.amount) {
    throw new Error(`correction of ${sale.number} takes off ${-totals.gross}, the refund was ${refund.amount}`);
  }
  const notes = [
    `Helyesbített számla: ${context.original}.`,
    ...(refund.reason?.trim() ? [refund.reason.trim()] : []),
    ...exemptionNotes(lines),
  ];
  return {
    ...document,
    kind: 'correction',
    original: context.original,
    externalId: `${sale.number}-R${refund.id}`,
    issueDate: context.today,
    fulfilmentDate: refund.bookedOn,
    dueDate: refund.bookedOn,
    paid: true,
    lines,
    totals,
    comment: notes.join(' '),
  };
}
