import { z } from 'zod';
import { formatHuf } from './format';
import type { Locale } from './ids';

/** The units a product's net content is given in (products.net_content_unit). */
export const NET_CONTENT_UNITS = ['ml', 'g', 'pcs'] as const;
export type NetContentUnit = (typeof NET_CONTENT_UNITS)[number];

/**
 * EU Directive 98/6/EC: the price per unit of quantity. Cosmetics are small packs, so liquids and
 * creams are priced per 100 ml or 100 g (a customary base the directive allows), packs of pieces per piece.
 */
export const UNIT_PRICE_BASE: Record<NetContentUnit, number> = { ml: 100, g: 100, pcs: 1 };

export const unitPriceSchema = z.object({
  /** Whole forints, gross, per `quantity` `unit`. */
  amount: z.number().int(),
  quantity: z.number().int(),
  unit: z.enum(NET_CONTENT_UNITS),
});
export type UnitPrice = z.infer<typeof unitPriceSchema>;

export interface NetContent {
  /** What the buyer pays for the pack: integer forints, gross. */
  price: number;
  /** The pack's content in `unit` (50 ml, 250 g, 10 pcs); null when not sold by measure. */
  netContent: number | null;
  unit: NetContentUnit | null;
}

/**
 * The pack's price brought to the unit's base, rounded to whole forints (half away from zero, as
 * every amount of the shop): 3 990 Ft for 50 ml is 7 980 Ft / 100 ml. Null when the product has
 * no net content, and for a single piece, whose unit price is its price (the directive waives it).
 */
export function unitPriceOf({ price, netContent, unit }: NetContent): UnitPrice | null {
  if (netContent == null || unit == null || !(netContent > 0)) return null;
  if (unit === 'pcs' && netContent === 1) return null;
  const quantity = UNIT_PRICE_BASE[unit];
  // Net content has two decimals (numeric(10,2)): in hundredths the division is the only inexact step.
  const hundredths = Math.round(netContent * 100);
  return { amount: Math.round((price * quantity * 100) / hundredths), quantity, unit };
}

const unitLabel: Record<Locale, Record<NetContentUnit, string>> = {
  hu: { ml: 'ml', g: 'g', pcs: 'db' },
  en: { ml: 'ml', g: 'g', pcs: 'pc' },
};

/** `100 ml`, `100 g`, `1 db` / `1 pc`: the base a unit price is given per. */
export function formatUnitBase(unitPrice: Pick<UnitPrice, 'quantity' | 'unit'>, locale: Locale): string {
  return `${unitPrice.quantity} ${unitLabel[locale][unitPrice.unit]}`;
}

/** A pack's content as its label says it: `50 ml`, `2,5 g` (hu) / `2.5 g` (en), `10 db`. */
export function formatNetContent(netContent: number, unit: NetContentUnit, locale: Locale): string {
  const amount = locale === 'hu' ? String(netContent).replace('.', ',') : String(netContent);
  const label = unit === 'pcs' && locale === 'en' && netContent !== 1 ? 'pcs' : unitLabel[locale][unit];
  return `${amount} ${label}`;
}

/** "Egységár: 7.980 Ft / 100 ml" / "Unit price: 7.980 Ft / 100 ml" (money as DESIGN §5 writes it). */
export function formatUnitPrice(unitPrice: UnitPrice, locale: Locale): string {
  const label = locale === 'hu' ? 'Egységár' : 'Unit price';
  return `${label}: ${formatHuf(unitPrice.amount)} / ${formatUnitBase(unitPrice, locale)}`;
}
