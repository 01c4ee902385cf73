import type { Locale, ProductImportReport } from '@vag/domain';
import { inLocale, type Submit, write } from './submit';

/* The product file of the admin API (issue 21): its export's path and the import's check and apply. */

export const PRODUCTS_EXPORT_PATH = '/api/admin/v1/products/export.csv';

export const PRODUCT_IMPORT_WRITES = {
  importFile: write('POST', '/api/admin/v1/products/import'),
} as const;

/** The form's `file`, `mode` (check or apply) and, for an apply, the check's `checksum`. */
export const importProducts = (submit: Submit, form: FormData, locale: Locale) =>
  submit<{ message: string; data: ProductImportReport }>({
    write: PRODUCT_IMPORT_WRITES.importFile,
    body: form,
    query: inLocale(locale),
  });
