import type { HistoricSubtraction } from '../../db/purchase-columns';
import type { PayableKind } from '../purchases/purchase-lifecycle';

/**
 * A sale as its invoice needs it, read from the purchase's own snapshot (DESIGN §6: the names,
 * prices and rates the buyer saw), never from today's catalogue. Each purchase module reads its
 * own tables into this shape (DESIGN §2); invoices.sale.ts asks the one of its kind.
 */
export interface InvoiceSale {
  kind: PayableKind;
  id: number;
  hostId: number;
  userId: number | null;
  /** The order or enrolment number. */
  number: string;
  localeId: number;
  email: string;
  paymentMethodId: number;
  paymentStatusId: number;
  payedDate: Date | null;
  createdAt: Date;
  paymentKey: string;
  billing: {
    name: string;
    companyName: string | null;
    taxNumber: string | null;
    zipcode: string;
    city: string;
    /** Street, number, building… as one line. */
    address: string;
  };
  /** Items as sold: gross of the whole line. */
  items: {
    name: string;
    count: number;
    unit: 'db' | 'alkalom';
    vatRate: number;
    vatExemption: string | null;
    gross: number;
  }[];
  /** Delivery and payment fees (gross, at the products' standard rate). */
  fees: { name: string; gross: number }[];
  subtractions: HistoricSubtraction[];
  totalGross: number;
}

/** The columns both purchase tables share (db/purchase-columns.ts) that an invoice reads. */
interface PurchaseSnapshot {
  id: number;
  userId: number | null;
  email: string;
  localeId: number;
  paymentKey: string;
  paymentMethodId: number;
  paymentStatusId: number;
  payedDate: Date | null;
  createdAt: Date;
  billingAddressName: string;
  billingCompanyName: string | null;
  billingTaxNumber: string | null;
  billingAddressZipcode: string;
  billingAddressCity: string;
  billingAddressStreet: string;
  billingAddressStreetType: string;
  billingAddressNumber: string;
  billingAddressBuilding: string | null;
  billingAddressStaircase: string | null;
  billingAddressFloor: string | null;
  billingAddressDoor: string | null;
  historicPaymentMethodName: string;
  historicPaymentPriceGross: number;
  historicSubtractions: HistoricSubtraction[];
  historicTotalGross: number;
}

interface LineSnapshot {
  count: number;
  itemNameHistoric: string;
  itemVatRateHistoric: number;
  itemVatExemptionHistoric: string | null;
  itemSumPriceHistoric: number;
}

/** The sale of a purchase row, its lines and its delivery fee (orders), from the shared snapshot columns. */
export function saleOfPurchase(
  kind: PayableKind,
  hostId: number,
  number: string,
  row: PurchaseSnapshot,
  lines: LineSnapshot[],
  delivery: { name: string; gross: number } | null,
): InvoiceSale {
  const extra = [
    row.billingAddressBuilding,
    row.billingAddressStaircase,
    row.billingAddressFloor,
    row.billingAddressDoor,
  ]
    .filter(Boolean)
    .join('/');
  return {
    kind,
    id: row.id,
    hostId,
    userId: row.userId,
    number,
    localeId: row.localeId,
    email: row.email,
    paymentMethodId: row.paymentMethodId,
    paymentStatusId: row.paymentStatusId,
    payedDate: row.payedDate,
    createdAt: row.createdAt,
    paymentKey: row.paymentKey,
    billing: {
      name: row.billingAddressName,
      companyName: row.billingCompanyName,
      taxNumber: row.billingTaxNumber,
      zipcode: row.billingAddressZipcode,
      city: row.billingAddressCity,
      address: `${row.billingAddressStreet} ${row.billingAddressStreetType} ${row.billingAddressNumber}${extra ? ` ${extra}` : ''}`,
    },
    items: lines.map((line) => ({
      name: line.itemNameHistoric,
      count: line.count,
      unit: kind === 'order' ? 'db' : 'alkalom',
      vatRate: line.itemVatRateHistoric,
      vatExemption: line.itemVatExemptionHistoric,
      gross: line.itemSumPriceHistoric,
    })),
    fees: [
      ...(delivery ? [delivery] : []),
      { name: row.historicPaymentMethodName, gross: row.historicPaymentPriceGross },
    ],
    subtractions: row.historicSubtractions,
    totalGross: row.historicTotalGross,
  };
}
