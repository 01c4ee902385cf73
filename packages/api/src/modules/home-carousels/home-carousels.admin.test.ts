import { toBudapestWallClock } from '@vag/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff } from '../../testing/admin';
import type { Agent } from '../../testing/agent';

/*
 * The back office's home carousel (issue 21): slides per site and language with a link that is a
 * site path or an https address, a window whose end follows its start, an order set as a whole,
 * and the storefront's carousel following each write.
 */

let t: TestApp;
let editor: Agent;
const HOUR = 3_600_000;
const local = (offsetMs: number) => toBudapestWallClock(new Date(Date.now() + offsetMs));

beforeAll(async () => {
  t = await createTestApp();
  editor = createTestAdmin(t).agent();
  await signInStaff(editor, await createStaffMember(t, { role: 'editor' }));
});
afterAll(() => t.dispose());

const send = (method: string, path: string, body?: Record<string, unknown>) =>
  editor.request(`/api/admin/v1${path}`, {
    method,
    body: body && JSON.stringify(body),
    headers: body ? { 'content-type': 'application/json' } : {},
  });

const slide = (overrides: Record<string, unknown> = {}) => ({
  site: 'shop',
  locale: 'hu',
  title: 'Téli akció',
  image: '/img/demo/carousel/winter.jpg',
  link: '/kategoria/arc',
  button_text: 'Megnézem',
  is_active: true,
  ...overrides,
});

async function created(body: Record<string, unknown>) {
  const response = await send('POST', '/carousel-slides', body);
  expect(response.status).toBe(201);
  return (await response.json()).data as { id: number; sort: number; state: string };
}

const shownTitles = async () =>
  ((await (await t.request('/api/v1/home-carousels?locale_id=1')).json()).data as { title: string }[]).map(
    (row) => row.title,
  );

describe('carousel slides', () => {
  it('adds slides last, orders them as a whole, and the storefront shows the live ones in that order', async () => {
    const first = await created(slide({ title: 'Első' }));
    const second = await created(slide({ title: 'Második', link: 'https://example.hu/kampany' }));
    const later = await created(slide({ title: 'Később', starts_local: local(HOUR), ends_local: local(2 * HOUR) }));
    expect(second.sort).toBeGreaterThan(first.sort);
    expect(later.state).toBe('scheduled');
    expect(await shownTitles()).toEqual(['Első', 'Második']);
    const ordered = await send('POST', '/carousel-slides/order', {
      site: 'shop',
      locale: 'hu',
      ids: [second.id, later.id, first.id],
    });
    expect(ordered.status).toBe(200);
    expect(await shownTitles()).toEqual(['Második', 'Első']);
    const partial = await send('POST', '/carousel-slides/order', { site: 'shop', locale: 'hu', ids: [first.id] });
    expect(partial.status).toBe(422);
    expect((await send('DELETE', `/carousel-slides/${second.id}`)).status).toBe(200);
    expect(await shownTitles()).toEqual(['Első']);
  });

  it('refuses a javascript: or protocol-relative link, a foreign image and a window that ends before it starts', async () => {
    for (const link of ['javascript:alert(1)', '//evil.example/x', 'http://example.hu']) {
      const response = await send('POST', '/carousel-slides', slide({ link }));
      expect(response.status, link).toBe(422);
      expect(Object.keys((await response.json()).errors)).toEqual(['link']);
    }
    const response = await send(
      'POST',
      '/carousel-slides',
      slide({ image: 'data:image/png;base64,AAAA', starts_local: local(2 * HOUR), ends_local: local(HOUR) }),
    );
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors).sort()).toEqual(['ends_local', 'image']);
  });

  it('keeps a site manager to their own site', async () => {
    const manager = createTestAdmin(t).agent();
    await signInStaff(manager, await createStaffMember(t, { role: 'academy_manager' }));
    const response = await manager.post('/api/admin/v1/carousel-slides', slide());
    expect(response.status).toBe(403);
    const own = await manager.post('/api/admin/v1/carousel-slides', slide({ site: 'academy' }));
    expect(own.status).toBe(201);
  });
});
