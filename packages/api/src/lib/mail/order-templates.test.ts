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
