import type { WorkBook } from '@e965/xlsx';
import { foldPlaceName, isZipcodeInRange, SETTLEMENT_MAX_LENGTH, ZIPCODE_MAX, ZIPCODE_MIN } from '@vag/domain';
import { CsvError, parse } from 'csv-parse/sync';

/*
 * Reading the Hungarian Post's postcode list (issue 22). The Post publishes it as a workbook:
 * a sheet of settlements (IRSZ, Település, Településrész) and, for Budapest and the large
 * cities, sheets of streets by code ("Bp.u." for Budapest, with the district in KER), which
 * name no settlement: the sheet's name does. A CSV export of the settlements' sheet (UTF-8,
 * `;` or `,`) is read too. The settlement part has no place in the schema and is not kept.
 */

export type PostcodeFileFormat = 'xlsx' | 'csv';

/** Where a row was read: `Települések:12` in a workbook, the line number in a CSV file. */
export type RowPlace = string;

export interface PostcodeRow {
  code: string;
  settlement: string;
  place: RowPlace;
}

export interface RejectedRow {
  place: RowPlace;
  reason: string;
}

export interface PostcodeFile {
  /** Every data row read (blank ones aside), good or bad. */
  rowsRead: number;
  rows: PostcodeRow[];
  rejected: RejectedRow[];
  /** Sheets without a postcode column, passed over (a workbook's notes, say). */
  skippedSheets: string[];
}

/** A file that cannot be read at all: nothing is imported from it. */
export class PostcodeFileError extends Error {
  override name = 'PostcodeFileError';
}

/** Header cells by meaning, compared with accents and case aside. */
const CODE_HEADERS = new Set(['irsz', 'iranyitoszam', 'postcode', 'postal code', 'zip', 'zipcode', 'code']);
const SETTLEMENT_HEADERS = new Set(['telepules', 'telepules neve', 'settlement', 'city']);
/** A column of districts marks Budapest's sheet of streets. */
const DISTRICT_HEADERS = new Set(['ker', 'kerulet', 'district']);
/** The header is among a sheet's first rows (a title may stand above it). */
const HEADER_SEARCH_ROWS = 5;

type Cells = string[];

interface Columns {
  code: number;
  settlement: number | undefined;
  district: number | undefined;
}

const header = (cell: string) => foldPlaceName(cell).replace(/[.:]/g, '');

function columnsOf(cells: Cells): Columns | undefined {
  const labels = cells.map(header);
  const code = labels.findIndex((label) => CODE_HEADERS.has(label));
  if (code < 0) return undefined;
  const settlement = labels.findIndex((label) => SETTLEMENT_HEADERS.has(label));
  const district = labels.findIndex((label) => DISTRICT_HEADERS.has(label));
  return { code, settlement: settlement < 0 ? undefined : settlement, district: district < 0 ? undefined : district };
}

/** "Bp.u." and any sheet with districts are Budapest; "Debrecen.u." is Debrecen. */
function settlementOfSheet(sheet: string, columns: Columns): string | undefined {
  if (columns.district !== undefined || /^(bp|budapest)\b/i.test(sheet.trim())) return 'Budapest';
  const name = sheet.replace(/\s*\.?\s*u\.?\s*$/i, '').trim();
  return name && name !== sheet.trim() ? name : undefined;
}

const clean = (cell: string | undefined) => (cell ?? '').replace(/\s+/g, ' ').trim();

function checkRow(code: string, settlement: string): string | undefined {
  if (!isZipcodeInRange(code)) return `postcode "${code}" is not four digits from ${ZIPCODE_MIN} to ${ZIPCODE_MAX}`;
  if (!settlement) return 'no settlement';
  if (settlement.length > SETTLEMENT_MAX_LENGTH) return `settlement longer than ${SETTLEMENT_MAX_LENGTH} characters`;
  return undefined;
}

/** Reads one table's rows under its header: `fixed` names the settlement of a sheet of streets. */
function readTable(
  table: { cells: Cells; place: RowPlace }[],
  columns: Columns,
  fixed: string | undefined,
  into: PostcodeFile,
) {
  for (const { cells, place } of table) {
    if (cells.every((cell) => clean(cell) === '')) continue;
    into.rowsRead++;
    const code = clean(cells[columns.code]);
    const settlement = fixed ?? clean(cells[columns.settlement ?? -1]);
    const problem = checkRow(code, settlement);
    if (problem) into.rejected.push({ place, reason: problem });
    else into.rows.push({ code, settlement, place });
  }
}

async function readWorkbook(bytes: Uint8Array): Promise<PostcodeFile> {
  // An .xlsx is a zip archive; SheetJS would read any other bytes as some format of its own.
  if (!(bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)) {
    throw new PostcodeFileError('not an .xlsx workbook');
  }
  // SheetJS (about 10 MB resident) loads with the first workbook, not at the server's start.
  const XLSX = await import('@e965/xlsx');
  let book: WorkBook;
  try {
    book = XLSX.read(bytes, { type: 'array', dense: false });
  } catch (error) {
    throw new PostcodeFileError(`not a readable .xlsx workbook: ${(error as Error).message}`);
  }
  const file: PostcodeFile = { rowsRead: 0, rows: [], rejected: [], skippedSheets: [] };
  for (const name of book.SheetNames) {
    const sheet = book.Sheets[name];
    const range = sheet?.['!ref'] ? XLSX.utils.decode_range(sheet['!ref']) : undefined;
    if (!sheet || !range) {
      file.skippedSheets.push(name);
      continue;
    }
    // raw: false gives each cell as shown (a code typed as a number is "2000"); blank rows keep their place.
    const rows = XLSX.utils.sheet_to_json<Cells>(sheet, { header: 1, raw: false, defval: '', blankrows: true });
    const headerAt = rows.slice(0, HEADER_SEARCH_ROWS).findIndex((cells) => columnsOf(cells.map(String)) !== undefined);
    const columns = headerAt < 0 ? undefined : columnsOf((rows[headerAt] ?? []).map(String));
    const fixed = columns && columns.settlement === undefined ? settlementOfSheet(name, columns) : undefined;
    if (!columns || (columns.settlement === undefined && fixed === undefined)) {
      file.skippedSheets.push(name);
      continue;
    }
    const table = rows.slice(headerAt + 1).map((cells, index) => ({
      cells: cells.map(String),
      place: `${name}:${range.s.r + headerAt + index + 2}`,
    }));
    readTable(table, columns, fixed, file);
  }
  return file;
}

function readCsv(bytes: Uint8Array): PostcodeFile {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new PostcodeFileError('the CSV file is not UTF-8: export it as "CSV UTF-8"');
  }
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 1;
    throw new PostcodeFileError(`the CSV file cannot be read from line ${line}: ${error.message}`);
  }
  const [head, ...body] = records;
  const columns = head ? columnsOf(head.record) : undefined;
  if (!columns || columns.settlement === undefined) {
    throw new PostcodeFileError(
      'the CSV file needs a header with a postcode (IRSZ) and a settlement (Település) column',
    );
  }
  const file: PostcodeFile = { rowsRead: 0, rows: [], rejected: [], skippedSheets: [] };
  readTable(
    body.map(({ record, info }) => ({ cells: record, place: String(info.lines) })),
    columns,
    undefined,
    file,
  );
  return file;
}

export function postcodeFileFormat(path: string): PostcodeFileFormat | undefined {
  const extension = /\.([a-z]+)$/i.exec(path)?.[1]?.toLowerCase();
  return extension === 'xlsx' || extension === 'csv' ? extension : undefined;
}

/** The (code, settlement) rows of a postcode file and the rows refused, each with its place. */
export async function readPostcodeFile(bytes: Uint8Array, format: PostcodeFileFormat): Promise<PostcodeFile> {
  return format === 'xlsx' ? readWorkbook(bytes) : readCsv(bytes);
}
