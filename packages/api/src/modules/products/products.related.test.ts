import { HostId, SHORT_LIST_SIZE } from '@vag/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { createCategoryPath, createProduct, createTestApp, type TestApp } from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff } from '../../testing/admin';
import type { Agent } from '../../testing/agent';

/*
 * Hand-picked related products (issue 21): the editor's ordered picks, saved with the product
 * and its audit entry, refused field by field; the storefront's related list shows the picks on
 * sale first, in their order, then fills up with the automatic ranking; an import keeps them.
 */
let t: TestApp;
let db: Db;
let editor: Agent;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  editor = createTestAdmin(t).agent();
  await signInStaff(editor, await createStaffMember(t, { role: 'editor' }));
});
afterAll(() => t.dispose());

const pickRelated = (id: number, related: unknown, locale = 1) =>
  editor.request(`/api/admin/v1/products/${id}?locale_id=${locale}`, {
    method: 'PATCH',
    body: JSON.stringify({ related_product_ids: related }),
    headers: { 'content-type': 'application/json' },
  });
const detail = async (id: number) => (await (await editor.request(`/api/admin/v1/products/${id}`)).json()).data;
const picksOf = async (id: number) => ((await detail(id)).related_picks as { id: number }[]).map((pick) => pick.id);
const relatedOnStorefront = async (id: number, locale = 1) => {
  const response = await t.request(`/api/v1/products/${id}/getRelatedProducts?locale_id=${locale}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { id: number }[] }).data.map((product) => product.id);
};
const refusalOf = async (response: Response) => {
  expect(response.status, 'a refused pick answers 422').toBe(422);
  return ((await response.json()) as { errors: Record<string, string[]> }).errors.related_product_ids;
};

describe('the editor’s related picks', () => {
  it('saves the picks in their order, shows them with the automatic ones and records them in the audit log', async () => {
    const product = await createProduct(db);
    const [a, b, c] = [await createProduct(db), await createProduct(db), await createProduct(db, { isActive: false })];
    const saved = await pickRelated(product.id, [c.id, a.id, b.id]);
    expect(saved.status, await saved.clone().text()).toBe(200);
    const shown = await detail(product.id);
    expect(shown.related_picks).toEqual([
      { id: c.id, name: c.name.hu, is_active: false },
      { id: a.id, name: a.name.hu, is_active: true },
      { id: b.id, name: b.name.hu, is_active: true },
    ]);
    // The storefront's list as the editor sees it: the picks on sale first, labelled, then the automatic ones.
    expect(shown.related.slice(0, 2)).toEqual([
      { id: a.id, name: a.name.hu, source: 'pick' },
      { id: b.id, name: b.name.hu, source: 'pick' },
    ]);
    expect(shown.related.slice(2).every((related: { source: string }) => related.source === 'automatic')).toBe(true);

    expect((await pickRelated(product.id, [b.id])).status).toBe(200);
    expect(await picksOf(product.id)).toEqual([b.id]);
    const audits = await db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(product.id))))
      .orderBy(auditLog.id);
    expect(audits.map((row) => [row.before, row.after])).toEqual([
      [
        expect.objectContaining({ related_product_ids: [] }),
        expect.objectContaining({ related_product_ids: [c.id, a.id, b.id] }),
      ],
      [
        expect.objectContaining({ related_product_ids: [c.id, a.id, b.id] }),
        expect.objectContaining({ related_product_ids: [b.id] }),
      ],
    ]);

    // Another field's edit leaves the picks alone; an empty list clears them.
    const renamed = await editor.request(`/api/admin/v1/products/${product.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ price_original: 12_345 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(renamed.status).toBe(200);
    expect(await picksOf(product.id)).toEqual([b.id]);
    expect((await pickRelated(product.id, [])).status).toBe(200);
    expect(await picksOf(product.id)).toEqual([]);
  });

  it('refuses another site’s product, the product itself, a product twice, an unknown one and more than five, keeping the picks', async () => {
    const product = await createProduct(db);
    const kept = await createProduct(db);
    expect((await pickRelated(product.id, [kept.id])).status).toBe(200);
    const academy = await createProduct(db, { hostId: HostId.academy });
    const others = [];
    for (let i = 0; i <= SHORT_LIST_SIZE; i += 1) others.push((await createProduct(db)).id);

    expect(await refusalOf(await pickRelated(product.id, [kept.id, academy.id]))).toEqual([
      'Kapcsolódó termék csak ugyanennek az oldalnak a terméke lehet.',
    ]);
    expect(await refusalOf(await pickRelated(product.id, [product.id]))).toEqual([
      'A termék nem lehet önmaga kapcsolódó terméke.',
    ]);
    expect(await refusalOf(await pickRelated(product.id, [kept.id, kept.id]))).toEqual([
      'Egy termék csak egyszer szerepelhet a kapcsolódók között.',
    ]);
    expect(await refusalOf(await pickRelated(product.id, [999_999]))).toEqual(['A kapcsolódó termék nem található.']);
    expect(await refusalOf(await pickRelated(product.id, others))).toEqual([
      `Legfeljebb ${SHORT_LIST_SIZE} kapcsolódó terméket választhat.`,
    ]);
    // In the member's language, every refusal of the list at once.
    expect(await refusalOf(await pickRelated(product.id, [academy.id, 999_999], 2))).toEqual([
      'A related product must belong to the same site.',
      'The related product was not found.',
    ]);
    expect(await picksOf(product.id)).toEqual([kept.id]);
  });

  it('finds products of the same site by name for the picker, never the product itself', async () => {
    const product = await createProduct(db, { name: { hu: 'Rózsás kézkrém', en: 'Rose hand cream' } });
    const sibling = await createProduct(db, { name: { hu: 'Rózsás arckrém', en: 'Rose face cream' } });
    await createProduct(db, {
      hostId: HostId.academy,
      name: { hu: 'Rózsás tanfolyami krém', en: 'Rose course cream' },
    });
    const response = await editor.get(`/api/admin/v1/products/${product.id}/related-options?q=rozsas`);
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual([{ id: sibling.id, name: 'Rózsás arckrém', is_active: true }]);
    expect((await editor.get(`/api/admin/v1/products/${product.id}/related-options?q=r`)).status).toBe(422);
    expect((await editor.get('/api/admin/v1/products/999999/related-options?q=rozsas')).status).toBe(404);
  });
});

describe('GET /api/v1/products/{id}/getRelatedProducts with picks', () => {
  it('shows the picks on sale first in their order, then fills up with the automatic ranking, each once', async () => {
    const place = await createCategoryPath(db);
    const inPlace = { subCategoryIds: [place.subCategory.id] };
    const product = await createProduct(db, inPlace);
    const sameA = await createProduct(db, inPlace);
    const sameB = await createProduct(db, inPlace);
    const far = await createProduct(db);
    const inactive = await createProduct(db, { isActive: false });
    const hungarianOnly = await createProduct(db, { locales: ['hu'] });
    const before = await relatedOnStorefront(product.id);
    expect(before.slice(0, 2)).toEqual([sameA.id, sameB.id]);

    const saved = await pickRelated(product.id, [far.id, inactive.id, hungarianOnly.id, sameB.id]);
    expect(saved.status, await saved.clone().text()).toBe(200);
    const shown = await relatedOnStorefront(product.id);
    // The picks on sale in their order (the inactive one left out), then sameA by its sub category, then any other.
    expect(shown.slice(0, 4)).toEqual([far.id, hungarianOnly.id, sameB.id, sameA.id]);
    expect(shown).toHaveLength(SHORT_LIST_SIZE);
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown).not.toContain(inactive.id);
    // In English the pick without an English text is left out too.
    const english = await relatedOnStorefront(product.id, 2);
    expect(english.slice(0, 3)).toEqual([far.id, sameB.id, sameA.id]);
    expect(english).not.toContain(hungarianOnly.id);
  });

  it('shows five picks alone, in their order', async () => {
    const product = await createProduct(db);
    const picks = [];
    for (let i = 0; i < SHORT_LIST_SIZE; i += 1) picks.push((await createProduct(db)).id);
    expect((await pickRelated(product.id, [...picks].reverse())).status).toBe(200);
    expect(await relatedOnStorefront(product.id)).toEqual([...picks].reverse());
  });
});

describe('the product file and the picks', () => {
  it('keeps the picks of a product the import changes', async () => {
    const product = await createProduct(db, { price: 1000 });
    const pick = await createProduct(db);
    expect((await pickRelated(product.id, [pick.id])).status).toBe(200);
    const upload = async (mode: 'check' | 'apply', checksum?: string) => {
      const form = new FormData();
      form.set('file', new File([`id,price_original\r\n${product.id},1500`], 'products.csv', { type: 'text/csv' }));
      form.set('mode', mode);
      if (checksum) form.set('checksum', checksum);
      const response = await editor.post('/api/admin/v1/products/import', form);
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()).data as { checksum: string; applied: boolean };
    };
    const checked = await upload('check');
    expect((await upload('apply', checked.checksum)).applied).toBe(true);
    const shown = await detail(product.id);
    expect(shown.price_original).toBe(1500);
    expect(shown.related_picks.map((related: { id: number }) => related.id)).toEqual([pick.id]);
  });
});
