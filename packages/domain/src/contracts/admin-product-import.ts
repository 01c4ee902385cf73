import { z } from 'zod';

/*
 * The product file's import (issue 21): a check that reports every refused cell and every change
 * before anything is written, and an apply of the same file that writes all of it or nothing.
 */

/** The largest file and the most rows one import takes: a whole catalogue's price list, well within a request. */
export const PRODUCT_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const PRODUCT_IMPORT_MAX_ROWS = 5000;
export const PRODUCT_IMPORT_MODES = ['check', 'apply'] as const;
export type ProductImportMode = (typeof PRODUCT_IMPORT_MODES)[number];

export const productImportErrorSchema = z.object({
  /** The file's line (the header is line 1). */
  line: z.number().int(),
  /** The column's header name; empty for a fault of the whole line or file. */
  column: z.string(),
  code: z.string(),
  message: z.string(),
});
export type ProductImportError = z.infer<typeof productImportErrorSchema>;

const cellValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const productImportChangeSchema = z.object({
  id: z.number().int(),
  /** The product's Hungarian name before the import, to recognise it by. */
  name: z.string(),
  /** The line of the file that makes the change. */
  line: z.number().int(),
  field: z.string(),
  from: cellValue,
  to: cellValue,
});
export type ProductImportChange = z.infer<typeof productImportChangeSchema>;

export const productImportReportSchema = z.object({
  /** Data rows read (the header not counted). */
  rows: z.number().int(),
  /** Rows without an error. */
  valid: z.number().int(),
  errors: z.array(productImportErrorSchema),
  changes: z.array(productImportChangeSchema),
  /** SHA-256 of the checked file: the apply must send it with the same file. */
  checksum: z.string(),
  /** True once an apply wrote the changes. */
  applied: z.boolean(),
});
export type ProductImportReport = z.infer<typeof productImportReportSchema>;
