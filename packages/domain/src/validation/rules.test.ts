import { describe, expect, it } from 'vitest';
import {
  flagSchema,
  isHungarianName,
  isStrongPassword,
  normalizeMobilePhone,
  taxNumberSchema,
  uploadSchema,
} from './rules';
import { isValidTaxNumber, normalizeTaxNumber, taxNumberCheckDigit } from './tax-number';

describe('Hungarian tax number', () => {
  it('computes the check digit with the weights 9, 7, 3, 1, 9, 7, 3', () => {
    // Real company tax numbers: Magyar Telekom, MOL, OTP Bank.
    expect(taxNumberCheckDigit('1077338')).toBe(1);
    expect(taxNumberCheckDigit('1062579')).toBe(0);
    expect(taxNumberCheckDigit('1053791')).toBe(4);
  });

  it('accepts the 8-1-2 form and 11 digits, normalised to 8-1-2', () => {
    expect(normalizeTaxNumber('10773381-2-44')).toBe('10773381-2-44');
    expect(normalizeTaxNumber('10625790244')).toBe('10625790-2-44');
    expect(normalizeTaxNumber(' 10537914-4-44 ')).toBe('10537914-4-44');
    expect(normalizeTaxNumber('24225221-2-43')).toBe('24225221-2-43');
  });

  it('refuses a wrong check digit, VAT code, area code or shape', () => {
    expect(isValidTaxNumber('10773382-2-44')).toBe(false); // check digit off by one
    expect(isValidTaxNumber('10773381-6-44')).toBe(false); // VAT code 6 does not exist
    expect(isValidTaxNumber('10773381-2-21')).toBe(false); // no tax office 21
    expect(isValidTaxNumber('10773381-2-99')).toBe(false);
    expect(isValidTaxNumber('10773381-244')).toBe(false); // one hyphen only
    expect(isValidTaxNumber('1077338124')).toBe(false); // 10 digits
    expect(isValidTaxNumber('1O773381-2-44')).toBe(false); // letter O
  });

  it('reports tax_number_invalid through the schema', () => {
    expect(taxNumberSchema.parse('10773381244')).toBe('10773381-2-44');
    expect(taxNumberSchema.safeParse('12345678-1-12').error?.issues[0]?.message).toBe('tax_number_invalid');
  });
});

describe('Hungarian mobile phone', () => {
  it('normalises the ways people type it to +36 XX XXX XXXX', () => {
    expect(normalizeMobilePhone('+36 30 123 4567')).toBe('+36 30 123 4567');
    expect(normalizeMobilePhone('+36301234567')).toBe('+36 30 123 4567');
    expect(normalizeMobilePhone('06 20 987 6543')).toBe('+36 20 987 6543');
    expect(normalizeMobilePhone('+36-70/555-1234')).toBe('+36 70 555 1234');
    expect(normalizeMobilePhone('0036 31 111 2222')).toBe('+36 31 111 2222');
    expect(normalizeMobilePhone('+36 50 123 4567')).toBe('+36 50 123 4567');
  });

  it('refuses other operators, landlines and wrong lengths', () => {
    expect(normalizeMobilePhone('+36 1 234 5678')).toBeUndefined(); // Budapest landline
    expect(normalizeMobilePhone('+36 40 123 4567')).toBeUndefined();
    expect(normalizeMobilePhone('+36 30 123 456')).toBeUndefined();
    expect(normalizeMobilePhone('+43 30 123 4567')).toBeUndefined();
    expect(normalizeMobilePhone('phone')).toBeUndefined();
  });
});

describe('Hungarian name', () => {
  it('takes Hungarian letters, dots, spaces and hyphens', () => {
    for (const name of ['Éva', 'Kovács-Szabó', 'dr. Nagy Ödön', 'Őze Űrsula', 'Jó'])
      expect(isHungarianName(name)).toBe(true);
  });

  it('needs two letters and refuses digits and other signs', () => {
    for (const name of ['É', '. -', 'Anna2', "O'Brien", 'Zoë', 'Bob_']) expect(isHungarianName(name)).toBe(false);
  });
});

describe('strong password', () => {
  it('needs 8 characters, an uppercase letter, a digit and a listed special character', () => {
    expect(isStrongPassword('Jelszo#1')).toBe(true);
    expect(isStrongPassword('Árvíz-2024')).toBe(true);
    expect(isStrongPassword('Jelsz#1')).toBe(false); // 7 characters
    expect(isStrongPassword('jelszo#1')).toBe(false); // no uppercase
    expect(isStrongPassword('Jelszo#a')).toBe(false); // no digit
    expect(isStrongPassword('Jelszo11')).toBe(false); // no special character
    expect(isStrongPassword('Jelszo1~')).toBe(false); // ~ is not in the list
  });
});

describe('flags and uploads', () => {
  it('reads checkbox values as forms and JSON send them', () => {
    for (const value of [true, 1, '1', 'true', 'on', 'TRUE']) expect(flagSchema.parse(value)).toBe(true);
    for (const value of [false, 0, '0', 'false', 'off', '']) expect(flagSchema.parse(value)).toBe(false);
    expect(flagSchema.safeParse('maybe').success).toBe(false);
  });

  it('treats an empty file input as missing and limits the size to 5 MB', () => {
    expect(uploadSchema.safeParse(new File([], 'empty.pdf')).error?.issues[0]?.message).toBe('file_required');
    expect(uploadSchema.safeParse('text').error?.issues[0]?.message).toBe('file_required');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf');
    expect(uploadSchema.safeParse(big).error?.issues[0]?.message).toBe('file_too_large');
    expect(uploadSchema.safeParse(new File(['%PDF-1.7'], 'ok.pdf')).success).toBe(true);
  });
});
