import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { ACADEMY_HOST, createTestApp, type TestApp } from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff, type TestAdmin } from '../../testing/admin';

/*
 * The default SEO texts (issue 21): an editor sets a site's title and description in both
 * languages (audited), the storefront reads its own site's in its language, cached as content is.
 */

let t: TestApp;
let admin: TestAdmin;
beforeAll(async () => {
  t = await createTestApp();
  admin = createTestAdmin(t);
});
afterAll(() => t.dispose());

const put = (agent: ReturnType<TestAdmin['agent']>, body: unknown) =>
  agent.request('/api/admin/v1/seo-defaults', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('/api/admin/v1/seo-defaults and /api/v1/seo-defaults', () => {
  it('saves a site’s texts in both languages and the storefront reads them in its own', async () => {
    const editor = admin.agent();
    await signInStaff(editor, await createStaffMember(t, { role: 'editor' }));
    const missing = await put(editor, { site: 'academy', title_hu: ' ', title_en: 'Academy' });
    expect(missing.status).toBe(422);
    expect(Object.keys((await missing.json()).errors)).toEqual(['title_hu']);
    const saved = await put(editor, {
      site: 'academy',
      title_hu: 'Vagheggi Akadémia',
      description_hu: 'Kozmetikai képzések',
      title_en: 'Vagheggi Academy',
      description_en: 'Beauty trainings',
    });
    expect(saved.status).toBe(200);
    const list = await (await editor.get('/api/admin/v1/seo-defaults')).json();
    expect(list.data).toHaveLength(4);
    expect(
      list.data.find((r: { site: string; locale: string }) => r.site === 'academy' && r.locale === 'en'),
    ).toMatchObject({
      title: 'Vagheggi Academy',
      description: 'Beauty trainings',
    });
    const response = await t.request('/api/v1/seo-defaults?locale_id=2', { host: ACADEMY_HOST });
    expect(response.headers.get('cache-control')).toContain('public');
    expect((await response.json()).data).toEqual({ title: 'Vagheggi Academy', description: 'Beauty trainings' });
    const shop = await t.request('/api/v1/seo-defaults?host_id=1&locale_id=1');
    expect((await shop.json()).data).toBeNull();
    const [audit] = await queryRows<{ entity_id: string; after: unknown }>(
      db(),
      sql`select entity_id, after from audit_log where action = 'seo_defaults.update'`,
    );
    expect(audit).toEqual({
      entity_id: 'academy',
      after: {
        hu: { title: 'Vagheggi Akadémia', description: 'Kozmetikai képzések' },
        en: { title: 'Vagheggi Academy', description: 'Beauty trainings' },
      },
    });
  });

  it('keeps a site manager to their site and refuses support', async () => {
    const shop = admin.agent();
    await signInStaff(shop, await createStaffMember(t, { role: 'shop_manager' }));
    expect((await put(shop, { site: 'academy', title_hu: 'x', title_en: 'x' })).status).toBe(403);
    const own = await (await shop.get('/api/admin/v1/seo-defaults')).json();
    expect(own.data.map((r: { site: string }) => r.site)).toEqual(['shop', 'shop']);
    const support = admin.agent();
    await signInStaff(support, await createStaffMember(t, { role: 'support' }));
    expect((await support.get('/api/admin/v1/seo-defaults')).status).toBe(403);
  });
});

const db = () => t.database.db;
