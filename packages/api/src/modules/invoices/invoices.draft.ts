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
  kind: InvoiceDraft['kind'];
  seller: InvoiceSeller;
  /** The invoice a reversal reverses. */
  reverses: string | null;
  /** YYYY-MM-DD in Budapest. */
  today: string;
  /** YYYY-MM-DD in Budapest of the payment (the fulfilment date of a paid sale). */
  paidDay: string | null;
}

export function draftOf(sale: InvoiceSale, context: DraftContext): InvoiceDraft {
  const locale = sale.localeId === 2 ? 'en' : 'hu';
  const charged = [
    ...sale.items.map((item) =>
      line(item.name, item.count, item.unit, item.gross, item.vatRate, exemptionOf(item.vatExemption)),
    ),
    ...sale.fees
      .filter((fee) => fee.gross !== 0)
      .map((fee) => line(fee.name, 1, 'db', fee.gross, PRODUCT_VAT_RATE, null)),
  ];
  const lines = [...charged, ...discountLines(sale, charged)];
  const totals = lines.reduce(
    (sum, each) => ({ net: sum.net + each.net, vat: sum.vat + each.vat, gross: sum.gross + each.gross }),
    { net: 0, vat: 0, gross: 0 },
  );
  if (totals.gross !== sale.totalGross) {
    throw new Error(`invoice of ${sale.number} adds up to ${totals.gross}, the sale charged ${sale.totalGross}`);
  }
  const exemptions = [...new Set(lines.map((each) => each.vatExemption).filter((each) => each !== null))];
  const notes = [
    ...exemptions.map((exemption) => EXEMPTION_NOTE[exemption]),
    ...(context.kind === 'reversal' && context.reverses ? [`Sztornózott számla: ${context.reverses}`] : []),
  ];
  const fulfilment = context.paidDay ?? context.today;
  return {
    kind: context.kind,
    orderNumber: sale.number,
    reverses: context.reverses,
    locale,
    currency: 'HUF',
    issueDate: context.today,
    fulfilmentDate: fulfilment,
    dueDate: fulfilment,
    paymentMethod: PAYMENT_METHODS[sale.paymentMethodId] ?? 'transfer',
    paid: sale.paymentStatusId === PaymentStatusId.paid || sale.paymentStatusId === PaymentStatusId.refunded,
    seller: context.seller,
    buyer: {
      name: sale.billing.companyName?.trim() || sale.billing.name,
      taxNumber:
        sale.billing.companyName?.trim() && sale.billing.taxNumber?.trim() ? sale.billing.taxNumber.trim() : null,
      zipcode: sale.billing.zipcode,
      city: sale.billing.city,
      address: sale.billing.address,
      email: sale.email,
    },
    lines,
    totals,
    comment: notes.length ? notes.join(' ') : null,
  };
}
