import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv';

describe('CSV for spreadsheets', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 does, and leaves plain text alone', () => {
    expect(csvCell('Kovács Anna')).toBe('Kovács Anna');
    expect(csvCell('Budapest, Váci utca')).toBe('"Budapest, Váci utca"');
    expect(csvCell('a "B" terem')).toBe('"a ""B"" terem"');
    expect(csvCell('két\nsor')).toBe('"két\nsor"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(3)).toBe('3');
  });

  it('keeps a cell that a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csvCell('+36 30 123 4567')).toBe("'+36 30 123 4567");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
  });

  it('starts with a byte order mark and ends every row with CRLF', () => {
    const text = csvDocument(['Név', 'E-mail'], [['Kovács Ödön', 'odon@example.hu']]);
    expect(text).toBe('\uFEFFNév,E-mail\r\nKovács Ödön,odon@example.hu\r\n');
  });
});
