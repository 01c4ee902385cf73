import { describe, expect, it } from 'vitest';
import { allocate, divideRounded, percentOf, splitGross, taxOfPayable } from './cart.totals';

describe('cart arithmetic', () => {
  it('rounds half away from zero, for both signs', () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(-5, 2)).toBe(-3);
    expect(divideRounded(7, 3)).toBe(2);
    expect(divideRounded(-7, 3)).toBe(-2);
    expect(percentOf(12_345, 10)).toBe(1235); // 1234.5 → 1235
  });

  it('splits a gross price into net + VAT at the line’s rate', () => {
    expect(splitGross(12_700, 27)).toEqual({ net: 10_000, vat: 2700 });
    // 9990 / 1.27 = 7866.14… → 7866 net, 2124 VAT
    expect(splitGross(9990, 27)).toEqual({ net: 7866, vat: 2124 });
    expect(splitGross(59_000, 0)).toEqual({ net: 59_000, vat: 0 });
    // 1 Ft at 27 %: 0.787… → 1 net, 0 VAT
    expect(splitGross(1, 27)).toEqual({ net: 1, vat: 0 });
  });

  it('allocates exactly, in proportion, never above a part’s weight', () => {
    expect(allocate(100, [100, 100, 100])).toEqual([34, 33, 33]);
    expect(allocate(10, [3000, 1000])).toEqual([8, 2]); // 7.5 / 2.5: tie → first
    expect(allocate(5000, [3000, 1000])).toEqual([3000, 1000]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    const parts = allocate(999, [333, 1, 700]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(999);
    expect(parts.every((part, i) => part <= ([333, 1, 700][i] ?? 0))).toBe(true);
  });

  it('taxes what is payable: subtractions spread over their lines, each split at its rate', () => {
    // Product 12 700 (27 %) + training 10 000 (0 %); 2 270 off the items: 1 270 / 1 000.
    const tax = taxOfPayable(
      [
        { gross: 12_700, vatRate: 27 },
        { gross: 10_000, vatRate: 0 },
      ],
      [{ amount: 2270, lineIndexes: [0, 1] }],
    );
    // 11 430 / 1.27 = 9000 net + 2430 VAT; 9000 at 0 %.
    expect(tax).toEqual({ gross: 20_430, net: 18_000, vat: 2430 });
  });
});
