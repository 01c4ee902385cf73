import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decimalInteger, decimalIntegerOf, decimalNumber } from './integer';
import { idSchema } from './rules';
import { fieldErrors } from './translate';

const count = z.object({ count: decimalInteger(z.number().int().min(1)) });
const errorsOf = (input: unknown) => fieldErrors(count.safeParse(input).error?.issues ?? [], 'en', input);

describe('integers from JSON, form data and query strings', () => {
  it('reads decimal digits and JSON integers', () => {
    expect(count.parse({ count: '16' })).toEqual({ count: 16 });
    expect(count.parse({ count: '016' })).toEqual({ count: 16 });
    expect(count.parse({ count: 16 })).toEqual({ count: 16 });
    expect(decimalInteger(z.number().int()).parse('-12')).toBe(-12);
  });

  it('refuses what Number() would also read: hexadecimal, exponents, spaces, booleans, blanks', () => {
    for (const value of ['0x10', '1e3', ' 12', '12 ', '+12', '1.0', '١٢', true, false, [12]]) {
      expect(errorsOf({ count: value }), JSON.stringify(value)).toEqual({ count: ['Enter a number.'] });
    }
    for (const value of ['', null]) expect(errorsOf({ count: value })).toEqual({ count: ['This field is required.'] });
  });

  it('keeps the range rules of the schema: "-1" is a number below the minimum', () => {
    expect(errorsOf({ count: '-1' })).toEqual({ count: [expect.stringContaining('1')] });
  });

  it('applies to ids of forms (idSchema)', () => {
    expect(idSchema.parse('7')).toBe(7);
    expect(idSchema.safeParse('0x7').success).toBe(false);
    expect(idSchema.safeParse(true).success).toBe(false);
  });
});

describe('a whole number of a form field (decimalIntegerOf)', () => {
  it('is the decimal digits, or nothing', () => {
    expect(decimalIntegerOf('16')).toBe(16);
    expect(decimalIntegerOf(16)).toBe(16);
    for (const value of ['0x10', '1e3', ' 12', '', '1.5', true, null, '99999999999999999999', 1.5]) {
      expect(decimalIntegerOf(value), JSON.stringify(value)).toBeUndefined();
    }
  });
});

describe('decimal fractions (coordinates)', () => {
  it('reads digits with a fraction and nothing else', () => {
    expect(decimalNumber(z.number()).parse('47.4979')).toBe(47.4979);
    expect(decimalNumber(z.number()).parse('-19')).toBe(-19);
    for (const value of ['0x10', '1e3', ' 47.5', '.5', '', true]) {
      expect(decimalNumber(z.number()).safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });
});
