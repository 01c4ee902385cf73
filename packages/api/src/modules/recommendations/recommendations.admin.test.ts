import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { TEST_CAPTCHA_PASS } from '../../lib/captcha';
import { ACADEMY_HOST, createTestApp, createUser, SHOP_HOST, type TestApp } from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff, type TestAdmin, type TestStaff } from '../../testing/admin';
import type { Agent } from '../../testing/agent';

/*
 * The back office's inbox of training recommendations (issue 20): the list by state, site and
 * search with who sent each, handled and reopened with an audit row each, and who may see them.
 */

let t: TestApp;
let db: Db;
let admin: TestAdmin;
let owner: Agent;
let ownerMember: TestStaff;

async function recommend(host: string, text: string, signedIn?: { email: string; password: string }) {
  const agent = t.agent(host);
  await agent.csrf();
  if (signedIn) await agent.login(signedIn.email, signedIn.password);
  const response = await agent.post('/api/v1/trainings/add-recommendation', {
    training_name_text: text,
    captcha_token: TEST_CAPTCHA_PASS,
  });
  expect(response.status).toBe(200);
  const [row] = await queryRows<{ id: number }>(db, sql`select max(id) as id from training_recommendations`);
  return Number(row?.id);
}

async function signedIn(role: TestStaff['role']) {
  const agent = admin.agent();
  const member = await createStaffMember(t, { role });
  await signInStaff(agent, member);
  return { agent, member };
}

const texts = async (agent: Agent, query = '') => {
  const response = await agent.get(`/api/admin/v1/recommendations${query}`);
  expect(response.status).toBe(200);
  const body = await response.json();
  return body.data.map((row: { training_name_text: string }) => row.training_name_text);
};

const ids = { lash: 0, brows: 0, shop: 0 };
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  admin = createTestAdmin(t);
  ({ agent: owner, member: ownerMember } = await signedIn('owner'));
  const user = await createUser(db, { firstName: 'Réka', lastName: 'Tóth' });
  ids.lash = await recommend(ACADEMY_HOST, 'Szempilla-lifting haladóknak', user);
  ids.brows = await recommend(ACADEMY_HOST, 'Szemöldök-laminálás');
  ids.shop = await recommend(SHOP_HOST, 'Bőrápolási alapok');
});
afterAll(() => t.dispose());

describe('GET /api/admin/v1/recommendations', () => {
  it('lists the new ones newest first with the signed-in sender, by site and by a part of the name', async () => {
    expect(await texts(owner)).toEqual(['Bőrápolási alapok', 'Szemöldök-laminálás', 'Szempilla-lifting haladóknak']);
    const response = await owner.get(`/api/admin/v1/recommendations/${ids.lash}`);
    expect((await response.json()).data).toMatchObject({
      id: ids.lash,
      site: 'academy',
      locale: 'hu',
      user: { name: 'Tóth Réka', email: expect.stringContaining('@') },
      handled_at: null,
    });
    expect(await texts(owner, '?site=academy&q=LAMIN')).toEqual(['Szemöldök-laminálás']);
    expect((await owner.get('/api/admin/v1/recommendations/999999')).status).toBe(404);
  });

  it('marks one handled (a second click keeps the first mark) and reopens it, each change audited', async () => {
    const { agent: support, member: supportMember } = await signedIn('support');
    const first = (await (await support.post(`/api/admin/v1/recommendations/${ids.brows}/handled`)).json()).data;
    expect(first.handled_by).toEqual({ id: supportMember.id, name: supportMember.name });
    const again = (await (await owner.post(`/api/admin/v1/recommendations/${ids.brows}/handled`)).json()).data;
    expect(again.handled_at).toBe(first.handled_at);
    expect(await texts(owner, '?state=handled')).toEqual(['Szemöldök-laminálás']);
    expect(await texts(owner)).not.toContain('Szemöldök-laminálás');
    await owner.post(`/api/admin/v1/recommendations/${ids.brows}/reopen`);
    expect(await texts(owner)).toContain('Szemöldök-laminálás');
    const audits = await queryRows<{ action: string; staff_id: number; before: unknown; after: unknown }>(
      db,
      sql`select action, staff_id, before, after from audit_log
          where entity = 'training_recommendation' and entity_id = ${String(ids.brows)} order by id`,
    );
    expect(audits).toEqual([
      {
        action: 'training_recommendation.handle',
        staff_id: supportMember.id,
        before: { handled_at: null, handled_by_staff_id: null },
        after: { handled_at: first.handled_at, handled_by_staff_id: supportMember.id },
      },
      {
        action: 'training_recommendation.reopen',
        staff_id: ownerMember.id,
        before: { handled_at: first.handled_at, handled_by_staff_id: supportMember.id },
        after: { handled_at: null, handled_by_staff_id: null },
      },
    ]);
  });

  it('refuses a visitor (401) and an editor (403), and shows a site manager only the own site', async () => {
    expect((await admin.agent().get('/api/admin/v1/recommendations')).status).toBe(401);
    const { agent: editor } = await signedIn('editor');
    expect((await editor.get('/api/admin/v1/recommendations')).status).toBe(403);
    const { agent: shop } = await signedIn('shop_manager');
    expect(await texts(shop, '?state=all')).toEqual(['Bőrápolási alapok']);
    expect((await shop.get(`/api/admin/v1/recommendations/${ids.lash}`)).status).toBe(403);
    expect((await shop.post(`/api/admin/v1/recommendations/${ids.lash}/handled`)).status).toBe(403);
  });
});
