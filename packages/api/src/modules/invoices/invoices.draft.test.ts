import { describe, expect, it } from 'vitest';
import { correctionDraftOf, draftOf } from './invoices.draft';
import { DEMO_SELLERS } from './invoices.settings';
import type { InvoiceSale } from './invoices.snapshot';

/* The draft from a sale's snapshot: lines keep their gross, discounts split per VAT rate, sums exact. */

const sale = (overrides: Partial<InvoiceSale> = {}): InvoiceSale => ({
  kind: 'order',
  id: 1,
  hostId: 1,
  userId: null,
  number: 'VAG-2026-000001',
  localeId: 1,
  email: 'vevo@example.hu',
  paymentMethodId: 1,
  paymentStatusId: 3,
  payedDate: new Date('2026-11-27T10:00:00Z'),
  createdAt: new Date('2026-11-27T09:58:00Z'),
  paymentKey: 'k',
  billing: {
    name: 'Kiss Anna',
    companyName: null,
    taxNumber: null,
    zipcode: '2000',
    city: 'Szentendre',
    address: 'Fő tér 1',
  },
  items: [
    { name: 'Arckrém', count: 2, unit: 'db', vatRate: 27, vatExemption: null, gross: 12_700 },
    { name: 'Könyv', count: 1, unit: 'db', vatRate: 5, vatExemption: null, gross: 4_200 },
  ],
  fees: [
    { name: 'GLS házhozszállítás', gross: 1_490 },
    { name: 'Bankkártya', gross: 0 },
  ],
  subtractions: [{ kind: 'coupon', name: 'Kupon: TAVASZ10', amount: 1_690 }],
  totalGross: 12_700 + 4_200 + 1_490 - 1_690,
  ...overrides,
});

const context = {
  kind: 'invoice' as const,
  seller: DEMO_SELLERS.shop,
  original: null,
  today: '2026-11-27',
  paidDay: '2026-11-27',
};

describe('an invoice draft', () => {
  it('keeps each line gross, spreads a coupon over the VAT rates, and adds up to the charge', () => {
    const draft = draftOf(sale(), context);
    expect(draft.lines.map((line) => [line.name, line.vatRate, line.net, line.vat, line.gross])).toEqual([
      ['Arckrém', 27, 10_000, 2_700, 12_700],
      ['Könyv', 5, 4_000, 200, 4_200],
      ['GLS házhozszállítás', 27, 1_173, 317, 1_490],
      // 1 690 in proportion to 14 190 at 27 % and 4 200 at 5 %: 1 304 and 386.
      ['Kupon: TAVASZ10 (27%)', 27, -1_027, -277, -1_304],
      ['Kupon: TAVASZ10 (5%)', 5, -368, -18, -386],
    ]);
    expect(draft.totals).toEqual({ net: 13_778, vat: 2_922, gross: 16_700 });
    expect(draft).toMatchObject({ paid: true, paymentMethod: 'card', fulfilmentDate: '2026-11-27', comment: null });
    expect(draft.buyer).toMatchObject({ name: 'Kiss Anna', taxNumber: null });
  });

  it('names a company buyer with its tax number, and an exempt training with its legal note', () => {
    const draft = draftOf(
      sale({
        kind: 'academy_subscription',
        billing: { ...sale().billing, companyName: 'Szépség Kft.', taxNumber: '12345676-2-13' },
        items: [
          { name: 'Szempilla alapképzés', count: 1, unit: 'alkalom', vatRate: 0, vatExemption: 'TAM', gross: 89_000 },
        ],
        fees: [],
        subtractions: [],
        totalGross: 89_000,
      }),
      context,
    );
    expect(draft.buyer).toMatchObject({ name: 'Szépség Kft.', taxNumber: '12345676-2-13' });
    expect(draft.lines).toEqual([
      expect.objectContaining({ vatRate: 0, vatExemption: 'TAM', net: 89_000, vat: 0, gross: 89_000 }),
    ]);
    expect(draft.comment).toContain('tárgyi adómentes');
  });

  it('refuses a sale whose lines do not add up to what was charged', () => {
    expect(() => draftOf(sale({ totalGross: 1 }), context)).toThrow(/adds up to 16700/);
  });
});

describe('a reversal draft', () => {
  it('negates every line of the invoice it reverses, and names it', () => {
    const invoice = draftOf(sale(), context);
    const reversal = draftOf(sale(), { ...context, kind: 'reversal', original: 'VAGSZ-2026-000001' });
    expect(reversal.lines.map((line) => line.gross)).toEqual(invoice.lines.map((line) => -line.gross));
    expect(reversal.totals).toEqual({ net: -13_778, vat: -2_922, gross: -16_700 });
    expect(reversal.comment).toContain('Sztornózott számla: VAGSZ-2026-000001');
  });
});

describe('a correction draft (a refund of a part)', () => {
  const refunds = [
    { id: 31, amount: 5_000, bookedOn: '2026-12-02', reason: 'Az arckrém sérülten érkezett' },
    { id: 35, amount: 11_700, bookedOn: '2026-12-04', reason: null },
  ];
  const correction = (refundId: number) =>
    correctionDraftOf(sale(), {
      seller: DEMO_SELLERS.shop,
      original: 'VAGSZ-2026-000001',
      refunds,
      refundId,
      today: '2026-12-05',
    });

  it('takes the refund off each VAT rate in proportion to what the invoice charged at it', () => {
    const first = correction(31);
    // The invoice holds 14 190 − 1 304 = 12 886 at 27 % and 4 200 − 386 = 3 814 at 5 %.
    expect(first.lines.map((line) => [line.name, line.vatRate, line.net, line.vat, line.gross])).toEqual([
      ['Visszatérítés (27%)', 27, -3_038, -820, -3_858],
      ['Visszatérítés (5%)', 5, -1_088, -54, -1_142],
    ]);
    expect(first).toMatchObject({
      kind: 'correction',
      original: 'VAGSZ-2026-000001',
      externalId: 'VAG-2026-000001-R31',
      issueDate: '2026-12-05',
      fulfilmentDate: '2026-12-02',
      paid: true,
      totals: { gross: -5_000 },
    });
    expect(first.comment).toBe('Helyesbített számla: VAGSZ-2026-000001. Az arckrém sérülten érkezett');
  });

  it('leaves, after the last refund, nothing at any rate: invoice and corrections add up to zero per rate', () => {
    const documents = [draftOf(sale(), context), correction(31), correction(35)];
    const perRate = new Map<number, number>();
    for (const line of documents.flatMap((document) => document.lines)) {
      perRate.set(line.vatRate, (perRate.get(line.vatRate) ?? 0) + line.gross);
    }
    expect([...perRate.values()]).toEqual([0, 0]);
    for (const line of documents.flatMap((document) => document.lines)) expect(line.net + line.vat).toBe(line.gross);
  });

  it('prints its lines in English for an English sale, and refuses a refund not of the sale', () => {
    expect(
      correctionDraftOf(sale({ localeId: 2 }), {
        seller: DEMO_SELLERS.shop,
        original: 'VAGSZ-2026-000001',
        refunds: [{ id: 31, amount: 5_000, bookedOn: '2026-12-02', reason: null }],
        refundId: 31,
        today: '2026-12-05',
      }).lines[0]?.name,
    ).toBe('Refund (27%)');
    expect(() => correction(99)).toThrow(/refund 99/);
  });
});
