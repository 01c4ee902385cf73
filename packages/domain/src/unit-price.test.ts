import { describe, expect, it } from 'vitest';
import { formatNetContent, formatUnitPrice, unitPriceOf } from './unit-price';

describe('unitPriceOf', () => {
  it('brings liquids and creams to 100 ml / 100 g: 3 990 Ft for 50 ml is 7 980 Ft / 100 ml', () => {
    expect(unitPriceOf({ price: 3990, netContent: 50, unit: 'ml' })).toEqual({
      amount: 7980,
      quantity: 100,
      unit: 'ml',
    });
    expect(unitPriceOf({ price: 12990, netContent: 250, unit: 'g' })).toEqual({
      amount: 5196,
      quantity: 100,
      unit: 'g',
    });
  });

  it('rounds to whole forints, half away from zero: 1 000 Ft for 30 ml is 3 333.33 → 3 333, 999 Ft for 40 ml is 2 497.5 → 2 498', () => {
    expect(unitPriceOf({ price: 1000, netContent: 30, unit: 'ml' })?.amount).toBe(3333);
    expect(unitPriceOf({ price: 999, netContent: 40, unit: 'ml' })?.amount).toBe(2498);
  });

  it('takes net content with two decimals exactly: 2 990 Ft for 7.5 g is 39 866.67 → 39 867 / 100 g', () => {
    expect(unitPriceOf({ price: 2990, netContent: 7.5, unit: 'g' })?.amount).toBe(39867);
    expect(unitPriceOf({ price: 1000, netContent: 0.1, unit: 'ml' })?.amount).toBe(1000000);
  });

  it('prices a pack of pieces per piece: 4 990 Ft for 10 pcs is 499 Ft / 1 pc', () => {
    expect(unitPriceOf({ price: 4990, netContent: 10, unit: 'pcs' })).toEqual({
      amount: 499,
      quantity: 1,
      unit: 'pcs',
    });
  });

  it('gives none without net content, or for a single piece whose unit price is its price', () => {
    expect(unitPriceOf({ price: 4990, netContent: null, unit: null })).toBeNull();
    expect(unitPriceOf({ price: 4990, netContent: 1, unit: 'pcs' })).toBeNull();
    expect(unitPriceOf({ price: 4990, netContent: 0, unit: 'ml' })).toBeNull();
  });
});

describe('formatUnitPrice', () => {
  it('says it in each language with the shop money format', () => {
    const perMl = { amount: 3990, quantity: 100, unit: 'ml' } as const;
    expect(formatUnitPrice(perMl, 'hu')).toBe('Egységár: 3.990 Ft / 100 ml');
    expect(formatUnitPrice(perMl, 'en')).toBe('Unit price: 3.990 Ft / 100 ml');
    const perPiece = { amount: 499, quantity: 1, unit: 'pcs' } as const;
    expect(formatUnitPrice(perPiece, 'hu')).toBe('Egységár: 499 Ft / 1 db');
    expect(formatUnitPrice(perPiece, 'en')).toBe('Unit price: 499 Ft / 1 pc');
  });
});

describe('formatNetContent', () => {
  it('writes the pack content with the language decimal mark', () => {
    expect(formatNetContent(50, 'ml', 'hu')).toBe('50 ml');
    expect(formatNetContent(7.5, 'g', 'hu')).toBe('7,5 g');
    expect(formatNetContent(7.5, 'g', 'en')).toBe('7.5 g');
    expect(formatNetContent(10, 'pcs', 'hu')).toBe('10 db');
    expect(formatNetContent(10, 'pcs', 'en')).toBe('10 pcs');
  });
});
