/*
 * CSV for spreadsheets (RFC 4180): comma-separated, CRLF line ends, a field quoted when it holds
 * a comma, quote or line break, quotes doubled. A UTF-8 byte order mark first, so Excel reads
 * Hungarian letters right. A cell that a spreadsheet would run as a formula (=, +, -, @, tab,
 * carriage return first) is written with a leading apostrophe: text, never a formula (OWASP
 * "CSV injection").
 */

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole document: the header row, then the rows. */
export function csvDocument(header: string[], rows: (string | number | null)[][]): string {
  return `${BOM}${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
