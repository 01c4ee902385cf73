import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createTestDatabase, type TestDatabase } from '../../testing';
import { importPostcodes } from './reference.import';
import { PostcodeFileError } from './reference.postcodes';
import { cities, zipcodes } from './reference.schema';

const SAMPLE_CSV = readFileSync(join(import.meta.dirname, 'fixtures/postcodes-sample.csv'));
const csv = (text: string) => new TextEncoder().encode(text);

/** The Post's workbook in small: settlements, Budapest's streets by district, and a sheet of notes. */
function sampleWorkbook(): Uint8Array {
  const book = XLSX.utils.book_new();
  const settlements = [
    ['IRSZ', 'Település', 'Településrész'],
    [2000, 'Szentendre', ''],
    [2000, 'Szentendre', 'Izbég'],
    [2011, 'Budakalász', ''],
    [],
    [2100, 'Gödöllő', 'Blaha'],
    [123, 'Hibás', ''],
  ];
  const budapest = [
    ['IRSZ', 'UTCANÉV', 'ÚTTÍPUS', 'KER'],
    [1011, 'Fő', 'utca', 'I.'],
    [1011, 'Corvin', 'tér', 'I.'],
    [1052, 'Váci', 'utca', 'V.'],
  ];
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(settlements), 'Települések');
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(budapest), 'Bp.u.');
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Forrás: Magyar Posta Zrt.']]), 'Megjegyzés');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

async function pairs(db: Db) {
  return db
    .select({ id: zipcodes.id, code: zipcodes.code, city: cities.name, provisional: zipcodes.provisional })
    .from(zipcodes)
    .innerJoin(cities, eq(cities.id, zipcodes.cityId))
    .orderBy(asc(zipcodes.code), asc(cities.name));
}

async function provisionalPair(db: Db, code: string, city: string) {
  const [row] = await db.insert(cities).values({ name: city }).returning({ id: cities.id });
  const [pair] = await db
    .insert(zipcodes)
    .values({ code, cityId: row?.id ?? 0, provisional: true })
    .returning({ id: zipcodes.id });
  return pair?.id ?? 0;
}

let database: TestDatabase;
let db: Db;
beforeEach(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterEach(() => database.dispose());

describe('importPostcodes: the Post list into cities and zip codes', () => {
  it('a CSV of 12 rows adds 11 pairs (2000 Szentendre twice, by settlement part), and a second run adds nothing', async () => {
    const first = await importPostcodes(db, SAMPLE_CSV, 'csv');
    expect(first).toEqual({ rowsRead: 12, added: 11, confirmed: 0, unchanged: 0, rejected: [], skippedSheets: [] });
    const after = await pairs(db);
    expect(after).toContainEqual({ id: expect.any(Number), code: '2000', city: 'Szentendre', provisional: false });
    expect(after).toHaveLength(11);

    const second = await importPostcodes(db, SAMPLE_CSV, 'csv');
    expect(second).toMatchObject({ rowsRead: 12, added: 0, confirmed: 0, unchanged: 11 });
    expect(await pairs(db)).toEqual(after);
    expect(await db.select().from(cities)).toHaveLength(11);
  });

  it('a workbook: settlements, Budapest from its sheet of streets, notes passed over, bad rows by sheet and row', async () => {
    const report = await importPostcodes(db, sampleWorkbook(), 'xlsx');
    expect(report).toEqual({
      rowsRead: 8,
      added: 5,
      confirmed: 0,
      unchanged: 0,
      rejected: [{ place: 'Települések:7', reason: 'postcode "123" is not four digits from 1011 to 9985' }],
      skippedSheets: ['Megjegyzés'],
    });
    expect((await pairs(db)).map((pair) => `${pair.code} ${pair.city}`)).toEqual([
      '1011 Budapest',
      '1052 Budapest',
      '2000 Szentendre',
      '2011 Budakalász',
      '2100 Gödöllő',
    ]);
    expect(await importPostcodes(db, sampleWorkbook(), 'xlsx')).toMatchObject({ added: 0, unchanged: 5 });
  });

  it("confirms a shopper's provisional pair, keeping its id, even typed without accents; others stay provisional", async () => {
    const szentendre = await provisionalPair(db, '2000', 'Szentendre');
    const godollo = await provisionalPair(db, '2100', 'Godollo');
    const unlisted = await provisionalPair(db, '2099', 'Pilisszentlászló');

    const report = await importPostcodes(db, SAMPLE_CSV, 'csv');
    expect(report).toMatchObject({ added: 9, confirmed: 2, unchanged: 0 });
    const after = await pairs(db);
    expect(after).toContainEqual({ id: szentendre, code: '2000', city: 'Szentendre', provisional: false });
    expect(after).toContainEqual({ id: godollo, code: '2100', city: 'Gödöllő', provisional: false });
    expect(after).toContainEqual({ id: unlisted, code: '2099', city: 'Pilisszentlászló', provisional: true });
    expect(after.filter((pair) => pair.code === '2100')).toHaveLength(1);
    expect(await importPostcodes(db, SAMPLE_CSV, 'csv')).toMatchObject({ added: 0, confirmed: 0, unchanged: 11 });
  });

  it('reports bad rows with their line and writes none of them (no settlement of a refused row)', async () => {
    const file = [
      'Irányítószám,Település',
      '2000,Szentendre',
      '1000,Túl Kicsi',
      '9986,Túl Nagy',
      '',
      '20a0,Betűs',
      '2011,',
      '2013,Pomáz',
    ].join('\n');
    const report = await importPostcodes(db, csv(file), 'csv');
    expect(report.rejected).toEqual([
      { place: '3', reason: 'postcode "1000" is not four digits from 1011 to 9985' },
      { place: '4', reason: 'postcode "9986" is not four digits from 1011 to 9985' },
      { place: '6', reason: 'postcode "20a0" is not four digits from 1011 to 9985' },
      { place: '7', reason: 'no settlement' },
    ]);
    expect(report).toMatchObject({ rowsRead: 6, added: 2 });
    expect((await db.select({ name: cities.name }).from(cities).orderBy(asc(cities.name))).map((c) => c.name)).toEqual([
      'Pomáz',
      'Szentendre',
    ]);
  });

  it('refuses a file it cannot read (not UTF-8, no header) and writes nothing', async () => {
    const latin2 = Uint8Array.from([...csv('IRSZ;Telep'), 0xe9, ...csv('l\u00e9s\n2100;G'), 0xf6, ...csv('d\n')]);
    await expect(importPostcodes(db, latin2, 'csv')).rejects.toThrow(PostcodeFileError);
    await expect(importPostcodes(db, csv('2000;Szentendre\n'), 'csv')).rejects.toThrow(/header/);
    await expect(importPostcodes(db, csv('not a workbook'), 'xlsx')).rejects.toThrow(PostcodeFileError);
    expect(await pairs(db)).toEqual([]);
  });
});
