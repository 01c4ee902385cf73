import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import {
  child,
  type FakeSzamlazz,
  type ParsedRequest,
  startFakeSzamlazz,
  textAt,
  type XmlElement,
} from './invoices.fake-szamlazz';
import { createSzamlazzProvider } from './invoices.szamlazz';
import type { InvoiceDraft, InvoiceLine } from './invoices.types';

const tx = {} as Db;
let fake: FakeSzamlazz;
beforeEach(async () => {
  fake = await startFakeSzamlazz();
});
afterEach(async () => {
  await fake.close();
});

const provider = (overrides: Partial<Parameters<typeof createSzamlazzProvider>[0]> = {}) =>
  createSzamlazzProvider({ agentKey: fake.agentKey, url: fake.url, ...overrides });

/** A line from its gross: VAT = round(gross × rate / (100 + rate)), net = gross − VAT. */
function line(name: string, quantity: number, gross: number, vatRate = 27, extra: Partial<InvoiceLine> = {}) {
  const vat = Math.round((gross * vatRate) / (100 + vatRate));
  return { name, quantity, unit: 'db', vatRate, vatExemption: null, net: gross - vat, vat, gross, ...extra };
}
const serum = line('Arcszérum', 3, 12990);
const delivery = line('Szállítás', 1, 1490);
const discount = line('Kupon: TAVASZ10', 1, -1299);
const training = line('Szempilla-lifting tanfolyam', 1, 89000, 0, { unit: 'alkalom', vatExemption: 'TAM' });

function draft(overrides: Partial<InvoiceDraft> = {}): InvoiceDraft {
  const lines = overrides.lines ?? [serum, delivery, discount];
  const total = (key: 'net' | 'vat' | 'gross') => lines.reduce((sum, item) => sum + item[key], 0);
  return {
    kind: 'invoice',
    orderNumber: 'VAG-2026-000077',
    original: null,
    externalId: null,
    locale: 'hu',
    currency: 'HUF',
    issueDate: '2026-03-02',
    fulfilmentDate: '2026-03-02',
    dueDate: '2026-03-02',
    paymentMethod: 'card',
    paid: true,
    seller: {
      name: 'Vagheggi Kft.',
      taxNumber: '12345678-2-42',
      zipcode: '1051',
      city: 'Budapest',
      address: 'Váci utca 1.',
      email: 'szamla@vagheggi.example',
      bankName: 'OTP Bank',
      bankAccount: '11773016-11111018-00000000',
      prefix: 'E-VAG',
    },
    buyer: {
      name: 'Kiss Anna',
      taxNumber: null,
      zipcode: '6720',
      city: 'Szeged',
      address: 'Kárász utca 5.',
      email: 'anna@example.com',
    },
    lines,
    totals: { net: total('net'), vat: total('vat'), gross: total('gross') },
    comment: null,
    ...overrides,
  };
}

const names = (element: XmlElement | null | undefined) => element?.children.map((node) => node.name);
const entries = (element: XmlElement | null | undefined) => element?.children.map((node) => [node.name, node.text]);
const only = (requests: ParsedRequest[]) => {
  expect(requests).toHaveLength(1);
  return requests[0] as ParsedRequest;
};
const pdfHead = (pdf: Uint8Array) => Buffer.from(pdf.subarray(0, 5)).toString('latin1');

describe('issuing an invoice through the Agent', () => {
  it('posts the invoice XML as the action-xmlagentxmlfile file, in the XSD’s order, for a person', async () => {
    const issued = await provider().issue(draft(), tx);

    const request = only(fake.requests);
    expect(request.field).toBe('action-xmlagentxmlfile');
    expect(request.root?.name).toBe('xmlszamla');
    expect(request.root?.attributes.xmlns).toBe('http://www.szamlazz.hu/xmlszamla');
    expect(names(request.root)).toEqual(['beallitasok', 'fejlec', 'elado', 'vevo', 'tetelek']);
    expect(entries(child(request.root, 'beallitasok'))).toEqual([
      ['szamlaagentkulcs', fake.agentKey],
      ['eszamla', 'true'],
      ['szamlaLetoltes', 'true'],
      ['valaszVerzio', '2'],
    ]);
    expect(entries(child(request.root, 'fejlec'))).toEqual([
      ['keltDatum', '2026-03-02'],
      ['teljesitesDatum', '2026-03-02'],
      ['fizetesiHataridoDatum', '2026-03-02'],
      ['fizmod', 'Bankkártya'],
      ['penznem', 'HUF'],
      ['szamlaNyelve', 'hu'],
      ['rendelesSzam', 'VAG-2026-000077'],
      ['fizetve', 'true'],
    ]);
    expect(entries(child(request.root, 'elado'))).toEqual([
      ['bank', 'OTP Bank'],
      ['bankszamlaszam', '11773016-11111018-00000000'],
      ['emailReplyto', 'szamla@vagheggi.example'],
    ]);
    // A private person: no tax number, adoalany -1, and Számlázz.hu mails nothing (the shop does).
    expect(entries(child(request.root, 'vevo'))).toEqual([
      ['nev', 'Kiss Anna'],
      ['irsz', '6720'],
      ['telepules', 'Szeged'],
      ['cim', 'Kárász utca 5.'],
      ['email', 'anna@example.com'],
      ['sendEmail', 'false'],
      ['adoalany', '-1'],
    ]);

    expect(issued.number).toMatch(/^E-TEST-2026-\d+$/);
    expect(pdfHead(issued.pdf)).toBe('%PDF-');
    expect(Buffer.from(issued.pdf).equals(fake.documents[0]?.pdf ?? Buffer.alloc(0))).toBe(true);
  });

  it('sends each line’s whole-forint totals exactly: 3 × 12 990 gross at 27% is 10 228 + 2 762, unit price 3 409.33', async () => {
    await provider().issue(draft(), tx);

    const lines = child(only(fake.requests).root, 'tetelek')?.children ?? [];
    expect(lines.map(entries)).toEqual([
      [
        ['megnevezes', 'Arcszérum'],
        ['mennyiseg', '3'],
        ['mennyisegiEgyseg', 'db'],
        ['nettoEgysegar', '3409.33'],
        ['afakulcs', '27'],
        ['nettoErtek', '10228'],
        ['afaErtek', '2762'],
        ['bruttoErtek', '12990'],
      ],
      [
        ['megnevezes', 'Szállítás'],
        ['mennyiseg', '1'],
        ['mennyisegiEgyseg', 'db'],
        ['nettoEgysegar', '1173'],
        ['afakulcs', '27'],
        ['nettoErtek', '1173'],
        ['afaErtek', '317'],
        ['bruttoErtek', '1490'],
      ],
      // The discount is a negative line: −1 299 gross is −1 023 net and −276 VAT.
      [
        ['megnevezes', 'Kupon: TAVASZ10'],
        ['mennyiseg', '1'],
        ['mennyisegiEgyseg', 'db'],
        ['nettoEgysegar', '-1023'],
        ['afakulcs', '27'],
        ['nettoErtek', '-1023'],
        ['afaErtek', '-276'],
        ['bruttoErtek', '-1299'],
      ],
    ]);
    // Számlázz.hu's own sums of the lines are the draft's: 10 378 + 2 803 = 13 181.
    expect(fake.documents[0]?.totals).toEqual({ net: 10378, vat: 2803, gross: 13181 });
    expect(draft().totals).toEqual({ net: 10378, vat: 2803, gross: 13181 });
  });

  it('issues a business invoice for a company with its tax number and a TAM-exempt training line', async () => {
    const companyDraft = draft({
      locale: 'en',
      paymentMethod: 'transfer',
      paid: false,
      dueDate: '2026-03-10',
      comment: 'Az Áfa tv. 85. § (1) bekezdés e) pontja alapján mentes.',
      buyer: { ...draft().buyer, name: 'Szépség Stúdió Bt.', taxNumber: '87654321-1-06' },
      lines: [training],
    });
    const issued = await provider().issue(companyDraft, tx);

    const { root } = only(fake.requests);
    expect(entries(child(root, 'vevo'))?.slice(-3)).toEqual([
      ['sendEmail', 'false'],
      ['adoalany', '1'],
      ['adoszam', '87654321-1-06'],
    ]);
    expect(entries(child(root, 'fejlec'))).toEqual([
      ['keltDatum', '2026-03-02'],
      ['teljesitesDatum', '2026-03-02'],
      ['fizetesiHataridoDatum', '2026-03-10'],
      ['fizmod', 'Átutalás'],
      ['penznem', 'HUF'],
      ['szamlaNyelve', 'en'],
      ['megjegyzes', 'Az Áfa tv. 85. § (1) bekezdés e) pontja alapján mentes.'],
      ['rendelesSzam', 'VAG-2026-000077'],
      ['fizetve', 'false'],
    ]);
    expect(entries(child(root, 'tetelek', 'tetel'))).toEqual([
      ['megnevezes', 'Szempilla-lifting tanfolyam'],
      ['mennyiseg', '1'],
      ['mennyisegiEgyseg', 'alkalom'],
      ['nettoEgysegar', '89000'],
      ['afakulcs', 'TAM'],
      ['nettoErtek', '89000'],
      ['afaErtek', '0'],
      ['bruttoErtek', '89000'],
    ]);
    expect(issued.number).toMatch(/^E-TEST-2026-\d+$/);
  });

  it.each([
    ['cash_on_delivery', 'Utánvét'],
    ['cash', 'Készpénz'],
  ] as const)('labels the payment method %s as %s', async (paymentMethod, label) => {
    await provider().issue(draft({ paymentMethod }), tx);
    expect(textAt(only(fake.requests).root, 'fejlec', 'fizmod')).toBe(label);
  });
});

describe('reversing an invoice (sztornó)', () => {
  it('posts xmlszamlast with the original number and answers the reversal’s number and PDF', async () => {
    const szamlazz = provider();
    const invoice = await szamlazz.issue(draft(), tx);
    const reversalDraft = draft({ kind: 'reversal', original: invoice.number, issueDate: '2026-03-05' });
    const reversal = await szamlazz.issue(reversalDraft, tx);

    const request = fake.requests[1];
    expect(request?.field).toBe('action-szamla_agent_st');
    expect(request?.root?.attributes.xmlns).toBe('http://www.szamlazz.hu/xmlszamlast');
    expect(names(request?.root)).toEqual(['beallitasok', 'fejlec']);
    expect(entries(child(request?.root, 'fejlec'))).toEqual([
      ['szamlaszam', invoice.number],
      ['keltDatum', '2026-03-05'],
      ['teljesitesDatum', '2026-03-02'],
      ['tipus', 'SS'],
    ]);
    expect(reversal.number).toMatch(/^E-TEST-2026-\d+$/);
    expect(reversal.number).not.toBe(invoice.number);
    expect(pdfHead(reversal.pdf)).toBe('%PDF-');
    expect(fake.documents[1]).toMatchObject({ type: 'SS', original: invoice.number, totals: { gross: -13181 } });

    // A second reversal of the same invoice answers the one already issued, never a second one.
    expect((await szamlazz.issue(reversalDraft, tx)).number).toBe(reversal.number);
  });

  it('refuses a reversal without the number it reverses, before asking Számlázz.hu', async () => {
    await expect(provider().issue(draft({ kind: 'reversal' }), tx)).rejects.toMatchObject({
      name: 'InvoiceProviderError',
      retryable: false,
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('passes on the refusal to reverse an unknown invoice as final', async () => {
    await expect(provider().issue(draft({ kind: 'reversal', original: 'E-TEST-2026-99' }), tx)).rejects.toMatchObject({
      retryable: false,
      code: '7',
    });
  });
});

describe('correcting an invoice by a refund of a part (helyesbítő számla)', () => {
  const refund = [line('Visszatérítés', 1, -4000)];
  const correction = (original: string, externalId: string | null = 'VAG-2026-000077-R31') =>
    draft({ kind: 'correction', original, externalId, lines: refund, issueDate: '2026-03-09' });

  it('posts xmlszamla naming the corrected invoice, with its own external id and negative lines', async () => {
    const szamlazz = provider();
    const invoice = await szamlazz.issue(draft(), tx);
    const issued = await szamlazz.issue(correction(invoice.number), tx);

    const request = fake.requests[1];
    expect(request?.field).toBe('action-xmlagentxmlfile');
    const header = child(request?.root, 'fejlec');
    expect(textAt(header, 'helyesbitoszamla')).toBe('true');
    expect(textAt(header, 'helyesbitettSzamlaszam')).toBe(invoice.number);
    expect(textAt(header, 'rendelesSzam')).toBe('VAG-2026-000077');
    expect(textAt(request?.root, 'beallitasok', 'szamlaKulsoAzon')).toBe('VAG-2026-000077-R31');
    expect(entries(child(request?.root, 'tetelek', 'tetel'))).toEqual([
      ['megnevezes', 'Visszatérítés'],
      ['mennyiseg', '1'],
      ['mennyisegiEgyseg', 'db'],
      ['nettoEgysegar', '-3150'],
      ['afakulcs', '27'],
      ['nettoErtek', '-3150'],
      ['afaErtek', '-850'],
      ['bruttoErtek', '-4000'],
    ]);
    expect(issued.number).not.toBe(invoice.number);
    expect(fake.documents[1]).toMatchObject({ type: 'HS', original: invoice.number, totals: { gross: -4000 } });
  });

  it('is found by its external id only once issued, and the invoice still by the order number after it', async () => {
    const szamlazz = provider();
    const invoice = await szamlazz.issue(draft(), tx);
    expect(await szamlazz.find(correction(invoice.number))).toBeNull();
    expect(entries(fake.requests.at(-1)?.root)).toEqual([
      ['szamlaagentkulcs', fake.agentKey],
      ['pdf', 'true'],
      ['szamlaKulsoAzon', 'VAG-2026-000077-R31'],
    ]);
    const issued = await szamlazz.issue(correction(invoice.number), tx);
    expect((await szamlazz.find(correction(invoice.number)))?.number).toBe(issued.number);
    // Another refund's correction is not this one.
    expect(await szamlazz.find(correction(invoice.number, 'VAG-2026-000077-R32'))).toBeNull();
    expect((await szamlazz.find(draft()))?.number).toBe(invoice.number);
  });

  it('refuses a correction without its external id before asking, and passes on correcting a reversal', async () => {
    const szamlazz = provider();
    await expect(szamlazz.issue(correction('E-TEST-2026-1', null), tx)).rejects.toMatchObject({ retryable: false });
    expect(fake.requests).toHaveLength(0);
    const invoice = await szamlazz.issue(draft(), tx);
    const reversal = await szamlazz.issue(draft({ kind: 'reversal', original: invoice.number }), tx);
    await expect(szamlazz.issue(correction(reversal.number), tx)).rejects.toMatchObject({
      retryable: false,
      code: '14',
    });
  });
});

describe('finding an invoice already issued for the sale', () => {
  it('finds nothing before issuing, then the invoice with its PDF by the order number', async () => {
    const szamlazz = provider();
    expect(await szamlazz.find(draft())).toBeNull();
    expect(fake.requests[0]?.field).toBe('action-szamla_agent_xml');
    expect(entries(fake.requests[0]?.root)).toEqual([
      ['szamlaagentkulcs', fake.agentKey],
      ['rendelesSzam', 'VAG-2026-000077'],
      ['pdf', 'true'],
    ]);

    const issued = await szamlazz.issue(draft(), tx);
    const found = await szamlazz.find(draft());
    expect(found?.number).toBe(issued.number);
    expect(Buffer.from(found?.pdf ?? []).equals(Buffer.from(issued.pdf))).toBe(true);
    expect(await szamlazz.find(draft({ orderNumber: 'VAG-2026-000078' }))).toBeNull();
  });

  it('finds the reversal only once issued, and the invoice still after it', async () => {
    const szamlazz = provider();
    const invoice = await szamlazz.issue(draft(), tx);
    const reversalDraft = draft({ kind: 'reversal', original: invoice.number });
    expect(await szamlazz.find(reversalDraft)).toBeNull();

    const reversal = await szamlazz.issue(reversalDraft, tx);
    expect((await szamlazz.find(reversalDraft))?.number).toBe(reversal.number);
    // The order's newest document is now the reversal; it names the invoice it reverses.
    const found = await szamlazz.find(draft());
    expect(found?.number).toBe(invoice.number);
    expect(pdfHead(found?.pdf ?? new Uint8Array())).toBe('%PDF-');
  });
});

describe('refusals and outages', () => {
  it('reports a wrong Agent key as final with the Agent’s code 3', async () => {
    const error = await provider({ agentKey: 'not-the-key' })
      .issue(draft(), tx)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'InvoiceProviderError', retryable: false, code: '3' });
    expect((error as Error).message).toContain('Sikertelen bejelentkezés');
  });

  it('reports a line whose VAT Számlázz.hu recomputes differently (1 000 net at 27% is 270, not 300) as final', async () => {
    const wrong = { ...line('Arckrém', 1, 1270), net: 1000, vat: 300, gross: 1300 };
    await expect(provider().issue(draft({ lines: [wrong] }), tx)).rejects.toMatchObject({
      retryable: false,
      code: '260',
    });
  });

  it('refuses a draft whose lines do not add up to its totals without sending it', async () => {
    const broken = { ...draft(), totals: { net: 10378, vat: 2803, gross: 13182 } };
    await expect(provider().issue(broken, tx)).rejects.toMatchObject({ retryable: false, code: null });
    expect(fake.requests).toHaveLength(0);
  });

  it('retries the maintenance refusal (code 1) the documentation says passes in minutes', async () => {
    fake.failNext({ code: 1, message: 'Rendszerkarbantartás, kérem próbálja meg pár perc múlva.' });
    await expect(provider().issue(draft(), tx)).rejects.toMatchObject({ retryable: true, code: '1' });
    expect(fake.documents).toHaveLength(0);
  });

  it('retries an HTTP 500 and a refused connection', async () => {
    fake.failNext('outage');
    await expect(provider().issue(draft(), tx)).rejects.toMatchObject({ retryable: true, code: null });

    const gone = await startFakeSzamlazz();
    await gone.close();
    await expect(provider({ url: gone.url }).find(draft())).rejects.toMatchObject({ retryable: true });
  });

  it('gives up after the timeout and retries', async () => {
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const error = await provider({ fetch: hanging, timeoutMs: 20 })
      .issue(draft(), tx)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ retryable: true, code: null, message: 'szamlazz issue: no answer within 20 ms' });
  });
});

describe('the fake Agent refuses what the real one refuses', () => {
  const post = (field: string, xml: string, asFile = true) => {
    const form = new FormData();
    if (asFile) form.append(field, new Blob([xml], { type: 'text/xml' }), 'request.xml');
    else form.append(field, xml);
    return fetch(fake.url, { method: 'POST', body: form });
  };

  it('answers 57 for elements out of the XSD’s order and 53 for XML not sent as a file', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<xmlszamlaxml xmlns="http://www.szamlazz.hu/xmlszamlaxml">
  <rendelesSzam>VAG-2026-000077</rendelesSzam>
  <szamlaagentkulcs>${fake.agentKey}</szamlaagentkulcs>
</xmlszamlaxml>`;
    const misplaced = await post('action-szamla_agent_xml', xml);
    expect(misplaced.headers.get('szlahu_error_code')).toBe('57');
    expect(await misplaced.text()).toContain('<hibakod>57</hibakod>');

    const notAFile = await post('action-szamla_agent_xml', xml, false);
    expect(notAFile.headers.get('szlahu_error_code')).toBe('53');
  });
});
