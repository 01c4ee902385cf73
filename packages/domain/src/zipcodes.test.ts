import { describe, expect, it } from 'vitest';
import { findSettlement, isZipcodeInRange, settlementName } from './zipcodes';

describe('typed zip codes (issue 22)', () => {
  it('takes four digits within the Post’s range 1011–9985 only', () => {
    expect(['1011', '2000', '9985'].map(isZipcodeInRange)).toEqual([true, true, true]);
    expect(['1010', '9986', '0999', '200', '20000', '2o00', ' 2000'].map(isZipcodeInRange)).toEqual(
      Array(7).fill(false),
    );
  });

  it('writes a typed settlement with normal capitals, hyphenated and multi-word names too', () => {
    expect(settlementName('  szentendre ')).toBe('Szentendre');
    expect(settlementName('SZENTENDRE')).toBe('Szentendre');
    expect(settlementName('őrbottyán')).toBe('Őrbottyán');
    expect(settlementName('SZENT  GYÖRGY')).toBe('Szent György');
    expect(settlementName('kisbér XIV. ker')).toBe('Kisbér XIV. Ker');
    expect(settlementName('pilis-szentiván')).toBe('Pilis-Szentiván');
  });

  it('finds a listed settlement whatever the accents and case typed', () => {
    const listed = [
      { id: 1, code: '6764', city: { id: 1, name: 'Balástya' } },
      { id: 2, code: '6764', city: { id: 2, name: 'Kistelek' } },
    ];
    expect(findSettlement(listed, ' balastya ')?.id).toBe(1);
    expect(findSettlement(listed, 'KISTELEK')?.id).toBe(2);
    expect(findSettlement(listed, 'Szeged')).toBeUndefined();
  });
});
