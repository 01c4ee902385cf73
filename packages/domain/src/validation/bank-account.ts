/**
 * Hungarian bank account numbers (belföldi pénzforgalmi jelzőszám): `12345678-12345678` or
 * `12345678-12345678-12345678`. The 8th digit of the first block and the last digit of the rest
 * are check digits: the digits weighted 9, 7, 3, 1 in turn sum to a multiple of 10 (MNB rule).
 * The IBAN is `HU`, two mod-97 check digits and the account's 24 digits (16 padded with zeros).
 */
const ACCOUNT_SHAPE = /^(\d{8})-(\d{8})(?:-(\d{8}))?$/;
const IBAN_SHAPE = /^HU\d{26}$/;
const WEIGHTS = [9, 7, 3, 1] as const;

const weightedSumIsRound = (digits: string) =>
  [...digits].reduce((sum, digit, index) => sum + Number(digit) * (WEIGHTS[index % 4] ?? 1), 0) % 10 === 0;

/** The account number in its hyphenated form, or undefined when it is not a valid one. */
export function normalizeBankAccountNumber(value: string): string | undefined {
  const match = ACCOUNT_SHAPE.exec(value.trim());
  if (!match) return undefined;
  const [, bank = '', first = '', second = ''] = match;
  if (!weightedSumIsRound(bank) || !weightedSumIsRound(first + second)) return undefined;
  return second ? `${bank}-${first}-${second}` : `${bank}-${first}`;
}

/** ISO 13616 check: the first four characters moved to the end, letters as 10..35, mod 97 is 1. */
function ibanChecksumHolds(iban: string): boolean {
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of moved) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** A Hungarian IBAN in its electronic form (no spaces, upper case), or undefined when invalid. */
export function normalizeHungarianIban(value: string): string | undefined {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  return IBAN_SHAPE.test(iban) && ibanChecksumHolds(iban) ? iban : undefined;
}

/** Whether the IBAN names this account number (its 24 digits, a 16-digit account padded with zeros). */
export function ibanMatchesAccount(iban: string, accountNumber: string): boolean {
  return iban.slice(4) === accountNumber.replace(/-/g, '').padEnd(24, '0');
}

/** The IBAN in its printed form: groups of four (`HU42 1177 3016 …`). */
export const formatIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');
