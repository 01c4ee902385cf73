import { createRequire } from 'node:module';
import type { XMLBuilder, XMLParser } from 'fast-xml-parser';
import {
  type InvoiceDraft,
  type InvoiceLine,
  type InvoicePaymentMethod,
  type InvoiceProvider,
  InvoiceProviderError,
  type IssuedInvoice,
} from './invoices.types';

/*
 * Számlázz.hu's Számla Agent (docs.szamlazz.hu/agent): one URL, the XML posted as a multipart
 * file whose field name selects the action, the Agent key inside the XML. We ask for answer
 * version 2 (XML with the PDF in base64) and for e-invoices, and never let Számlázz.hu mail the
 * buyer: the shop sends its own mail with the PDF.
 */

export const SZAMLAZZ_AGENT_URL = 'https://www.szamlazz.hu/szamla/';
/** The Agent answers in seconds; an invoice waits in the queue, so a slow answer may take its time. */
export const SZAMLAZZ_TIMEOUT_MS = 30_000;

const ACTIONS = {
  issue: { field: 'action-xmlagentxmlfile', root: 'xmlszamla' },
  reverse: { field: 'action-szamla_agent_st', root: 'xmlszamlast' },
  query: { field: 'action-szamla_agent_xml', root: 'xmlszamlaxml' },
} as const;
type Action = keyof typeof ACTIONS;

const PAYMENT_METHOD_LABELS: Record<InvoicePaymentMethod, string> = {
  card: 'Bankkártya',
  transfer: 'Átutalás',
  cash_on_delivery: 'Utánvét',
  cash: 'Készpénz',
};

/** Maintenance (1) and a failed e-invoice signature (55, the timestamp server) pass by themselves. */
const TRANSIENT_CODES = new Set(['1', '55']);
/** The invoice was issued but Számlázz.hu could not mail it: a success when the answer names the invoice. */
const NOTIFICATION_FAILED = '56';
/** "Missing data": the answer of a query that found no invoice. */
const NOT_FOUND = '7';

/** The buyer's `adoalany`: 1 has a Hungarian tax number, -1 a private person without one. */
const TAXPAYER_COMPANY = 1;
const TAXPAYER_PERSON = -1;

export interface SzamlazzProviderOptions {
  agentKey: string;
  url?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

type Xml = Record<string, unknown>;

/**
 * The XML library loads with the first call to the Agent, not at the server's start: a shop that
 * issues its invoices locally never needs it (issue 23's idle memory).
 */
let xmlTools: { builder: XMLBuilder; parser: XMLParser } | undefined;
function xmlLibrary() {
  if (xmlTools) return xmlTools;
  const fxp = createRequire(import.meta.url)('fast-xml-parser') as typeof import('fast-xml-parser');
  xmlTools = {
    builder: new fxp.XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true }),
    parser: new fxp.XMLParser({ ignoreAttributes: true, removeNSPrefix: true, parseTagValue: false, trimValues: true }),
  };
  return xmlTools;
}

// XML 1.0 allows no control characters but tab and newlines; the builder escapes the rest.
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
const clean = (value: string) => value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').trim();

function xmlDocument(root: string, content: Xml): string {
  return xmlLibrary().builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    [root]: { '@_xmlns': `http://www.szamlazz.hu/${root}`, ...content },
  });
}

function settings(agentKey: string, externalId: string | null = null): Xml {
  return {
    ...{ szamlaagentkulcs: agentKey, eszamla: true, szamlaLetoltes: true, valaszVerzio: 2 },
    ...(externalId ? { szamlaKulsoAzon: externalId } : {}),
  };
}

/** The unit price is derived; the line's whole-forint totals are sent exactly as the buyer paid them. */
function line(item: InvoiceLine): Xml {
  return {
    megnevezes: clean(item.name),
    mennyiseg: item.quantity,
    mennyisegiEgyseg: clean(item.unit),
    nettoEgysegar: Math.round((item.net / item.quantity) * 100) / 100,
    afakulcs: item.vatExemption ?? item.vatRate,
    nettoErtek: item.net,
    afaErtek: item.vat,
    bruttoErtek: item.gross,
  };
}

function invoiceXml(draft: InvoiceDraft, agentKey: string): string {
  const { seller, buyer } = draft;
  const company = Boolean(buyer.taxNumber);
  // A correction (helyesbítő számla) is an invoice that names the one it corrects, its lines negative.
  const correction = draft.kind === 'correction' && draft.original;
  return xmlDocument(ACTIONS.issue.root, {
    beallitasok: settings(agentKey, draft.externalId),
    fejlec: {
      keltDatum: draft.issueDate,
      teljesitesDatum: draft.fulfilmentDate,
      fizetesiHataridoDatum: draft.dueDate,
      fizmod: PAYMENT_METHOD_LABELS[draft.paymentMethod],
      penznem: draft.currency,
      szamlaNyelve: draft.locale,
      ...(draft.comment ? { megjegyzes: clean(draft.comment) } : {}),
      rendelesSzam: draft.orderNumber,
      ...(correction ? { helyesbitoszamla: true, helyesbitettSzamlaszam: draft.original } : {}),
      fizetve: draft.paid,
    },
    elado: {
      ...(seller.bankName ? { bank: clean(seller.bankName) } : {}),
      ...(seller.bankAccount ? { bankszamlaszam: clean(seller.bankAccount) } : {}),
      ...(seller.email ? { emailReplyto: clean(seller.email) } : {}),
    },
    vevo: {
      nev: clean(buyer.name),
      irsz: clean(buyer.zipcode),
      telepules: clean(buyer.city),
      cim: clean(buyer.address),
      email: clean(buyer.email),
      sendEmail: false,
      adoalany: company ? TAXPAYER_COMPANY : TAXPAYER_PERSON,
      ...(company && buyer.taxNumber ? { adoszam: clean(buyer.taxNumber) } : {}),
    },
    tetelek: { tetel: draft.lines.map(line) },
  });
}

function reversalXml(draft: InvoiceDraft & { original: string }, agentKey: string): string {
  return xmlDocument(ACTIONS.reverse.root, {
    beallitasok: settings(agentKey),
    fejlec: {
      szamlaszam: draft.original,
      keltDatum: draft.issueDate,
      teljesitesDatum: draft.fulfilmentDate,
      ...(draft.comment ? { megjegyzes: clean(draft.comment) } : {}),
      tipus: 'SS',
    },
  });
}

type QueryBy = { orderNumber: string } | { number: string } | { externalId: string };

function queryXml(by: QueryBy, agentKey: string): string {
  return xmlDocument(ACTIONS.query.root, {
    szamlaagentkulcs: agentKey,
    ...('number' in by ? { szamlaszam: by.number } : {}),
    ...('orderNumber' in by ? { rendelesSzam: by.orderNumber } : {}),
    pdf: true,
    ...('externalId' in by ? { szamlaKulsoAzon: by.externalId } : {}),
  });
}

/** Számlázz.hu checks each line; the sums are ours to keep, and a draft that breaks them is a bug to look at. */
function assertBalanced(draft: InvoiceDraft) {
  const sum = (key: 'net' | 'vat' | 'gross') => draft.lines.reduce((total, item) => total + item[key], 0);
  const broken = draft.lines.find(
    (item) =>
      !(item.quantity > 0) ||
      ![item.net, item.vat, item.gross].every(Number.isInteger) ||
      item.net + item.vat !== item.gross,
  );
  if (broken) throw new InvoiceProviderError(`szamlazz: line "${broken.name}" does not add up`, false);
  if (sum('net') !== draft.totals.net || sum('vat') !== draft.totals.vat || sum('gross') !== draft.totals.gross) {
    throw new InvoiceProviderError(`szamlazz: lines do not add up to the totals of ${draft.orderNumber}`, false);
  }
}

interface Answer {
  xml: Xml | null;
  header(name: string): string | null;
  error: { code: string; message: string } | null;
}

function child(node: unknown, name: string): unknown {
  return node && typeof node === 'object' ? (node as Xml)[name] : undefined;
}

function text(node: unknown, name: string): string | null {
  const value = child(node, name);
  return typeof value === 'string' && value !== '' ? value : null;
}

/** `szlahu_szamlaszam` and `szlahu_error` come URL-encoded; the codes and sums do not. */
function urlDecoded(value: string | null): string | null {
  if (!value) return null;
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

function pdfOf(base64: string | null, what: string): Uint8Array {
  const pdf = base64 ? new Uint8Array(Buffer.from(base64, 'base64')) : new Uint8Array();
  if (Buffer.from(pdf.subarray(0, 4)).toString('latin1') !== '%PDF') {
    throw new InvoiceProviderError(`szamlazz: no PDF in the answer for ${what}`, true);
  }
  return pdf;
}

export function createSzamlazzProvider(options: SzamlazzProviderOptions): InvoiceProvider {
  const url = options.url ?? SZAMLAZZ_AGENT_URL;
  const timeoutMs = options.timeoutMs ?? SZAMLAZZ_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? fetch;

  async function call(action: Action, request: string): Promise<Answer> {
    const { field } = ACTIONS[action];
    const form = new FormData();
    form.append(field, new Blob([request], { type: 'text/xml' }), `${ACTIONS[action].root}.xml`);
    let response: Response;
    let body: string;
    try {
      response = await fetchImpl(url, { method: 'POST', body: form, signal: AbortSignal.timeout(timeoutMs) });
      body = await response.text();
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${timeoutMs} ms`
          : error instanceof Error
            ? error.message
            : 'unreachable';
      throw new InvoiceProviderError(`szamlazz ${action}: ${reason}`, true);
    }
    const header = (name: string) => response.headers.get(name)?.trim() || null;
    if (header('szlahu_down')) throw new InvoiceProviderError(`szamlazz ${action}: the service is down`, true);
    let xml: Xml | null = null;
    try {
      xml = body.trimStart().startsWith('<') ? (xmlLibrary().parser.parse(body) as Xml) : null;
    } catch {
      xml = null;
    }
    const verdict = child(xml, 'xmlszamlavalasz');
    const code = header('szlahu_error_code') ?? text(verdict, 'hibakod');
    if (code) {
      const message = text(verdict, 'hibauzenet') ?? urlDecoded(header('szlahu_error')) ?? 'no message';
      return { xml, header, error: { code, message: message.split('\n')[0] ?? message } };
    }
    if (!response.ok) {
      const retryable = response.status >= 500 || response.status === 408 || response.status === 429;
      throw new InvoiceProviderError(`szamlazz ${action}: HTTP ${response.status}`, retryable);
    }
    return { xml, header, error: null };
  }

  const refusal = (action: Action, error: { code: string; message: string }) =>
    new InvoiceProviderError(
      `szamlazz ${action}: ${error.code} ${error.message}`,
      TRANSIENT_CODES.has(error.code),
      error.code,
    );

  /** The answer to an issue or a reversal: `xmlszamlavalasz` with the number and the PDF. */
  async function issued(action: Action, request: string): Promise<IssuedInvoice> {
    const answer = await call(action, request);
    const verdict = child(answer.xml, 'xmlszamlavalasz');
    const number = text(verdict, 'szamlaszam') ?? urlDecoded(answer.header('szlahu_szamlaszam'));
    if (answer.error && !(answer.error.code === NOTIFICATION_FAILED && number)) throw refusal(action, answer.error);
    if (!number || (!answer.error && text(verdict, 'sikeres') !== 'true')) {
      throw new InvoiceProviderError(`szamlazz ${action}: an answer without an invoice number`, true);
    }
    const pdf = text(verdict, 'pdf');
    if (pdf) return { number, pdf: pdfOf(pdf, number) };
    const stored = await query({ number });
    if (!stored) throw new InvoiceProviderError(`szamlazz ${action}: ${number} is not found after issuing`, true);
    return stored.invoice;
  }

  interface Stored {
    invoice: IssuedInvoice;
    /** `SZ` an invoice, `SS` a reversal (sztornó), `HS` a correction (helyesbítő). */
    type: string | null;
    orderNumber: string | null;
    /** The invoice a reversal or correction refers to. */
    original: string | null;
  }

  /** The XML query answers with `szamla` (the last invoice of an order number) or a refusal; 7 is "none". */
  async function query(by: QueryBy): Promise<Stored | null> {
    const answer = await call('query', queryXml(by, options.agentKey));
    if (answer.error?.code === NOT_FOUND) return null;
    if (answer.error) throw refusal('query', answer.error);
    const invoice = child(answer.xml, 'szamla');
    const header = child(invoice, 'alap');
    const number = text(header, 'szamlaszam');
    if (!number) throw new InvoiceProviderError('szamlazz query: an answer without an invoice', true);
    return {
      invoice: { number, pdf: pdfOf(text(invoice, 'pdf'), number) },
      type: text(header, 'tipus'),
      orderNumber: text(header, 'rendelesszam'),
      original: text(header, 'hivszamlaszam'),
    };
  }

  return {
    name: 'szamlazz',

    async issue(draft) {
      const { original } = draft;
      if (draft.kind !== 'invoice' && !original) {
        throw new InvoiceProviderError(`szamlazz: a ${draft.kind} without the invoice it changes`, false);
      }
      if (draft.kind === 'reversal' && original) {
        return issued('reverse', reversalXml({ ...draft, original }, options.agentKey));
      }
      if (draft.kind === 'correction' && !draft.externalId) {
        throw new InvoiceProviderError('szamlazz: a correction without its external id', false);
      }
      assertBalanced(draft);
      return issued('issue', invoiceXml(draft, options.agentKey));
    },

    async find(draft) {
      // A correction is found by its own id: the sale's order number is on its invoice and every correction.
      if (draft.kind === 'correction') {
        const stored = draft.externalId ? await query({ externalId: draft.externalId }) : null;
        return stored?.type === 'HS' && stored.original === draft.original ? stored.invoice : null;
      }
      // The order number query answers the newest document of the order: after a reversal its sztornó,
      // after a correction that, each naming the invoice it changes.
      const last = await query({ orderNumber: draft.orderNumber });
      if (!last || last.orderNumber !== draft.orderNumber) return null;
      if (draft.kind === 'reversal') {
        return last.type === 'SS' && (!draft.original || last.original === draft.original) ? last.invoice : null;
      }
      if (last.type === 'SZ') return last.invoice;
      if (!last.original) return null;
      const original = await query({ number: last.original });
      return original?.type === 'SZ' ? original.invoice : null;
    },
  };
}
