/*
 * The arithmetic of a cart's totals (DESIGN §4 "Money"): integer forints only, no floats in
 * any result. Pure functions, so that every rounding rule is unit tested on its own.
 */

/** a / b rounded half away from zero, for integers (b > 0). */
export function divideRounded(a: number, b: number): number {
  const magnitude = Math.floor((2 * Math.abs(a) + b) / (2 * b));
  return a < 0 ? -magnitude : magnitude;
}

/** Net and VAT inside a gross amount at `rate` percent, net rounded half away from zero. */
export function splitGross(gross: number, rate: number): { net: number; vat: number } {
  const net = divideRounded(gross * 100, 100 + rate);
  return { net, vat: gross - net };
}

/** `percent` % of `amount`, rounded half away from zero. */
export function percentOf(amount: number, percent: number): number {
  return divideRounded(amount * percent, 100);
}

/**
 * Splits `amount` over parts in proportion to `weights` (largest remainder), so the parts sum
 * to exactly `amount` and none exceeds its weight. `amount` must not exceed Σ weights.
 */
export function allocate(amount: number, weights: number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount <= 0 || total <= 0) return weights.map(() => 0);
  if (amount >= total) return [...weights];
  const exact = weights.map((weight) => (amount * weight) / total);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

export interface TaxableLine {
  gross: number;
  vatRate: number;
}

/**
 * Net and VAT of what is payable after subtractions: each subtraction is spread over the
 * lines it applies to, then every line is split at its own rate and the results summed.
 */
export function taxOfPayable(
  lines: TaxableLine[],
  subtractions: { amount: number; lineIndexes: number[] }[],
): { gross: number; net: number; vat: number } {
  const remaining = lines.map((line) => line.gross);
  for (const subtraction of subtractions) {
    const parts = allocate(
      subtraction.amount,
      subtraction.lineIndexes.map((index) => remaining[index] ?? 0),
    );
    subtraction.lineIndexes.forEach((lineIndex, i) => {
      remaining[lineIndex] = (remaining[lineIndex] ?? 0) - (parts[i] ?? 0);
    });
  }
  let net = 0;
  let vat = 0;
  remaining.forEach((gross, index) => {
    const split = splitGross(gross, lines[index]?.vatRate ?? 0);
    net += split.net;
    vat += split.vat;
  });
  return { gross: net + vat, net, vat };
}
