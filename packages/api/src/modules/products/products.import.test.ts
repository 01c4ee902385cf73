import type { ProductImportReport } from '@vag/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { changeProductPrice, createCategoryPath, createProduct, createTestApp, type TestApp } from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff, type TestAdmin } from '../../testing/admin';
import type { Agent } from '../../testing/agent';

/*
 * The product file (issue 21): the export's cells (formula-like text made harmless), a file
 * exported and imported back changing nothing, a refused cell reported with its line and
 * column and nothing written, an apply writing every row in one go with its audit summary, and
 * an apply refused for a file other than the one checked.
 */

let t: TestApp;
let db: Db;
let admin: TestAdmin;
let editor: Agent;

const EXPORT = '/api/admin/v1/products/export.csv';
const IMPORT = '/api/admin/v1/products/import';

interface Answer {
  message: string;
  code?: string;
  data: ProductImportReport;
  errors?: Record<string, string[]>;
}

async function upload(csv: string, mode: 'check' | 'apply', checksum?: string) {
  const form = new FormData();
  form.set('file', new File([csv], 'products.csv', { type: 'text/csv' }));
  form.set('mode', mode);
  if (checksum) form.set('checksum', checksum);
  const response = await editor.post(IMPORT, form);
  return { status: response.status, body: (await response.json()) as Answer };
}

/** The file as the browser saves it: its bytes as UTF-8, the byte order mark kept. */
const exported = async () => {
  const response = await editor.get(EXPORT);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
};

/** The file's lines without the BOM; cells split naively (the tests' names hold no commas or quotes). */
const linesOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

const productRow = async (id: number) => {
  const [row] = await queryRows<{ price_original: number; price: number; stock_quantity: number | null; name: string }>(
    db,
    sql`select p.price_original, p.price, p.stock_quantity, t.name from products p
        join product_translations t on t.product_id = p.id and t.locale_id = 1 where p.id = ${id}`,
  );
  return row;
};

const importAudits = () =>
  queryRows<{ after: { rows: number; products: number } }>(
    db,
    sql`select after from audit_log where action = 'product.import' order by id`,
  );

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  admin = createTestAdmin(t);
  editor = admin.agent();
  await signInStaff(editor, await createStaffMember(t, { role: 'editor' }));
});
afterAll(() => t.dispose());

describe('the product file', () => {
  it('exports every product with a BOM, one row each, formula-like text written as text', async () => {
    const path = await createCategoryPath(db);
    const product = await createProduct(db, {
      name: { hu: '=HYPERLINK("http://evil")', en: '+Serum' },
      slug: { hu: `keplet-${Date.now()}` },
      subCategoryIds: [path.subCategory.id],
      price: 4990,
    });
    const csv = await exported();
    expect(csv.startsWith('\uFEFFid,name_hu,slug_hu,name_en,slug_en,price_original,price,')).toBe(true);
    const line = linesOf(csv).find((row) => row.startsWith(`${product.id},`));
    expect(line).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(line).toContain(",'+Serum,");
    expect(line).toContain(`${path.mainCategory.name.hu} > ${path.category.name.hu} > ${path.subCategory.name.hu}`);
  });

  it('reads an exported file back as no change at all, formula-escaped cells included', async () => {
    await createProduct(db, { name: { hu: '-Különleges, "idézett" név' } });
    const csv = await exported();
    const { status, body } = await upload(csv, 'check');
    expect(status).toBe(200);
    expect(body.data.errors).toEqual([]);
    expect(body.data.changes).toEqual([]);
    expect(body.data.rows).toBe(linesOf(csv).length - 1);
    expect(body.data.valid).toBe(body.data.rows);
  });

  it('reports a refused cell with its line and column, and writes nothing, not even the valid rows', async () => {
    const a = await createProduct(db, { price: 1000 });
    const b = await createProduct(db, { price: 2000 });
    const csv = [
      'id,price_original,stock_quantity,net_content,net_content_unit',
      `${a.id},1500,3,50,ml`,
      `${b.id},sok,-1,,`,
      '999999,100,,,',
    ].join('\r\n');
    const { status, body } = await upload(csv, 'check');
    expect(status).toBe(200);
    expect(body.data.applied).toBe(false);
    expect(body.data.rows).toBe(3);
    expect(body.data.valid).toBe(1);
    expect(body.data.errors.map((error) => [error.line, error.column])).toEqual([
      [3, 'price_original'],
      [3, 'stock_quantity'],
      [4, 'id'],
    ]);
    expect(body.data.errors[0]?.message).toBe('Számot adjon meg.');
    expect(body.data.changes).toEqual([
      { id: a.id, name: a.name.hu, line: 2, field: 'price_original', from: 1000, to: 1500 },
      { id: a.id, name: a.name.hu, line: 2, field: 'net_content', from: null, to: 50 },
      { id: a.id, name: a.name.hu, line: 2, field: 'net_content_unit', from: null, to: 'ml' },
      { id: a.id, name: a.name.hu, line: 2, field: 'stock_quantity', from: null, to: 3 },
    ]);
    // Nothing written: the valid row waits for the whole file.
    expect((await productRow(a.id))?.price_original).toBe(1000);
    const apply = await upload(csv, 'apply', body.data.checksum);
    expect(apply.status).toBe(422);
    expect(apply.body.code).toBe('product_import_invalid');
    expect(apply.body.data.errors).toHaveLength(3);
    expect((await productRow(a.id))?.price_original).toBe(1000);
  });

  it('reports the editor’s database rules too: a slug another product holds, a half net content', async () => {
    const taken = await createProduct(db);
    const a = await createProduct(db);
    const csv = ['id,slug_hu,net_content', `${a.id},${taken.slug.hu},25`].join('\n');
    const { body } = await upload(csv, 'check');
    expect(body.data.errors.map((error) => [error.line, error.column, error.code]).sort()).toEqual([
      [2, 'net_content_unit', 'product_net_content_pair'],
      [2, 'slug_hu', 'product_slug_taken'],
    ]);
  });

  it('applies a checked file in one transaction, through the regular price, with one audit summary', async () => {
    const promoted = await createProduct(db, { price: 8000 });
    // A running promotion: the buyer pays 6000 of 8000; a new regular price keeps it.
    await db.execute(
      sql`insert into product_promotions (product_id, price, starts_at) values (${promoted.id}, 6000, now() - interval '1 day')`,
    );
    await changeProductPrice(db, promoted.id, 6000, 8000);
    const plain = await createProduct(db, { price: 3000 });
    const audits = (await importAudits()).length;
    const csv = [
      'id,name_hu,price_original,stock_quantity,price',
      `${promoted.id},Új név,9000,,1`,
      `${plain.id},,3500,7,1`,
    ].join('\r\n');
    const check = await upload(csv, 'check');
    expect(check.body.data.errors).toEqual([expect.objectContaining({ line: 3, column: 'name_hu', code: 'required' })]);
    const fixed = csv.replace(`${plain.id},,3500`, `${plain.id},Sima,3500`);
    const refused = await upload(fixed, 'apply', check.body.data.checksum);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty('checksum');

    const checked = await upload(fixed, 'check');
    expect(checked.body.data.errors).toEqual([]);
    const applied = await upload(fixed, 'apply', checked.body.data.checksum);
    expect(applied.status).toBe(200);
    expect(applied.body.data.applied).toBe(true);
    expect(await productRow(plain.id)).toEqual({ price_original: 3500, price: 3500, stock_quantity: 7, name: 'Sima' });
    // `price` is the file's to read: the promotion's price stays what the buyer pays.
    expect(await productRow(promoted.id)).toMatchObject({ price_original: 9000, price: 6000, name: 'Új név' });
    const after = await importAudits();
    expect(after).toHaveLength(audits + 1);
    expect(after.at(-1)?.after).toMatchObject({ rows: 2, products: 2 });
    // Applied once, the same file changes nothing more.
    expect((await upload(fixed, 'check')).body.data.changes).toEqual([]);
  });

  it('carries the VAT rate: exported, read back unchanged, changed, kept when blank or absent, refused unless Hungarian', async () => {
    const a = await createProduct(db, { price: 1000 });
    const b = await createProduct(db, { price: 2000 });
    await db.execute(sql`update products set vat_rate = 5 where id = ${b.id}`);
    const csv = await exported();
    const header =
      linesOf(csv)[0]
        ?.replace(/^\uFEFF/, '')
        .split(',') ?? [];
    const column = header.indexOf('vat_rate');
    expect(column).toBeGreaterThan(0);
    const cellOf = (id: number) =>
      linesOf(csv)
        .find((row) => row.startsWith(`${id},`))
        ?.split(',')[column];
    expect([cellOf(a.id), cellOf(b.id)]).toEqual(['27', '5']);
    // Exported and read back: no change.
    expect((await upload(csv, 'check')).body.data.changes.filter((change) => change.field === 'vat_rate')).toEqual([]);

    const vatOf = async (id: number) =>
      (await queryRows<{ vat_rate: number }>(db, sql`select vat_rate from products where id = ${id}`))[0]?.vat_rate;
    // A blank cell keeps the rate; a file without the column keeps it too.
    const file = ['id,vat_rate,stock_quantity', `${a.id},18,4`, `${b.id},,6`].join('\r\n');
    const checked = await upload(file, 'check');
    expect(checked.body.data.errors).toEqual([]);
    expect(checked.body.data.changes).toEqual([
      { id: a.id, name: a.name.hu, line: 2, field: 'vat_rate', from: 27, to: 18 },
      { id: a.id, name: a.name.hu, line: 2, field: 'stock_quantity', from: null, to: 4 },
      { id: b.id, name: b.name.hu, line: 3, field: 'stock_quantity', from: null, to: 6 },
    ]);
    const applied = await upload(file, 'apply', checked.body.data.checksum);
    expect(applied.status).toBe(200);
    expect([await vatOf(a.id), await vatOf(b.id)]).toEqual([18, 5]);
    const without = ['id,stock_quantity', `${a.id},9`].join('\r\n');
    const kept = await upload(without, 'apply', (await upload(without, 'check')).body.data.checksum);
    expect(kept.body.data.applied).toBe(true);
    expect(await vatOf(a.id)).toBe(18);
    // Zero is a rate, not a blank.
    const zero = [`id,vat_rate`, `${b.id},0`].join('\r\n');
    expect((await upload(zero, 'check')).body.data.changes).toEqual([
      { id: b.id, name: b.name.hu, line: 2, field: 'vat_rate', from: 5, to: 0 },
    ]);

    // Anything else than 27, 18, 5 or 0 is refused at its line and column, in the reader's language.
    const wrong = ['id,vat_rate', `${a.id},20`, `${b.id},27%`].join('\r\n');
    const refused = await upload(wrong, 'check');
    expect(refused.body.data.errors).toEqual([
      { line: 2, column: 'vat_rate', code: 'vat_rate_invalid', message: 'Az ÁFA-kulcs 27, 18, 5 vagy 0 % lehet.' },
      { line: 3, column: 'vat_rate', code: 'vat_rate_invalid', message: 'Az ÁFA-kulcs 27, 18, 5 vagy 0 % lehet.' },
    ]);
    const form = new FormData();
    form.set('file', new File([wrong], 'products.csv', { type: 'text/csv' }));
    form.set('mode', 'check');
    const english = (await (await editor.post(`${IMPORT}?locale_id=2`, form)).json()) as Answer;
    expect(english.data.errors.map((error) => error.message)).toEqual([
      'The VAT rate must be 27, 18, 5 or 0 %.',
      'The VAT rate must be 27, 18, 5 or 0 %.',
    ]);
    expect(await vatOf(a.id)).toBe(18);
  });

  it('refuses a file that is no product file', async () => {
    const { body } = await upload('name,price\r\nx,1\r\n', 'check');
    expect(body.data.errors.map((error) => [error.line, error.column, error.code])).toEqual([
      [1, 'id', 'product_import_no_id_column'],
      [1, 'name', 'product_import_column_unknown'],
    ]);
    const empty = await editor.post(IMPORT, new FormData());
    expect(empty.status).toBe(422);
  });
});
