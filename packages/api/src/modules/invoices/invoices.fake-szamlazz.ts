import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';

/*
 * A local stand-in for Számlázz.hu's Számla Agent (tests only). It takes the multipart request
 * the real one takes (the XML as a file, the field naming the action), checks it as the real one
 * does (the XSD's element order and types, the Agent key, each line's arithmetic), issues
 * E-TEST-2026-1… with a small real PDF, reverses, corrects and queries what it issued, and answers in the
 * documented formats: `xmlszamlavalasz` (valaszVerzio 2), the PDF or DONE text (version 1),
 * `szamla` for a query, and refusals with the szlahu_error / szlahu_error_code headers.
 * Codes: 3 login, 7 missing data or no such invoice, 14 reversing or correcting a reversal, 53 no XML file,
 * 57 XML reading (schema) error, 259/260/261 a line's net, VAT or gross is wrong.
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlElement[];
}

export interface ParsedRequest {
  /** The multipart field that carried the XML file, i.e. the action; null when there was none. */
  field: string | null;
  filename: string | null;
  xml: string;
  root: XmlElement | null;
}

interface FakeLine {
  name: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  vatKey: string;
  net: number;
  vat: number;
  gross: number;
}

export interface FakeSzamlazzDocument {
  id: number;
  number: string;
  /** `SZ` invoice, `SS` reversal (sztornó), `HS` correction (helyesbítő). */
  type: 'SZ' | 'SS' | 'HS';
  orderNumber: string | null;
  /** The invoice a reversal or correction refers to. */
  original: string | null;
  /** The caller's own id of the document (szamlaKulsoAzon). */
  externalId: string | null;
  reversedBy: string | null;
  issueDate: string;
  fulfilmentDate: string;
  dueDate: string;
  paymentMethod: string;
  language: string;
  paid: boolean;
  buyer: { name: string; zipcode: string; city: string; address: string; email: string; taxNumber: string | null };
  lines: FakeLine[];
  totals: { net: number; vat: number; gross: number };
  pdf: Buffer;
}

export interface FakeSzamlazz {
  /** The Agent's URL on this fake (…/szamla/), for the provider's `url`. */
  url: string;
  agentKey: string;
  requests: ParsedRequest[];
  documents: FakeSzamlazzDocument[];
  /** The next request gets an HTTP 500 page (a proxy's, not the Agent's), or this Agent refusal. */
  failNext(kind: 'outage' | { code: string | number; message: string }): void;
  close(): Promise<void>;
}

export const child = (element: XmlElement | null | undefined, ...path: string[]): XmlElement | undefined =>
  path.reduce<XmlElement | undefined>(
    (node, name) => node?.children.find((c) => c.name === name),
    element ?? undefined,
  );

export const textAt = (element: XmlElement | null | undefined, ...path: string[]) => child(element, ...path)?.text;

type Kind = 'string' | 'date' | 'boolean' | 'double' | 'int' | 'any';
interface Field {
  name: string;
  required: boolean;
  many: boolean;
  kind: Kind;
  children?: Field[];
}

/** An XSD sequence: `name` required, `name?` optional, `name*` one or more. */
function sequence(spec: Record<string, Kind | Field[]>): Field[] {
  return Object.entries(spec).map(([key, type]) => ({
    name: key.replace(/[?*]$/, ''),
    required: !key.endsWith('?'),
    many: key.endsWith('*'),
    ...(Array.isArray(type) ? { kind: 'string' as const, children: type } : { kind: type }),
  }));
}

const s = 'string' as const;
const [date, bool, double, int, any] = ['date', 'boolean', 'double', 'int', 'any'] as const;
const CREDENTIALS = { 'felhasznalo?': s, 'jelszo?': s, 'szamlaagentkulcs?': s };
const INVOICE = sequence({
  beallitasok: sequence({
    ...CREDENTIALS,
    ...{ eszamla: bool, szamlaLetoltes: bool, 'szamlaLetoltesPld?': int, 'valaszVerzio?': int },
    ...{ 'aggregator?': s, 'guardian?': bool, 'cikkazoninvoice?': bool, 'szamlaKulsoAzon?': s },
  }),
  fejlec: sequence({
    ...{ 'keltDatum?': date, teljesitesDatum: date, fizetesiHataridoDatum: date, fizmod: s, penznem: s },
    ...{ szamlaNyelve: s, 'megjegyzes?': s, 'arfolyamBank?': s, 'arfolyam?': double, 'rendelesSzam?': s },
    ...{ 'dijbekeroSzamlaszam?': s, 'elolegszamla?': bool, 'vegszamla?': bool, 'elolegSzamlaszam?': s },
    ...{ 'helyesbitoszamla?': bool, 'helyesbitettSzamlaszam?': s, 'dijbekero?': bool, 'szallitolevel?': bool },
    ...{ 'logoExtra?': s, 'szamlaszamElotag?': s, 'fizetendoKorrekcio?': double, 'fizetve?': bool },
    ...{ 'arresAfa?': bool, 'eusAfa?': bool, 'szamlaSablon?': s, 'elonezetpdf?': bool, 'simpleItems?': bool },
  }),
  elado: sequence({ 'bank?': s, 'bankszamlaszam?': s, 'emailReplyto?': s, 'emailTargy?': s, 'emailSzoveg?': s }),
  vevo: sequence({
    ...{ nev: s, 'orszag?': s, irsz: s, telepules: s, cim: s, 'email?': s, 'sendEmail?': bool, 'adoalany?': int },
    ...{ 'adoszam?': s, 'adoszamEU?': s, 'postazasiNev?': s, 'postazasiOrszag?': s, 'postazasiIrsz?': s },
    ...{ 'postazasiTelepules?': s, 'postazasiCim?': s, 'vevoFokonyv?': any, 'azonosito?': s, 'alairoNeve?': s },
    ...{ 'telefonszam?': s, 'megjegyzes?': s },
  }),
  'fuvarlevel?': any,
  tetelek: sequence({
    'tetel*': sequence({
      ...{ megnevezes: s, 'azonosito?': s, mennyiseg: double, mennyisegiEgyseg: s, nettoEgysegar: double },
      ...{ afakulcs: s, 'arresAfaAlap?': double, nettoErtek: double, afaErtek: double, bruttoErtek: double },
      ...{ 'megjegyzes?': s, 'tetelFokonyv?': any },
    }),
  }),
});
const REVERSAL = sequence({
  beallitasok: sequence({
    ...CREDENTIALS,
    ...{ eszamla: bool, szamlaLetoltes: bool, 'szamlaLetoltesPld?': int, 'aggregator?': s, 'guardian?': bool },
    ...{ 'valaszVerzio?': int, 'szamlaKulsoAzon?': s },
  }),
  fejlec: sequence({
    ...{ szamlaszam: s, 'keltDatum?': date, 'teljesitesDatum?': date, 'megjegyzes?': s, 'tipus?': s },
    'szamlaSablon?': s,
  }),
  'elado?': sequence({ 'emailReplyto?': s, 'emailTargy?': s, 'emailSzoveg?': s }),
  'vevo?': sequence({ 'email?': s, 'adoszam?': s, 'adoszamEU?': s }),
});
const QUERY = sequence({
  ...{ ...CREDENTIALS, 'szamlaszam?': s, 'rendelesSzam?': s, 'pdf?': bool, 'szamlaKulsoAzon?': s },
});

const ACTIONS: Record<string, { root: string; schema: Field[] }> = {
  'action-xmlagentxmlfile': { root: 'xmlszamla', schema: INVOICE },
  'action-szamla_agent_st': { root: 'xmlszamlast', schema: REVERSAL },
  'action-szamla_agent_xml': { root: 'xmlszamlaxml', schema: QUERY },
};

const LEXICAL: Record<Kind, RegExp> = {
  string: /[\s\S]*/,
  any: /[\s\S]*/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  boolean: /^(true|false|1|0)$/,
  double: /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/,
  int: /^-?\d+$/,
};

/** What the XSD would say: an element out of order, unknown, repeated, missing or of the wrong type. */
function validate(element: XmlElement, fields: Field[], path: string): string | null {
  let at = 0;
  const seen = new Set<string>();
  for (const node of element.children) {
    while (at < fields.length && fields[at]?.name !== node.name) at++;
    const field = fields[at];
    if (!field) return `${path}: unexpected or misplaced element <${node.name}>`;
    if (seen.has(node.name) && !field.many) return `${path}: <${node.name}> repeated`;
    seen.add(node.name);
    const where = `${path}/${node.name}`;
    if (field.children) {
      const problem = validate(node, field.children, where);
      if (problem) return problem;
    } else if (field.kind !== 'any' && node.children.length) return `${where}: unexpected content`;
    else if (!LEXICAL[field.kind].test(node.text)) return `${where}: '${node.text}' is not a valid ${field.kind}`;
    if (!field.many) at++;
  }
  const missing = fields.find((field) => field.required && !seen.has(field.name));
  return missing ? `${path}: missing <${missing.name}>` : null;
}

const orderedParser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
});
const builder = new XMLBuilder({ format: true, ignoreAttributes: false, attributeNamePrefix: '@_' });

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };
function elements(nodes: OrderedNode[]): XmlElement[] {
  return nodes.flatMap((node) => {
    const name = Object.keys(node).find((key) => key !== ':@');
    if (!name || name === '#text' || name.startsWith('?')) return [];
    const content = node[name] as OrderedNode[];
    const text = content.map((item) => (item['#text'] === undefined ? '' : String(item['#text']))).join('');
    return [{ name, attributes: node[':@'] ?? {}, text: text.trim(), children: elements(content) }];
  });
}

function parseXml(xml: string): XmlElement | null {
  if (XMLValidator.validate(xml) !== true) return null;
  return elements(orderedParser.parse(xml) as OrderedNode[])[0] ?? null;
}

const answerXml = (root: string, content: Record<string, unknown>) =>
  builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    [root]: { '@_xmlns': `http://www.szamlazz.hu/${root}`, ...content },
  }) as string;

/** A one-page PDF with the number on it, with a correct cross-reference table. */
function renderPdf(title: string): Buffer {
  const stream = `BT /F1 18 Tf 72 770 Td (${title.replace(/[^\x20-\x7e]|[()\\]/g, '?')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

class Refusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const VAT_KEYS = new Set(['TAM', 'AAM', 'EU', 'EUK', 'MAA', 'F.AFA', 'K.AFA', 'ÁKK', 'TAHK', 'TEHK', 'EUT', 'EUKT']);
const LANGUAGES = new Set(['hu', 'en', 'de', 'it', 'ro', 'sk', 'hr', 'fr', 'es', 'cz', 'pl', 'bg', 'nl', 'ru', 'si']);
const REQUIRED_TEXT = ['nev', 'irsz', 'telepules', 'cim'];
const isTrue = (value: string | undefined) => value === 'true' || value === '1';

function readLine(tetel: XmlElement): FakeLine {
  const value = (name: string) => Number(textAt(tetel, name));
  const line = {
    name: textAt(tetel, 'megnevezes') ?? '',
    quantity: value('mennyiseg'),
    unit: textAt(tetel, 'mennyisegiEgyseg') ?? '',
    unitPrice: value('nettoEgysegar'),
    vatKey: textAt(tetel, 'afakulcs') ?? '',
    net: value('nettoErtek'),
    vat: value('afaErtek'),
    gross: value('bruttoErtek'),
  };
  const rate = VAT_KEYS.has(line.vatKey) ? 0 : Number(line.vatKey);
  if (!line.name || !line.unit) throw new Refusal(57, 'XML beolvasási hiba: üres tétel megnevezés vagy egység.');
  if (!VAT_KEYS.has(line.vatKey) && !(line.vatKey !== '' && rate >= 0 && rate < 100)) {
    throw new Refusal(57, `XML beolvasási hiba: érvénytelen áfakulcs: ${line.vatKey}`);
  }
  if (Math.abs(line.unitPrice * line.quantity - line.net) > 1) {
    throw new Refusal(259, `A tétel nettó értéke hibás: ${line.name}`);
  }
  if (Math.abs(Math.round((line.net * rate) / 100) - line.vat) > 1) {
    throw new Refusal(260, `A tétel áfa értéke hibás: ${line.name}`);
  }
  if (Math.abs(line.net + line.vat - line.gross) > 0.001) {
    throw new Refusal(261, `A tétel bruttó értéke hibás: ${line.name}`);
  }
  return line;
}

export async function startFakeSzamlazz(options: { agentKey?: string } = {}): Promise<FakeSzamlazz> {
  const agentKey = options.agentKey ?? 'fake-szamla-agent-key-0123456789';
  const requests: ParsedRequest[] = [];
  const documents: FakeSzamlazzDocument[] = [];
  let failure: 'outage' | { code: string | number; message: string } | undefined;

  function sum(lines: FakeLine[], key: 'net' | 'vat' | 'gross') {
    return Math.round(lines.reduce((total, line) => total + line[key], 0) * 100) / 100;
  }

  function store(document: Omit<FakeSzamlazzDocument, 'id' | 'number' | 'pdf' | 'totals' | 'reversedBy'>) {
    const year = document.issueDate.slice(0, 4);
    const number = `E-TEST-${year}-${documents.filter((d) => d.issueDate.startsWith(year)).length + 1}`;
    const totals = {
      net: sum(document.lines, 'net'),
      vat: sum(document.lines, 'vat'),
      gross: sum(document.lines, 'gross'),
    };
    const stored = { ...document, id: documents.length + 1, number, totals, reversedBy: null, pdf: renderPdf(number) };
    documents.push(stored);
    return stored;
  }

  function issue(root: XmlElement): FakeSzamlazzDocument {
    const header = (name: string) => textAt(root, 'fejlec', name);
    const buyer = (name: string) => textAt(root, 'vevo', name) ?? '';
    if (!LANGUAGES.has(header('szamlaNyelve') ?? '')) throw new Refusal(57, 'XML beolvasási hiba: szamlaNyelve');
    const empty = REQUIRED_TEXT.find((name) => !buyer(name));
    if (empty) throw new Refusal(57, `XML beolvasási hiba: hiányzó vevő adat: ${empty}`);
    const lines = (child(root, 'tetelek')?.children ?? []).map(readLine);
    const corrected = isTrue(header('helyesbitoszamla')) ? header('helyesbitettSzamlaszam') : null;
    if (corrected !== null) {
      const original = documents.find((d) => d.number === corrected);
      if (!original) throw new Refusal(7, `Nem létező számlaszám: ${corrected}`);
      if (original.type === 'SS') {
        throw new Refusal(14, 'Sztornó és jóváíró számlát nem lehet sem sztornózni, sem jóváírni.');
      }
    }
    return store({
      type: corrected !== null ? 'HS' : 'SZ',
      orderNumber: header('rendelesSzam')?.trim() || null,
      original: corrected ?? null,
      externalId: textAt(root, 'beallitasok', 'szamlaKulsoAzon') || null,
      issueDate: header('keltDatum') ?? new Date().toISOString().slice(0, 10),
      fulfilmentDate: header('teljesitesDatum') ?? '',
      dueDate: header('fizetesiHataridoDatum') ?? '',
      paymentMethod: header('fizmod') ?? '',
      language: header('szamlaNyelve') ?? 'hu',
      paid: isTrue(header('fizetve')),
      buyer: {
        ...{ name: buyer('nev'), zipcode: buyer('irsz'), city: buyer('telepules'), address: buyer('cim') },
        ...{ email: buyer('email'), taxNumber: buyer('adoszam') || null },
      },
      lines,
    });
  }

  function reverse(root: XmlElement): FakeSzamlazzDocument {
    const number = textAt(root, 'fejlec', 'szamlaszam');
    const original = documents.find((d) => d.number === number);
    if (!original) throw new Refusal(7, `Nem létező számlaszám: ${number}`);
    if (original.type === 'SS')
      throw new Refusal(14, 'Sztornó és jóváíró számlát nem lehet sem sztornózni, sem jóváírni.');
    // A repeated reversal echoes the reversal already issued.
    const existing = documents.find((d) => d.number === original.reversedBy);
    if (existing) return existing;
    const negate = (value: number) => (value === 0 ? 0 : -value);
    const reversal = store({
      ...original,
      type: 'SS',
      original: original.number,
      externalId: textAt(root, 'beallitasok', 'szamlaKulsoAzon') || null,
      issueDate: textAt(root, 'fejlec', 'keltDatum') ?? new Date().toISOString().slice(0, 10),
      fulfilmentDate: textAt(root, 'fejlec', 'teljesitesDatum') ?? original.fulfilmentDate,
      lines: original.lines.map((line) => ({
        ...line,
        ...{ quantity: negate(line.quantity), net: negate(line.net), vat: negate(line.vat), gross: negate(line.gross) },
      })),
    });
    original.reversedBy = reversal.number;
    return reversal;
  }

  function query(root: XmlElement): FakeSzamlazzDocument {
    const number = textAt(root, 'szamlaszam');
    const orderNumber = textAt(root, 'rendelesSzam');
    const externalId = textAt(root, 'szamlaKulsoAzon');
    // By order number: the newest document of any kind that carries it.
    const found = number
      ? documents.find((d) => d.number === number)
      : orderNumber
        ? documents.findLast((d) => d.orderNumber === orderNumber)
        : externalId
          ? documents.findLast((d) => d.externalId === externalId)
          : undefined;
    if (!found) throw new Refusal(7, 'Hiányzó adat: nem található számla a megadott adatokkal.');
    return found;
  }

  function describe(document: FakeSzamlazzDocument, withPdf: boolean) {
    return answerXml('szamla', {
      szallito: { id: 1, nev: 'Teszt Eladó Kft.', cim: { irsz: '1111', telepules: 'Budapest', cim: 'Teszt u. 1.' } },
      alap: {
        ...{
          id: document.id,
          szamlaszam: document.number,
          gazdEsemAzon: document.id,
          tipus: document.type,
          eszamla: 1,
        },
        ...(document.original ? { hivszamlaszam: document.original } : {}),
        ...{ kelt: document.issueDate, telj: document.fulfilmentDate, fizh: document.dueDate },
        ...{ fizmod: document.paymentMethod, keszpenz: document.paymentMethod === 'Készpénz' },
        ...(document.orderNumber ? { rendelesszam: document.orderNumber } : {}),
        ...{ nyelv: document.language, devizanem: 'HUF', teszt: true },
        ...(document.reversedBy ? { sztornozott: true } : {}),
      },
      vevo: {
        nev: document.buyer.name,
        cim: { irsz: document.buyer.zipcode, telepules: document.buyer.city, cim: document.buyer.address },
        email: document.buyer.email,
        adoszam: document.buyer.taxNumber ?? '',
      },
      tetelek: {
        tetel: document.lines.map((line) => ({
          ...{ nev: line.name, mennyiseg: line.quantity, mennyisegiegyseg: line.unit },
          ...{ nettoegysegar: line.unitPrice, afakulcs: VAT_KEYS.has(line.vatKey) ? 0 : Number(line.vatKey) },
          ...{ netto: line.net, afa: line.vat, brutto: line.gross },
        })),
      },
      osszegek: { totalossz: { netto: document.totals.net, afa: document.totals.vat, brutto: document.totals.gross } },
      ...(withPdf ? { pdf: document.pdf.toString('base64') } : {}),
    });
  }

  function refuse(res: ServerResponse, version: number, code: string | number, message: string) {
    const headers = { szlahu_error: encodeURIComponent(message), szlahu_error_code: String(code) };
    if (version === 2) {
      res.writeHead(200, { 'content-type': 'application/xml; charset=UTF-8', ...headers });
      res.end(answerXml('xmlszamlavalasz', { sikeres: false, hibakod: code, hibauzenet: message }));
    } else {
      res.writeHead(200, { 'content-type': 'text/plain; charset=UTF-8', ...headers });
      res.end(`[ERR] ${message}`);
    }
  }

  function issued(res: ServerResponse, document: FakeSzamlazzDocument, version: number, withPdf: boolean) {
    const outstanding = document.paid ? 0 : document.totals.gross;
    const headers = {
      ...{ szlahu_szamlaszam: encodeURIComponent(document.number), szlahu_id: String(document.id) },
      szlahu_nettovegosszeg: String(document.totals.net),
      szlahu_bruttovegosszeg: String(document.totals.gross),
      szlahu_kintlevoseg: String(outstanding),
    };
    if (version === 2) {
      res.writeHead(200, { 'content-type': 'application/xml; charset=UTF-8', ...headers });
      res.end(
        answerXml('xmlszamlavalasz', {
          ...{ sikeres: true, szamlaszam: document.number, szamlanetto: document.totals.net },
          ...{ szamlabrutto: document.totals.gross, kintlevoseg: outstanding },
          ...(withPdf ? { pdf: document.pdf.toString('base64') } : {}),
        }),
      );
    } else if (withPdf) {
      res.writeHead(200, { 'content-type': 'application/pdf', ...headers });
      res.end(document.pdf);
    } else {
      res.writeHead(200, { 'content-type': 'text/plain; charset=UTF-8', ...headers });
      res.end(`xmlagentresponse=DONE;${document.number}`);
    }
  }

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request: ParsedRequest = { field: null, filename: null, xml: '', root: null };
    try {
      const form = await new Response(Buffer.concat(chunks), {
        headers: { 'content-type': req.headers['content-type'] ?? 'application/octet-stream' },
      }).formData();
      for (const [name, value] of form) {
        if (typeof value !== 'string' && ACTIONS[name]) {
          Object.assign(request, { field: name, filename: value.name, xml: await value.text() });
          break;
        }
      }
    } catch {
      // Not multipart: no file, as with the real Agent.
    }
    request.root = request.xml ? parseXml(request.xml) : null;
    requests.push(request);
    const action = request.field ? ACTIONS[request.field] : undefined;
    const settings = child(request.root, 'beallitasok');
    const version = !action || action.root === 'xmlszamlaxml' ? 2 : Number(textAt(settings, 'valaszVerzio') ?? 1);

    const failed = failure;
    failure = undefined;
    if (failed === 'outage') {
      res.writeHead(500, { 'content-type': 'text/html' });
      return res.end('<html><body><h1>500 Internal Server Error</h1></body></html>');
    }
    if (failed) return refuse(res, version, failed.code, failed.message);
    if (req.method !== 'POST' || new URL(req.url ?? '/', 'http://fake').pathname !== '/szamla/') {
      res.writeHead(404, { 'content-type': 'text/html' });
      return res.end('<html><body>Not found</body></html>');
    }
    if (!action) return refuse(res, 1, 53, 'Hiányzó XML fájl.');
    const { root } = request;
    if (!root || root.name !== action.root || root.attributes.xmlns !== `http://www.szamlazz.hu/${action.root}`) {
      return refuse(res, version, 57, `XML beolvasási hiba: a gyökérelem nem ${action.root}.`);
    }
    const problem = validate(root, action.schema, root.name);
    if (problem) return refuse(res, version, 57, `XML beolvasási hiba: ${problem}`);
    if (textAt(settings ?? root, 'szamlaagentkulcs') !== agentKey)
      return refuse(res, version, 3, 'Sikertelen bejelentkezés');
    try {
      if (action.root === 'xmlszamlaxml') {
        const answer = describe(query(root), isTrue(textAt(root, 'pdf')));
        res.writeHead(200, { 'content-type': 'application/xml; charset=UTF-8' });
        return res.end(answer);
      }
      const document = action.root === 'xmlszamla' ? issue(root) : reverse(root);
      issued(res, document, version, isTrue(textAt(settings, 'szamlaLetoltes')));
    } catch (error) {
      if (!(error instanceof Refusal)) {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
        throw error;
      }
      refuse(res, version, error.code, error.message);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/szamla/`,
    agentKey,
    requests,
    documents,
    failNext(kind) {
      failure = kind;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
