import { describe, expect, it } from 'vitest';
import { formatIban, ibanMatchesAccount, normalizeBankAccountNumber, normalizeHungarianIban } from './bank-account';

describe('Hungarian bank account numbers', () => {
  it('accepts the 2×8 and 3×8 forms whose check digits hold (the registry example 11773016-11111018)', () => {
    expect(normalizeBankAccountNumber('11773016-11111018')).toBe('11773016-11111018');
    expect(normalizeBankAccountNumber(' 12345676-12345678-90123452 ')).toBe('12345676-12345678-90123452');
  });

  it('refuses a wrong check digit in either block, and other shapes', () => {
    expect(normalizeBankAccountNumber('11773017-11111018')).toBeUndefined();
    expect(normalizeBankAccountNumber('12345676-12345678-90123453')).toBeUndefined();
    expect(normalizeBankAccountNumber('12345678-12345678-12345678')).toBeUndefined();
    expect(normalizeBankAccountNumber('123456761234567890123452')).toBeUndefined();
  });
});

describe('Hungarian IBANs', () => {
  it('accepts the printed and electronic forms of a valid one (HU42 1177 3016 1111 1018 0000 0000)', () => {
    expect(normalizeHungarianIban('HU42 1177 3016 1111 1018 0000 0000')).toBe('HU42117730161111101800000000');
    expect(normalizeHungarianIban('hu28123456761234567890123452')).toBe('HU28123456761234567890123452');
  });

  it('refuses a wrong checksum, another country and a wrong length', () => {
    expect(normalizeHungarianIban('HU43117730161111101800000000')).toBeUndefined();
    expect(normalizeHungarianIban('DE89370400440532013000')).toBeUndefined();
    expect(normalizeHungarianIban('HU4211773016111110180000000')).toBeUndefined();
  });

  it('names the account it was made from: 24 digits, or 16 padded with zeros', () => {
    expect(ibanMatchesAccount('HU42117730161111101800000000', '11773016-11111018')).toBe(true);
    expect(ibanMatchesAccount('HU28123456761234567890123452', '12345676-12345678-90123452')).toBe(true);
    expect(ibanMatchesAccount('HU28123456761234567890123452', '11773016-11111018')).toBe(false);
  });

  it('prints in groups of four', () => {
    expect(formatIban('HU42117730161111101800000000')).toBe('HU42 1177 3016 1111 1018 0000 0000');
  });
});
