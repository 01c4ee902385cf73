import { describe, expect, it } from 'vitest';
import { renderMail } from './templates';

const enrolment = {
  kind: 'academy_subscription' as const,
  firstName: 'Anna',
  number: 'A-1',
  lines: [{ name: 'Szempilla alapképzés', count: 1, sum: 50_000, startsAt: '2026-12-01T08:00:00Z', venue: 'Budapest' }],
  gifts: [],
  subtotal: 50_000,
  deliveryFee: null,
  deliveryMethod: null,
  parcelShop: null,
  deliveryAddress: null,
  billingAddress: 'Anna, 1011 Budapest',
  paymentFee: 0,
  paymentMethod: 'Átutalás',
  subtractions: [],
  total: 50_000,
  payment: 'transfer' as const,
  bankTransfer: null,
  url: 'https://academy.example/x',
};

describe('the enrolment confirmation', () => {
  it('shows a training date in Budapest time whatever the server’s zone (08:00Z in December is 09:00)', () => {
    for (const locale of ['hu', 'en'] as const) {
      const mail = renderMail('order_confirmation', locale, enrolment);
      expect(mail.text).toContain('1 × Szempilla alapképzés (2026.12.01. 09:00, Budapest)');
    }
  });
});

describe('the confirmation of a purchase paid by bank transfer', () => {
  const bankTransfer = {
    beneficiary: 'Vagheggi Akadémia Kft.',
    account_number: '12345676-12345678-90543214',
    iban: 'HU31123456761234567890543214',
    bank: 'Demo Bank Zrt.',
    amount: 50_000,
    reference: 'A-1',
    deadline: '2026-12-01T08:00:00Z',
  };

  it('names the account, the amount, the number as reference and the deadline in Budapest time', () => {
    const mail = renderMail('order_confirmation', 'hu', { ...enrolment, bankTransfer });
    for (const line of [
      'Kedvezményezett: Vagheggi Akadémia Kft.',
      'Számlaszám: 12345676-12345678-90543214',
      'IBAN: HU31 1234 5676 1234 5678 9054 3214',
      'Bank: Demo Bank Zrt.',
      'Összeg: 50.000 Ft',
      'Közlemény: A-1',
      'Fizetési határidő: 2026.12.01. 09:00',
    ]) {
      expect(mail.text).toContain(line);
      // In HTML a table: the label above its value, each to copy on its own.
      const [label, value] = line.split(': ') as [string, string];
      expect(mail.html).toMatch(new RegExp(`>${label}</div><div [^>]*>${value}</div>`));
    }
    expect(renderMail('order_confirmation', 'en', { ...enrolment, bankTransfer }).text).toContain(
      'Account number: 12345676-12345678-90543214',
    );
  });
});
