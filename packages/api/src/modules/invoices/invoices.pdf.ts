import { createRequire } from 'node:module';
import { formatHuf } from '@vag/domain';
import type { InvoiceDraft, InvoiceLine, InvoicePaymentMethod } from './invoices.types';

/*
 * The local provider's invoice as an A4 PDF. Text is set in DejaVu Sans (from node_modules, like
 * pdfkit itself): pdfkit's built-in Helvetica has no ő and ű. Layout is a column of blocks, each
 * drawn by its own helper from a y position to the y below it; the lines table repeats its header
 * on every page it flows onto, and the page footer (number, page count) is written last.
 */

const resolvePackageFile = createRequire(import.meta.url).resolve;
const FONT = {
  regular: resolvePackageFile('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: resolvePackageFile('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

const PAGE_MARGIN = 40;
const FOOTER_HEIGHT = 20;
const BLOCK_GAP = 16;
const COLUMN_GAP = 24;
const LINE_GAP = 1.5;
const CELL_PADDING = 3;
const FONT_SIZE = { title: 18, heading: 8, body: 9, table: 8, total: 11, footer: 7 } as const;
const COLOR = { text: '#000000', muted: '#555555', rule: '#999999', headerFill: '#e8e8e8' } as const;
/** Fixed widths of the amount columns; the first column of a table takes what is left. */
const AMOUNT_COLUMN_WIDTH = 70;
const QUANTITY_COLUMN_WIDTH = 60;
const VAT_RATE_COLUMN_WIDTH = 56;
const SUMMARY_LABEL_WIDTH = 110;
const DETAIL_COLUMNS = 3;
/** The part of the width the title takes; the invoice number is right-aligned in the rest. */
const TITLE_SHARE = 0.6;

type Bilingual = readonly [hu: string, en: string];

const LABELS = {
  invoice: ['Számla', 'Invoice'],
  reversal: ['Sztornó számla', 'Reversal invoice'],
  correction: ['Helyesbítő számla', 'Corrective invoice'],
  number: ['Számlaszám', 'Invoice number'],
  reverses: ['Sztornózott számla', 'Reversed invoice'],
  corrects: ['Helyesbített számla', 'Corrected invoice'],
  seller: ['Eladó', 'Seller'],
  buyer: ['Vevő', 'Buyer'],
  taxNumber: ['Adószám', 'Tax number'],
  bankAccount: ['Bankszámla', 'Bank account'],
  orderNumber: ['Rendelésszám', 'Order number'],
  issueDate: ['Számla kelte', 'Issue date'],
  fulfilmentDate: ['Teljesítés dátuma', 'Fulfilment date'],
  dueDate: ['Fizetési határidő', 'Due date'],
  paymentMethod: ['Fizetési mód', 'Payment method'],
  paid: ['Fizetve', 'Paid'],
  yes: ['Igen', 'Yes'],
  no: ['Nem', 'No'],
  description: ['Megnevezés', 'Description'],
  quantity: ['Mennyiség', 'Quantity'],
  net: ['Nettó', 'Net'],
  vatRate: ['ÁFA kulcs', 'VAT rate'],
  vat: ['ÁFA', 'VAT'],
  gross: ['Bruttó', 'Gross'],
  vatSummary: ['ÁFA összesítő', 'VAT summary'],
  netTotal: ['Nettó összesen', 'Net total'],
  vatTotal: ['ÁFA összesen', 'VAT total'],
  total: ['Fizetendő', 'Total'],
  comment: ['Megjegyzés', 'Comment'],
  page: ['oldal', 'page'],
} as const satisfies Record<string, Bilingual>;

const PAYMENT_METHODS: Record<InvoicePaymentMethod, Bilingual> = {
  card: ['Bankkártya', 'Card'],
  transfer: ['Átutalás', 'Bank transfer'],
  cash_on_delivery: ['Utánvét', 'Cash on delivery'],
  cash: ['Készpénz', 'Cash'],
};

type Align = 'left' | 'right';
interface Column {
  label: Bilingual;
  /** Points; null for the one column that takes the rest of the table's width. */
  width: number | null;
  align: Align;
}
interface Sheet {
  doc: PDFKit.PDFDocument;
  draft: InvoiceDraft;
  /** The Hungarian text, followed by the English after a slash on an English invoice. */
  t: (text: Bilingual) => string;
  left: number;
  width: number;
}

export interface RenderInvoicePdfOptions {
  /** The PDF's creation date; fixed in tests so that the same invoice renders to the same bytes. */
  createdAt?: Date;
}

/** Renders the invoice (or its reversal or correction) numbered `number` as an A4 PDF. */
export async function renderInvoicePdf(
  draft: InvoiceDraft,
  number: string,
  options: RenderInvoicePdfOptions = {},
): Promise<Uint8Array> {
  // pdfkit (with fontkit and its tables, about 20 MB resident) loads with the first invoice, not
  // at start: most minutes of a shop's process issue none (issue 23's idle memory).
  const { default: PDFDocument } = await import('pdfkit');
  const createdAt = options.createdAt ?? new Date();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE_MARGIN, left: PAGE_MARGIN, right: PAGE_MARGIN, bottom: PAGE_MARGIN + FOOTER_HEIGHT },
    font: FONT.regular,
    lang: 'hu',
    bufferPages: true,
    info: {
      Title: number,
      Author: draft.seller.name,
      Subject: LABELS[draft.kind][0],
      CreationDate: createdAt,
      ModDate: createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const sheet: Sheet = {
    doc,
    draft,
    t: ([hu, en]) => (draft.locale === 'en' ? `${hu} / ${en}` : hu),
    left: PAGE_MARGIN,
    width: doc.page.width - 2 * PAGE_MARGIN,
  };
  let y = drawTitle(sheet, number, doc.page.margins.top);
  for (const block of [drawParties, drawDetails, drawLines, drawVatSummary, drawTotals, drawComment]) {
    y = block(sheet, y + BLOCK_GAP);
  }
  drawFooters(sheet, number);
  doc.end();
  return done;
}

/** The title on the left; the number (and, on a reversal or correction, the original's) on the right. */
function drawTitle(sheet: Sheet, number: string, top: number): number {
  const { draft, t } = sheet;
  const titleWidth = sheet.width * TITLE_SHARE;
  const title = t(LABELS[draft.kind]);
  const left = top + write(sheet, title, sheet.left, top, { width: titleWidth, size: FONT_SIZE.title, bold: true });
  const numbers: [Bilingual, string][] = [[LABELS.number, number]];
  if (draft.kind !== 'invoice' && draft.original) {
    numbers.push([draft.kind === 'reversal' ? LABELS.reverses : LABELS.corrects, draft.original]);
  }
  const x = sheet.left + titleWidth;
  const width = sheet.width - titleWidth;
  let right = top;
  numbers.forEach(([label, value], index) => {
    right += write(sheet, t(label), x, right, { width, align: 'right', muted: true });
    const size = index === 0 ? FONT_SIZE.total : FONT_SIZE.body;
    right += write(sheet, value, x, right, { width, align: 'right', size, bold: true });
  });
  return Math.max(left, right);
}

function drawParties(sheet: Sheet, top: number): number {
  const { seller, buyer } = sheet.draft;
  const { t } = sheet;
  const width = (sheet.width - COLUMN_GAP) / 2;
  const sellerLines = [
    `${seller.zipcode} ${seller.city}`,
    seller.address,
    `${t(LABELS.taxNumber)}: ${seller.taxNumber}`,
    `${t(LABELS.bankAccount)}: ${seller.bankName} ${seller.bankAccount}`,
    seller.email,
  ];
  const buyerLines = [`${buyer.zipcode} ${buyer.city}`, buyer.address];
  if (buyer.taxNumber) buyerLines.push(`${t(LABELS.taxNumber)}: ${buyer.taxNumber}`);
  const party = (heading: Bilingual, name: string, lines: string[], x: number) => {
    let y = top + write(sheet, t(heading), x, top, { width, size: FONT_SIZE.heading, muted: true });
    y += write(sheet, name, x, y, { width, bold: true });
    for (const line of lines) y += write(sheet, line, x, y, { width });
    return y;
  };
  return Math.max(
    party(LABELS.seller, seller.name, sellerLines, sheet.left),
    party(LABELS.buyer, buyer.name, buyerLines, sheet.left + width + COLUMN_GAP),
  );
}

function drawDetails(sheet: Sheet, top: number): number {
  const { draft, t } = sheet;
  const details: [Bilingual, string][] = [
    [LABELS.orderNumber, draft.orderNumber],
    [LABELS.issueDate, formatDate(draft.issueDate)],
    [LABELS.fulfilmentDate, formatDate(draft.fulfilmentDate)],
    [LABELS.dueDate, formatDate(draft.dueDate)],
    [LABELS.paymentMethod, t(PAYMENT_METHODS[draft.paymentMethod])],
    [LABELS.paid, t(draft.paid ? LABELS.yes : LABELS.no)],
  ];
  const width = sheet.width / DETAIL_COLUMNS;
  rule(sheet, top);
  let y = top + CELL_PADDING;
  for (let row = 0; row < details.length; row += DETAIL_COLUMNS) {
    const bottoms = details.slice(row, row + DETAIL_COLUMNS).map(([label, value], column) => {
      const x = sheet.left + column * width;
      const valueTop = y + write(sheet, t(label), x, y, { width, size: FONT_SIZE.heading, muted: true });
      return valueTop + write(sheet, value, x, valueTop, { width });
    });
    y = Math.max(...bottoms) + CELL_PADDING;
  }
  rule(sheet, y);
  return y;
}

function drawLines(sheet: Sheet, top: number): number {
  const columns: Column[] = [
    { label: LABELS.description, width: null, align: 'left' },
    { label: LABELS.quantity, width: QUANTITY_COLUMN_WIDTH, align: 'right' },
    { label: LABELS.net, width: AMOUNT_COLUMN_WIDTH, align: 'right' },
    { label: LABELS.vatRate, width: VAT_RATE_COLUMN_WIDTH, align: 'right' },
    { label: LABELS.vat, width: AMOUNT_COLUMN_WIDTH, align: 'right' },
    { label: LABELS.gross, width: AMOUNT_COLUMN_WIDTH, align: 'right' },
  ];
  const rows = sheet.draft.lines.map((line) => [
    line.name,
    `${formatNumber(line.quantity)} ${line.unit}`,
    formatAmount(line.net),
    vatKey(line),
    formatAmount(line.vat),
    formatAmount(line.gross),
  ]);
  return drawTable(sheet, top, sheet.left, sheet.width, columns, rows);
}

function drawVatSummary(sheet: Sheet, top: number): number {
  const groups = new Map<string, { rate: number; net: number; vat: number; gross: number }>();
  for (const line of sheet.draft.lines) {
    const key = vatKey(line);
    const group = groups.get(key) ?? { rate: line.vatExemption ? -1 : line.vatRate, net: 0, vat: 0, gross: 0 };
    groups.set(key, {
      ...group,
      net: group.net + line.net,
      vat: group.vat + line.vat,
      gross: group.gross + line.gross,
    });
  }
  // Highest rate first, the exemptions (TAM, AAM) after every rate.
  const rows = [...groups]
    .sort(([keyA, a], [keyB, b]) => b.rate - a.rate || keyA.localeCompare(keyB))
    .map(([key, sum]) => [key, formatAmount(sum.net), formatAmount(sum.vat), formatAmount(sum.gross)]);
  const columns: Column[] = [
    { label: LABELS.vatRate, width: null, align: 'left' },
    { label: LABELS.net, width: AMOUNT_COLUMN_WIDTH, align: 'right' },
    { label: LABELS.vat, width: AMOUNT_COLUMN_WIDTH, align: 'right' },
    { label: LABELS.gross, width: AMOUNT_COLUMN_WIDTH, align: 'right' },
  ];
  const width = SUMMARY_LABEL_WIDTH + 3 * AMOUNT_COLUMN_WIDTH;
  const x = sheet.left + sheet.width - width;
  const headingHeight = measure(sheet, sheet.t(LABELS.vatSummary), width, { bold: true });
  let y = startBlock(sheet, top, headingHeight + 2 * rowHeight(sheet, columns, width, rows[0] ?? []));
  y += write(sheet, sheet.t(LABELS.vatSummary), x, y, { width, bold: true });
  return drawTable(sheet, y, x, width, columns, rows);
}

function drawTotals(sheet: Sheet, top: number): number {
  const { draft, t } = sheet;
  const totals: [string, string, boolean][] = [
    [t(LABELS.netTotal), formatAmount(draft.totals.net), false],
    [t(LABELS.vatTotal), formatAmount(draft.totals.vat), false],
    [`${t(LABELS.total)}:`, formatAmount(draft.totals.gross), true],
  ];
  const width = sheet.width / 2;
  const x = sheet.left + width;
  const height = totals.reduce((sum, [label, , strong]) => sum + measureTotal(sheet, label, width, strong), 0);
  let y = startBlock(sheet, top, height);
  for (const [label, amount, strong] of totals) {
    const options = { width, bold: strong, size: strong ? FONT_SIZE.total : FONT_SIZE.body };
    write(sheet, label, x, y, options);
    y += write(sheet, amount, x, y, { ...options, align: 'right' });
  }
  return y;
}

function drawComment(sheet: Sheet, top: number): number {
  const { comment } = sheet.draft;
  if (!comment) return top;
  const heading = sheet.t(LABELS.comment);
  let y = startBlock(sheet, top, measure(sheet, heading, sheet.width, { bold: true }) * 2);
  y += write(sheet, heading, sheet.left, y, { width: sheet.width, bold: true });
  // A long comment may run onto a further page: pdfkit continues it there by itself.
  sheet.doc.font(FONT.regular).fontSize(FONT_SIZE.body).fillColor(COLOR.text);
  sheet.doc.text(comment, sheet.left, y, { width: sheet.width, lineGap: LINE_GAP });
  return sheet.doc.y;
}

/** Every page's foot: the invoice number and "page n / count". */
function drawFooters(sheet: Sheet, number: string) {
  const { doc } = sheet;
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    const text = `${number} · ${page - start + 1} / ${count} ${sheet.t(LABELS.page)}`;
    doc.font(FONT.regular).fontSize(FONT_SIZE.footer).fillColor(COLOR.muted);
    const x = sheet.left + sheet.width - doc.widthOfString(text);
    // lineBreak: false writes into the bottom margin without pdfkit starting a new page.
    doc.text(text, x, doc.page.height - PAGE_MARGIN - FONT_SIZE.footer, { lineBreak: false });
  }
}

/** A table whose header row is repeated on every page the rows flow onto; returns the y below it. */
function drawTable(sheet: Sheet, top: number, x: number, width: number, columns: Column[], rows: string[][]) {
  const header = columns.map((column) => sheet.t(column.label));
  const headerHeight = rowHeight(sheet, columns, width, header, true);
  let y = startBlock(sheet, top, headerHeight + rowHeight(sheet, columns, width, rows[0] ?? []));
  y = drawRow(sheet, y, x, width, columns, header, true);
  for (const row of rows) {
    const height = rowHeight(sheet, columns, width, row);
    if (y + height > sheet.doc.page.maxY()) {
      sheet.doc.addPage();
      y = drawRow(sheet, sheet.doc.page.margins.top, x, width, columns, header, true);
    }
    y = drawRow(sheet, y, x, width, columns, row, false);
  }
  return y;
}

function drawRow(
  sheet: Sheet,
  top: number,
  x: number,
  width: number,
  columns: Column[],
  cells: string[],
  header: boolean,
) {
  const height = rowHeight(sheet, columns, width, cells, header);
  if (header) sheet.doc.rect(x, top, width, height).fill(COLOR.headerFill);
  let cellX = x;
  columnWidths(columns, width).forEach((cellWidth, index) => {
    const text = cells[index] ?? '';
    const options = { width: cellWidth - 2 * CELL_PADDING, size: FONT_SIZE.table, bold: header };
    write(sheet, text, cellX + CELL_PADDING, top + CELL_PADDING, {
      ...options,
      align: columns[index]?.align ?? 'left',
    });
    cellX += cellWidth;
  });
  sheet.doc
    .moveTo(x, top + height)
    .lineTo(x + width, top + height)
    .lineWidth(0.5)
    .stroke(COLOR.rule);
  return top + height;
}

function rowHeight(sheet: Sheet, columns: Column[], width: number, cells: string[], header = false): number {
  const heights = columnWidths(columns, width).map((cellWidth, index) =>
    measure(sheet, cells[index] ?? '', cellWidth - 2 * CELL_PADDING, { size: FONT_SIZE.table, bold: header }),
  );
  return Math.max(...heights) + 2 * CELL_PADDING;
}

function columnWidths(columns: Column[], width: number): number[] {
  const fixed = columns.reduce((sum, column) => sum + (column.width ?? 0), 0);
  return columns.map((column) => column.width ?? width - fixed);
}

/** The y to draw a block of `height` at: `top`, or the top of a new page when it would not fit. */
function startBlock(sheet: Sheet, top: number, height: number): number {
  if (top + height <= sheet.doc.page.maxY()) return top;
  sheet.doc.addPage();
  return sheet.doc.page.margins.top;
}

interface TextStyle {
  size?: number;
  bold?: boolean;
  muted?: boolean;
  align?: Align;
  width: number;
}

/** Writes `text` wrapped to `width` at (x, y) and returns its height. */
function write(sheet: Sheet, text: string, x: number, y: number, style: TextStyle): number {
  const { doc } = sheet;
  doc.font(style.bold ? FONT.bold : FONT.regular).fontSize(style.size ?? FONT_SIZE.body);
  doc.fillColor(style.muted ? COLOR.muted : COLOR.text);
  doc.text(text, x, y, { width: style.width, align: style.align ?? 'left', lineGap: LINE_GAP });
  return doc.heightOfString(text, { width: style.width, lineGap: LINE_GAP });
}

function measure(sheet: Sheet, text: string, width: number, style: Omit<TextStyle, 'width'>): number {
  sheet.doc.font(style.bold ? FONT.bold : FONT.regular).fontSize(style.size ?? FONT_SIZE.body);
  return sheet.doc.heightOfString(text, { width, lineGap: LINE_GAP });
}

function measureTotal(sheet: Sheet, label: string, width: number, strong: boolean): number {
  return measure(sheet, label, width, { bold: strong, size: strong ? FONT_SIZE.total : FONT_SIZE.body });
}

function rule(sheet: Sheet, y: number) {
  sheet.doc
    .moveTo(sheet.left, y)
    .lineTo(sheet.left + sheet.width, y)
    .lineWidth(0.5)
    .stroke(COLOR.rule);
}

/** The rate (`27%`) or, for an exempt line, its VAT key (TAM, AAM). */
function vatKey(line: InvoiceLine): string {
  return line.vatExemption ?? `${line.vatRate}%`;
}

// Grouped from four digits on ('always'; CLDR's Hungarian starts at five) so that amounts line up.
const numberFormat = new Intl.NumberFormat('hu-HU', { maximumFractionDigits: 3, useGrouping: 'always' });

/** Hungarian grouping (`12 345`) with a no-break space: ICU's narrow one varies by Node version. */
function formatNumber(value: number): string {
  return numberFormat.format(value).replace(/[\u00a0\u202f]/g, '\u00a0');
}

/** `12345` → `12 345 Ft`, `-1500` → `-1 500 Ft` (DESIGN §5's `12.990 Ft` is the storefront's). */
/** The shop's one money format (DESIGN §5), with a no-break space so an amount never wraps. */
function formatAmount(forints: number): string {
  return formatHuf(forints).replace(' Ft', '\u00a0Ft');
}

/** `2025-03-14` → `2025.03.14.`, as Hungarian invoices write dates. */
function formatDate(isoDate: string): string {
  return `${isoDate.replaceAll('-', '.')}.`;
}
