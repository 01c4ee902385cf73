import type { MessageCatalogue } from '../../lib/messages';

/** The product file's import (issue 21): what its report says of a file, a line or a cell. */
export const productImportMessages = {
  product_import_unreadable: {
    hu: 'A fájl nem olvasható CSV-ként ettől a sortól (például egy lezáratlan idézőjel miatt).',
    en: 'The file cannot be read as CSV from this line on (an unclosed quote, for example).',
  },
  product_import_no_id_column: {
    hu: 'A fejlécből hiányzik az id oszlop: ebből tudjuk, melyik termék melyik sor.',
    en: 'The header has no id column: it tells which product each row is.',
  },
  product_import_column_unknown: {
    hu: 'Ismeretlen oszlop. Használja az exportált fájl fejlécét.',
    en: 'Unknown column. Use the header of the exported file.',
  },
  product_import_column_twice: {
    hu: 'Egy oszlop kétszer szerepel a fejlécben.',
    en: 'A column appears twice in the header.',
  },
  product_import_too_many_rows: {
    hu: 'Egy fájlban legfeljebb 5000 termék lehet.',
    en: 'A file may hold at most 5,000 products.',
  },
  product_import_too_large: { hu: 'A fájl legfeljebb 2 MB lehet.', en: 'The file may be at most 2 MB.' },
  product_import_cell_count: {
    hu: 'A sorban más a cellák száma, mint a fejlécben.',
    en: 'The row has another number of cells than the header.',
  },
  product_import_id_invalid: {
    hu: 'Az id egy termék azonosítója (pozitív egész szám).',
    en: 'The id is a product’s id (a positive whole number).',
  },
  product_import_unknown_id: { hu: 'Nincs ilyen azonosítójú termék.', en: 'There is no product with this id.' },
  product_import_id_twice: {
    hu: 'Ez a termék már szerepelt egy korábbi sorban.',
    en: 'This product appeared on an earlier line already.',
  },
  product_import_not_checked: {
    hu: 'Előbb ellenőrizze ezt a fájlt; csak az ellenőrzött fájl alkalmazható.',
    en: 'Check this file first; only the file that was checked can be applied.',
  },
  product_import_invalid: {
    hu: 'A fájlban hibák vannak, ezért semmit sem mentettünk.',
    en: 'The file has errors, so nothing was saved.',
  },
  product_import_checked: {
    hu: 'Ellenőrizve; még semmit sem mentettünk.',
    en: 'Checked; nothing has been saved yet.',
  },
  product_import_applied: { hu: 'A változásokat mentettük.', en: 'The changes have been saved.' },
} as const satisfies MessageCatalogue;
