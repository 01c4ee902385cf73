import { createHash } from 'node:crypto';
import {
  type AdminProductInput,
  adminProductInputSchema,
  HostId,
  isValidationMessageCode,
  type Locale,
  PRODUCT_IMPORT_MAX_ROWS,
  type ProductImportChange,
  type ProductImportError,
  type ProductImportMode,
  type ProductImportReport,
  type SiteKey,
  translateIssue,
} from '@vag/domain';
import { CsvError, parse } from 'csv-parse/sync';
import type { Db } from '../../db/client';
import { translateFieldErrors, ValidationError } from '../../lib/errors';
import { type MessageCode, message } from '../../lib/messages';
import { recordAudit } from '../audit/audit.service';
import { saveAdminProduct } from './products.admin.service';
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_READ_ONLY,
  type ProductCsvColumn,
  type ProductCsvRecord,
  selectProductCsvRecords,
} from './products.export';

/*
 * The product file's import (issue 21). Every row is checked by the product editor's own rules:
 * the editor's input schema for types and ranges, then the editor's save (saveAdminProduct) for
 * what needs the database (slugs unique per language, the default sub category, the net content
 * pair), each row in a savepoint of one transaction. A check always rolls that transaction back,
 * so it writes nothing; an apply commits it only when every row passed, with one audit entry
 * summing the import up besides each product's own. A row changes only the columns that differ
 * from the product, so a file exported and imported back changes nothing.
 */

const WRITABLE = PRODUCT_CSV_COLUMNS.filter((column) => column !== 'id' && !PRODUCT_CSV_READ_ONLY.includes(column));
type Writable = Exclude<ProductCsvColumn, 'id' | 'price' | 'default_category'>;

/** The parts of the editor's schema a file's cells go through (the file has no texts, pictures or links). */
const rowSchema = adminProductInputSchema.pick({
  name_hu: true,
  slug_hu: true,
  name_en: true,
  slug_en: true,
  price_original: true,
  net_content: true,
  net_content_unit: true,
  stock_quantity: true,
  vat_rate: true,
  is_active: true,
  is_highlighted: true,
  is_only_for_professionals: true,
  default_sub_category_id: true,
});

/** What lib/csv's export put before a formula-like cell: read back as the text it was. */
const ESCAPED_FORMULA = /^'[=+\-@\t\r]/;
const unescapeCell = (cell: string) => (ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell);

/** The import stops: nothing of it is kept (a check always, an apply with errors). */
class RolledBack extends Error {}

interface ParsedRow {
  line: number;
  id: number | undefined;
  cells: Partial<Record<ProductCsvColumn, string>>;
}

function fault(line: number, column: string, code: MessageCode, locale: Locale): ProductImportError {
  return { line, column, code, message: message(code, locale) };
}

/** The header and rows of the file, or the faults that keep it from being read at all. */
function readFile(text: string, locale: Locale): { rows: ParsedRow[]; errors: ProductImportError[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: [',', ';'],
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 1;
    return { rows: [], errors: [fault(line, '', 'product_import_unreadable', locale)] };
  }
  const [head, ...body] = records;
  const header = (head?.record ?? []).map((name) => name.trim());
  const errors: ProductImportError[] = [];
  if (!header.includes('id')) errors.push(fault(1, 'id', 'product_import_no_id_column', locale));
  for (const name of header) {
    if (!(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name))
      errors.push(fault(1, name, 'product_import_column_unknown', locale));
  }
  if (new Set(header).size !== header.length) errors.push(fault(1, '', 'product_import_column_twice', locale));
  if (body.length > PRODUCT_IMPORT_MAX_ROWS) errors.push(fault(1, '', 'product_import_too_many_rows', locale));
  if (errors.length > 0) return { rows: [], errors };
  const rows = body.map(({ record, info }) => {
    const cells: ParsedRow['cells'] = {};
    header.forEach((name, index) => {
      cells[name as ProductCsvColumn] = unescapeCell(record[index] ?? '');
    });
    const id = /^\d+$/.test(cells.id?.trim() ?? '') ? Number(cells.id) : undefined;
    if (record.length !== header.length) errors.push(fault(info.lines, '', 'product_import_cell_count', locale));
    return { line: info.lines, id, cells };
  });
  return { rows, errors };
}

type Value = string | number | boolean | null;

/** The row's value of a column as the product has it; undefined when the cell leaves it as it is. */
function cellValueOf(column: Writable, input: AdminProductInput): Value | undefined {
  switch (column) {
    case 'net_content':
    case 'net_content_unit':
    case 'stock_quantity':
      return input[column] ?? null;
    case 'slug_hu':
    case 'slug_en':
    case 'default_sub_category_id':
      // A blank slug or default category keeps the product's.
      return input[column] || undefined;
    default:
      // A VAT rate left blank is not in the input (the import leaves it out): it keeps the product's.
      return input[column];
  }
}

/** The changes a valid row makes, and the editor input that makes them (only the changed fields). */
function diff(line: number, input: AdminProductInput, present: Writable[], current: ProductCsvRecord) {
  const changes: ProductImportChange[] = [];
  const save: Record<string, unknown> = {};
  for (const column of present) {
    const to = cellValueOf(column, input);
    const from = current[column];
    if (to === undefined || to === from) continue;
    changes.push({ id: current.id, name: current.name_hu, line, field: column, from, to });
    save[column] = to;
  }
  // Net content and its unit are one rule (both or neither): the editor checks them together.
  if ('net_content' in save || 'net_content_unit' in save) {
    save.net_content = input.net_content === undefined ? current.net_content : input.net_content;
    save.net_content_unit = input.net_content_unit === undefined ? current.net_content_unit : input.net_content_unit;
  }
  return { changes, save: save as AdminProductInput };
}

export interface ProductImportRun {
  bytes: Uint8Array;
  mode: ProductImportMode;
  /** The checksum a check answered: an apply must carry it (the file applied is the file checked). */
  checksum?: string;
  staffId: number;
  sites: readonly SiteKey[];
  locale: Locale;
}

export async function importProducts(db: Db, run: ProductImportRun): Promise<ProductImportReport> {
  const { locale } = run;
  const checksum = createHash('sha256').update(run.bytes).digest('hex');
  if (run.mode === 'apply' && run.checksum !== checksum)
    throw new ValidationError({ checksum: ['product_import_not_checked'] });
  const text = new TextDecoder('utf-8', { fatal: false }).decode(run.bytes);
  const { rows, errors } = readFile(text, locale);
  const hostIds: number[] = run.sites.map((site) => HostId[site]);
  const ids = [...new Set(rows.flatMap((row) => (row.id === undefined ? [] : [row.id])))];
  // A product of a site the member does not act on is as unknown as one that does not exist.
  const known = new Map(
    (await selectProductCsvRecords(db, { ids }))
      .filter((record) => hostIds.includes(record.host_id))
      .map((record) => [record.id, record]),
  );
  const changes: ProductImportChange[] = [];
  const writes: { line: number; id: number; save: AdminProductInput }[] = [];
  const seen = new Set<number>();
  const faultyLines = new Set(errors.map((error) => error.line));

  for (const row of rows) {
    const before = errors.length;
    const current = row.id === undefined ? undefined : known.get(row.id);
    if (row.id === undefined) errors.push(fault(row.line, 'id', 'product_import_id_invalid', locale));
    else if (!current) errors.push(fault(row.line, 'id', 'product_import_unknown_id', locale));
    else if (seen.has(row.id)) errors.push(fault(row.line, 'id', 'product_import_id_twice', locale));
    if (row.id !== undefined) seen.add(row.id);
    const present = WRITABLE.filter((column) => row.cells[column] !== undefined) as Writable[];
    const raw: Record<string, string> = {};
    for (const column of present) {
      const cell = row.cells[column] ?? '';
      // A spreadsheet in Hungarian writes 12,5 for 12.5.
      if (column === 'net_content') raw[column] = cell.trim().replace(',', '.');
      // A blank VAT rate keeps the product's (as a file without the column does).
      else if (column === 'vat_rate') {
        if (cell.trim() !== '') raw[column] = cell.trim();
      } else raw[column] = cell;
    }
    const parsed = rowSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors.push({
          line: row.line,
          column: String(issue.path[0] ?? ''),
          code: isValidationMessageCode(issue.message) ? issue.message : (issue.code ?? 'invalid'),
          message: translateIssue(issue, locale, raw),
        });
      }
    }
    if (errors.length > before) faultyLines.add(row.line);
    if (!parsed.success || !current || errors.length > before) continue;
    const made = diff(row.line, parsed.data, present, current);
    changes.push(...made.changes);
    if (made.changes.length > 0) writes.push({ line: row.line, id: current.id, save: made.save });
  }

  // The database's rules, by the editor's own save: every changed row, even when an earlier one failed.
  const report = (applied: boolean): ProductImportReport => ({
    rows: rows.length,
    valid: rows.filter((row) => !faultyLines.has(row.line)).length,
    errors: [...errors].sort((a, b) => a.line - b.line),
    changes,
    checksum,
    applied,
  });
  try {
    await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      for (const write of writes) {
        try {
          await saveAdminProduct(tx, run.staffId, write.id, write.save);
        } catch (error) {
          if (!(error instanceof ValidationError)) throw error;
          faultyLines.add(write.line);
          const texts = translateFieldErrors(error.errors, locale) ?? {};
          for (const [field, codes] of Object.entries(error.errors ?? {})) {
            codes.forEach((code, index) => {
              errors.push({ line: write.line, column: field, code, message: texts[field]?.[index] ?? code });
            });
          }
        }
      }
      if (run.mode === 'check' || errors.length > 0) throw new RolledBack();
      await recordAudit(tx, {
        staffId: run.staffId,
        action: 'product.import',
        entity: 'product_import',
        entityId: checksum.slice(0, 16),
        site: 'shop',
        after: { rows: rows.length, products: writes.length, changes: changes.length, checksum },
      });
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
    return report(false);
  }
  return report(true);
}
