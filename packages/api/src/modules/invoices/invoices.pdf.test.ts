import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from './invoices.pdf';
import type { InvoiceDraft, InvoiceLine } from './invoices.types';

const CREATED_AT = new Date('2025-03-14T10:00:00Z');

function line(overrides: Partial<InvoiceLine> = {}): InvoiceLine {
  return {
    name: 'Őszirózsa krém – 50 ml',
    quantity: 2,
    unit: 'db',
    vatRate: 27,
    vatExemption: null,
    net: 9720,
    vat: 2625,
    gross: 12345,
    ...overrides,
  };
}

function draft(overrides: Partial<InvoiceDraft> = {}): InvoiceDraft {
  return {
    kind: 'invoice',
    orderNumber: 'R-2025-000123',
    original: null,
    externalId: null,
    locale: 'hu',
    currency: 'HUF',
    issueDate: '2025-03-14',
    fulfilmentDate: '2025-03-13',
    dueDate: '2025-03-14',
    paymentMethod: 'card',
    paid: true,
    seller: {
      name: 'Vagheggi Hungary Kft.',
      taxNumber: '12345678-2-42',
      zipcode: '1051',
      city: 'Budapest',
      address: 'Fő utca 1.',
      email: 'szamla@example.hu',
      bankName: 'Példa Bank',
      bankAccount: '12345678-12345678-12345678',
      prefix: 'E-VAG',
    },
    buyer: {
      name: 'Vevő Kft.',
      taxNumber: '87654321-2-13',
      zipcode: '2000',
      city: 'Szentendre',
      address: 'Dűlő út 5.',
      email: 'vevo@example.hu',
    },
    lines: [line()],
    totals: { net: 9720, vat: 2625, gross: 12345 },
    comment: 'Köszönjük a vásárlást!',
    ...overrides,
  };
}

describe('renderInvoicePdf', () => {
  it('renders a whole PDF document', async () => {
    const pdf = Buffer.from(await renderInvoicePdf(draft(), 'E-VAG-2025-00001', { createdAt: CREATED_AT }));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1').trim()).toBe('%%EOF');
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  it('prints the Hungarian names, the invoice details and the totals in DejaVu Sans', async () => {
    const pdf = await renderInvoicePdf(draft(), 'E-VAG-2025-00001', { createdAt: CREATED_AT });
    const [page, ...more] = extractPages(pdf);
    expect(more).toEqual([]);
    // A wrapped text continues on the next extracted line.
    const text = page?.replace(/ ?\n/g, ' ');
    for (const expected of [
      'Számla',
      'E-VAG-2025-00001',
      'Őszirózsa krém – 50 ml',
      'Vevő Kft.',
      'Dűlő út 5.',
      'Adószám: 87654321-2-13',
      'Bankszámla: Példa Bank 12345678-12345678-12345678',
      'R-2025-000123',
      '2025.03.13.',
      'Bankkártya',
      '2 db',
      '27%',
      '9.720 Ft',
      'Fizetendő: 12.345 Ft',
      'Köszönjük a vásárlást!',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Invoice');
    expect(fontNames(pdf)).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
  });

  it('writes the headings in both languages on an English invoice', async () => {
    const pdf = await renderInvoicePdf(draft({ locale: 'en', paymentMethod: 'transfer' }), 'E-VAG-2025-00002', {
      createdAt: CREATED_AT,
    });
    const text = extractPages(pdf).join('\n');
    expect(text).toContain('Számla / Invoice');
    expect(text).toContain('Fizetési mód / Payment method');
    expect(text).toContain('Átutalás / Bank transfer');
    expect(text).toContain('Fizetendő / Total:');
  });

  it('sums the VAT by rate and shows the exemption key instead of a rate', async () => {
    const lines = [
      line(),
      line({ name: 'Kedvezmény', quantity: 1, net: -1000, vat: -270, gross: -1270 }),
      line({
        name: 'Képzés',
        quantity: 1,
        unit: 'alkalom',
        vatRate: 0,
        vatExemption: 'TAM',
        net: 5000,
        vat: 0,
        gross: 5000,
      }),
    ];
    const pdf = await renderInvoicePdf(
      draft({ lines, totals: { net: 13720, vat: 2355, gross: 16075 } }),
      'E-VAG-2025-00003',
      {
        createdAt: CREATED_AT,
      },
    );
    const text = extractPages(pdf).join('\n');
    // 27%: 9 720 − 1 000 = 8 720 net, 2 625 − 270 = 2 355 VAT, 12 345 − 1 270 = 11 075 gross.
    expect(text).toContain('-1.270 Ft');
    expect(text).toMatch(/27%\n8.720 Ft\n2.355 Ft\n11.075 Ft/);
    expect(text).toMatch(/TAM\n5.000 Ft\n0 Ft\n5.000 Ft/);
    expect(text).toContain('16.075 Ft');
  });

  it('names the reversed invoice on a reversal', async () => {
    const reversal = draft({
      kind: 'reversal',
      original: 'E-VAG-2025-00001',
      totals: { net: -9720, vat: -2625, gross: -12345 },
    });
    const text = extractPages(await renderInvoicePdf(reversal, 'E-VAG-2025-00004', { createdAt: CREATED_AT })).join(
      '\n',
    );
    expect(text).toContain('Sztornó számla');
    expect(text).toContain('Sztornózott számla\nE-VAG-2025-00001');
    expect(text).toContain('-12.345 Ft');
  });

  it('flows 60 lines onto further pages, repeating the table header on each', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => line({ name: `Termék ${index + 1}` }));
    // 60 × 12 345 = 740 700 gross.
    const totals = { net: 60 * 9720, vat: 60 * 2625, gross: 740_700 };
    const pdf = await renderInvoicePdf(draft({ lines, totals }), 'E-VAG-2025-00005', { createdAt: CREATED_AT });
    const pages = extractPages(pdf);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages.slice(1))
      expect(page).toMatch(/^Megnevezés\nMennyiség\nNettó\nÁFA kulcs\nÁFA\nBruttó\nTermék \d+\n/);
    const text = pages.join('\n');
    for (const index of [1, 30, 60]) expect(text).toContain(`Termék ${index}\n`);
    expect(pages.at(-1)).toContain('Fizetendő:\n740.700 Ft');
    expect(pages.at(-1)).toContain(`${pages.length} / ${pages.length} oldal`);
  });

  it('wraps a long line name instead of cutting it', async () => {
    const name = 'Regeneráló éjszakai arckrém érzékeny és száraz bőrre, hialuronsavval és növényi őssejtekkel – 50 ml';
    const text = extractPages(await renderInvoicePdf(draft({ lines: [line({ name })] }), 'E-VAG-2025-00006')).join(
      '\n',
    );
    expect(text).not.toContain(name);
    expect(text.replace(/ ?\n/g, ' ')).toContain(name);
  });

  it('renders the same bytes for the same invoice and creation date', async () => {
    const first = await renderInvoicePdf(draft(), 'E-VAG-2025-00001', { createdAt: CREATED_AT });
    const second = await renderInvoicePdf(draft(), 'E-VAG-2025-00001', { createdAt: CREATED_AT });
    const later = await renderInvoicePdf(draft(), 'E-VAG-2025-00001', { createdAt: new Date('2025-03-15T10:00:00Z') });
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    expect(Buffer.from(later).equals(Buffer.from(first))).toBe(false);
  });

  it('sets the title, author and dates in the document information', async () => {
    const seller = { ...draft().seller, name: 'Szépség Műhely Kft.' };
    const pdf = await renderInvoicePdf(draft({ seller }), 'E-VAG-2025-00001', { createdAt: CREATED_AT });
    expect(documentInfo(pdf, 'Title')).toBe('E-VAG-2025-00001');
    expect(documentInfo(pdf, 'Author')).toBe('Szépség Műhely Kft.');
    expect(documentInfo(pdf, 'CreationDate')).toBe('D:20250314100000Z');
    expect(documentInfo(pdf, 'ModDate')).toBe('D:20250314100000Z');
  });
});

/*
 * A small text extractor for pdfkit's output: inflates the streams, reads each font's ToUnicode
 * CMap, and decodes the glyph ids of every text operation (one `BT … ET` per line) page by page.
 */
interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function readObjects(pdf: Uint8Array): Map<number, PdfObject> {
  const raw = Buffer.from(pdf);
  const text = raw.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const start = /(\d+) 0 obj\n<<([\s\S]*?)\n>>\n(stream\n|endobj)/g;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    const [, id, dict = '', end] = match;
    let stream: Buffer | null = null;
    if (end === 'stream\n') {
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
      const data = raw.subarray(start.lastIndex, start.lastIndex + length);
      stream = dict.includes('/FlateDecode') ? inflateSync(data) : data;
      start.lastIndex += length;
    }
    objects.set(Number(id), { dict, stream });
  }
  return objects;
}

function toUnicode(cmap: string): Map<string, string> {
  const glyphs = new Map<string, string>();
  for (const [, first, , entries = ''] of cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]{4})> \[([^\]]*)\]/g)) {
    [...entries.matchAll(/<([0-9a-f ]*)>/g)].forEach(([, units = ''], offset) => {
      const code = (Number.parseInt(first ?? '0', 16) + offset).toString(16).padStart(4, '0');
      const chars = units.split(' ').map((unit) => String.fromCharCode(Number.parseInt(unit, 16)));
      glyphs.set(code, chars.join(''));
    });
  }
  return glyphs;
}

function extractPages(pdf: Uint8Array): string[] {
  const objects = readObjects(pdf);
  const get = (id: string | undefined) => objects.get(Number(id)) ?? { dict: '', stream: null };
  const fonts = new Map<string, Map<string, string>>();
  for (const { dict } of objects.values()) {
    for (const [, name, id] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const cmapId = /\/ToUnicode (\d+) 0 R/.exec(get(id).dict)?.[1];
      fonts.set(name ?? '', toUnicode(get(cmapId).stream?.toString('latin1') ?? ''));
    }
  }
  const pagesDict = [...objects.values()].find(({ dict }) => dict.includes('/Type /Pages'))?.dict ?? '';
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(pagesDict)?.[1]?.matchAll(/(\d+) 0 R/g) ?? [])].map(([, id]) => id);
  return kids.map((pageId) => {
    const contentId = /\/Contents (\d+) 0 R/.exec(get(pageId).dict)?.[1];
    const content = get(contentId).stream?.toString('latin1') ?? '';
    let font = new Map<string, string>();
    const lines: string[] = [];
    for (const [, block = ''] of content.matchAll(/\nBT\n([\s\S]*?)\nET/g)) {
      let textLine = '';
      for (const [, fontName, runs] of block.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
        if (fontName) font = fonts.get(fontName) ?? new Map();
        for (const [, hex = ''] of runs?.matchAll(/<([0-9a-f]*)>/g) ?? []) {
          for (const code of hex.match(/.{4}/g) ?? []) textLine += font.get(code) ?? '\ufffd';
        }
      }
      lines.push(textLine.replaceAll('\u00a0', ' '));
    }
    return lines.join('\n');
  });
}

function fontNames(pdf: Uint8Array): string[] {
  const names = [...readObjects(pdf).values()].flatMap(
    ({ dict }) => /\/Type \/Font\n\/Subtype \/Type0\n\/BaseFont \/[A-Z]{6}\+(\S+)/.exec(dict)?.slice(1) ?? [],
  );
  return names.sort();
}

/** A document information entry (pdfkit writes each as its own string object). */
function documentInfo(pdf: Uint8Array, key: string): string | undefined {
  const raw = Buffer.from(pdf).toString('latin1');
  const objectText = (id: string | undefined) => new RegExp(`\\n${id} 0 obj\\n([\\s\\S]*?)\\nendobj`).exec(raw)?.[1];
  const info = objectText(/\/Info (\d+) 0 R/.exec(raw)?.[1]) ?? '';
  const literal = /^\(([\s\S]*)\)$/.exec(objectText(new RegExp(`/${key} (\\d+) 0 R`).exec(info)?.[1]) ?? '')?.[1];
  if (literal === undefined) return undefined;
  const bytes = Buffer.from(literal.replace(/\\([()\\])/g, '$1'), 'latin1');
  // A string with letters beyond Latin-1 is UTF-16BE after a byte order mark.
  if (bytes[0] !== 0xfe || bytes[1] !== 0xff) return bytes.toString('latin1');
  return new TextDecoder('utf-16be').decode(bytes.subarray(2));
}
