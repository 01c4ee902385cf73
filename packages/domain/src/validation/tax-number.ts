/**
 * Hungarian tax number (adószám): `xxxxxxxy-z-ww`. The first eight digits are the taxpayer's
 * base number whose 8th digit is a check digit: the first seven digits weighted 9, 7, 3, 1, 9,
 * 7, 3, summed, and the check digit is (10 − sum mod 10) mod 10 (equivalently: with weight 1
 * for the 8th digit the weighted sum is divisible by 10). `z` is the VAT code (1–5), `ww` the
 * tax office (area) code: 02–20 and 22–40 (counties), 41–44 (Budapest), 51 (large taxpayers).
 */
const WEIGHTS = [9, 7, 3, 1, 9, 7, 3] as const;
const SHAPE = /^(\d{8})-?(\d)-?(\d{2})$/;

export function taxNumberCheckDigit(firstSeven: string): number {
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(firstSeven[index]), 0);
  return (10 - (sum % 10)) % 10;
}

function isAreaCode(code: number): boolean {
  return (code >= 2 && code <= 44 && code !== 21) || code === 51;
}

/**
 * The tax number in its `12345678-1-12` form, or undefined when it is not a valid one. Takes
 * the 8-1-2 form or 11 digits; spaces around are ignored.
 */
export function normalizeTaxNumber(value: string): string | undefined {
  const match = SHAPE.exec(value.trim());
  if (!match) return undefined;
  const [, base = '', vat = '', area = ''] = match;
  // Both forms must be consistent: hyphens in both places or in none.
  const hyphens = (value.trim().match(/-/g) ?? []).length;
  if (hyphens !== 0 && hyphens !== 2) return undefined;
  if (taxNumberCheckDigit(base.slice(0, 7)) !== Number(base[7])) return undefined;
  if (Number(vat) < 1 || Number(vat) > 5) return undefined;
  if (!isAreaCode(Number(area))) return undefined;
  return `${base}-${vat}-${area}`;
}

export function isValidTaxNumber(value: string): boolean {
  return normalizeTaxNumber(value) !== undefined;
}
