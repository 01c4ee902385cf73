import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { createRedirect, createTestApp, type TestApp } from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff, type TestAdmin, type TestStaff } from '../../testing/admin';
import type { Agent } from '../../testing/agent';
import { listRedirects } from './redirects.service';

/*
 * The redirect table's editor (issue 21): sources are paths of the site, targets paths or https
 * URLs; a loop, a chain or a live page's path is refused with its code; edits and deletions are
 * audited; content.manage may edit, a site manager only on their site.
 */

let t: TestApp;
let db: Db;
let admin: TestAdmin;
let editor: Agent;
let editorMember: TestStaff;

async function signedIn(role: TestStaff['role']) {
  const agent = admin.agent();
  const member = await createStaffMember(t, { role });
  await signInStaff(agent, member);
  return { agent, member };
}

const send = (agent: Agent, method: 'PATCH' | 'DELETE', path: string, body?: unknown) =>
  agent.request(path, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });

const table = async (hostId: 1 | 2 = 1) =>
  Object.fromEntries((await listRedirects(db, hostId as never)).map((r) => [r.from_url, r.to_url]));

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  admin = createTestAdmin(t);
  ({ agent: editor, member: editorMember } = await signedIn('editor'));
  await createRedirect(db, { fromUrl: '/b', toUrl: '/c' });
  await createRedirect(db, { hostId: 2, fromUrl: '/naptar', toUrl: '/kepzesi-naptar' });
});
afterAll(() => t.dispose());

describe('POST /api/admin/v1/redirects', () => {
  it('adds a 301 with its source normalised, audited', async () => {
    const response = await editor.post('/api/admin/v1/redirects', {
      site: 'shop',
      from_url: '/regi-akcio/?utm=x',
      to_url: 'https://example.com/uj',
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.data).toMatchObject({ site: 'shop', from_url: '/regi-akcio', to_url: 'https://example.com/uj' });
    const [audit] = await queryRows<{ action: string; staff_id: number; host_id: number; after: unknown }>(
      db,
      sql`select action, staff_id, host_id, after from audit_log where action = 'redirect.create'`,
    );
    expect(audit).toEqual({
      action: 'redirect.create',
      staff_id: editorMember.id,
      host_id: 1,
      after: { site: 'shop', from_url: '/regi-akcio', to_url: 'https://example.com/uj', retargeted: [] },
    });
  });

  it('refuses sources that are not paths of the site and targets that are neither paths nor https URLs', async () => {
    for (const [from_url, to_url, field] of [
      ['https://vagheggi.hu/x', '/y', 'from_url'],
      ['//evil.example/x', '/y', 'from_url'],
      ['/x', 'http://example.com/', 'to_url'],
      ['/x', 'javascript:alert(1)', 'to_url'],
      ['/x', '//evil.example', 'to_url'],
      ['/', '/y', 'from_url'],
    ] as const) {
      const response = await editor.post('/api/admin/v1/redirects', { site: 'shop', from_url, to_url });
      expect(response.status, `${from_url} → ${to_url}`).toBe(422);
      const errors = (await response.json()).errors;
      expect(Object.keys(errors)).toEqual([field]);
      expect(errors[field][0]).not.toBe('A megadott érték érvénytelen.');
    }
  });

  it('refuses a loop: the target leads back to the source through the table', async () => {
    const direct = await editor.post('/api/admin/v1/redirects', { site: 'shop', from_url: '/c', to_url: '/b' });
    expect(direct.status).toBe(422);
    expect((await direct.json()).code).toBe('redirect_loop');
    const self = await editor.post('/api/admin/v1/redirects', { site: 'shop', from_url: '/d/', to_url: '/d?x=1' });
    expect((await self.json()).code).toBe('redirect_loop');
    // The academy's table is another one: /c → /b is no loop there.
    const other = await editor.post('/api/admin/v1/redirects', { site: 'academy', from_url: '/c', to_url: '/b' });
    expect(other.status).toBe(201);
  });

  it('refuses a chain and names the final target', async () => {
    await createRedirect(db, { fromUrl: '/c', toUrl: '/e' });
    // /b → /c → /e exists only because the factory bypasses the editor's checks; the editor names /e.
    const response = await editor.post('/api/admin/v1/redirects', { site: 'shop', from_url: '/a', to_url: '/b/' });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.code).toBe('redirect_chain');
    expect(body.errors.to_url[0]).toContain('/e');
  });

  it('points redirects that led to the new source at its target: no chain appears', async () => {
    const response = await editor.post('/api/admin/v1/redirects', { site: 'shop', from_url: '/e', to_url: '/f' });
    expect(response.status).toBe(201);
    expect(await table()).toMatchObject({ '/c': '/f', '/e': '/f' });
  });

  it('refuses a second redirect from the same source and a live page as source', async () => {
    const taken = await editor.post('/api/admin/v1/redirects', { site: 'shop', from_url: '/e/', to_url: '/g' });
    expect(taken.status).toBe(422);
    expect((await taken.json()).errors.from_url).toHaveLength(1);
    const live = await editor.post('/api/admin/v1/redirects', { site: 'shop', from_url: '/rolunk', to_url: '/g' });
    expect(live.status).toBe(422);
    expect((await live.json()).errors.from_url[0]).toMatch(/live page|élő oldal/);
  });
});

describe('GET, PATCH and DELETE /api/admin/v1/redirects', () => {
  it('lists by site and search, latest changed first', async () => {
    const all = await (await editor.get('/api/admin/v1/redirects?site=shop&q=REGI')).json();
    expect(all.data.map((r: { from_url: string }) => r.from_url)).toEqual(['/regi-akcio']);
    const academy = await (await editor.get('/api/admin/v1/redirects?site=academy')).json();
    expect(academy.meta.total).toBe(2);
  });

  it('changes a redirect with the same checks, and deletes it, both audited', async () => {
    const list = await (await editor.get('/api/admin/v1/redirects?q=regi-akcio')).json();
    const id = list.data[0].id;
    const loop = await send(editor, 'PATCH', `/api/admin/v1/redirects/${id}`, {
      site: 'shop',
      from_url: '/f',
      to_url: '/e',
    });
    expect((await loop.json()).code).toBe('redirect_loop');
    const changed = await send(editor, 'PATCH', `/api/admin/v1/redirects/${id}`, {
      site: 'shop',
      from_url: '/regi-akcio',
      to_url: '/akciok',
    });
    expect(changed.status).toBe(200);
    expect((await table())['/regi-akcio']).toBe('/akciok');
    expect((await send(editor, 'DELETE', `/api/admin/v1/redirects/${id}`)).status).toBe(200);
    expect((await table())['/regi-akcio']).toBeUndefined();
    expect((await send(editor, 'DELETE', `/api/admin/v1/redirects/${id}`)).status).toBe(404);
    const actions = await queryRows<{ action: string; before: unknown }>(
      db,
      sql`select action, before from audit_log where entity = 'redirect' and entity_id = ${String(id)} order by id`,
    );
    expect(actions).toEqual([
      { action: 'redirect.create', before: null },
      {
        action: 'redirect.update',
        before: { site: 'shop', from_url: '/regi-akcio', to_url: 'https://example.com/uj' },
      },
      { action: 'redirect.delete', before: { from_url: '/regi-akcio', to_url: '/akciok' } },
    ]);
  });

  it("keeps a site manager to their site's redirects and refuses support", async () => {
    const { agent: academy } = await signedIn('academy_manager');
    const list = await (await academy.get('/api/admin/v1/redirects')).json();
    expect(list.data.every((r: { site: string }) => r.site === 'academy')).toBe(true);
    expect((await academy.post('/api/admin/v1/redirects', { site: 'shop', from_url: '/z', to_url: '/y' })).status).toBe(
      403,
    );
    const shopOne = (await (await editor.get('/api/admin/v1/redirects?site=shop')).json()).data[0].id;
    expect((await send(academy, 'DELETE', `/api/admin/v1/redirects/${shopOne}`)).status).toBe(403);
    const { agent: support } = await signedIn('support');
    expect((await support.get('/api/admin/v1/redirects')).status).toBe(403);
  });
});
