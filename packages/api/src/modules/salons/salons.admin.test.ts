import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mediaAssets } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff } from '../../testing/admin';
import type { Agent } from '../../testing/agent';
import { isDangerous, XSS_CORPUS } from '../../testing/xss';

/*
 * The back office's salons (issue 21): address, coordinates (both or none, in range), a week of
 * opening hours stored in the storefront's shape, an image from the media library, the
 * description sanitised before the public API shows it, a slug unique per site and language and
 * a 301 from a changed one, every write audited.
 */

let t: TestApp;
let editor: Agent;
let editorId: number;

beforeAll(async () => {
  t = await createTestApp();
  editor = createTestAdmin(t).agent();
  const member = await createStaffMember(t, { role: 'editor' });
  editorId = member.id;
  await signInStaff(editor, member);
});
afterAll(() => t.dispose());

const send = (method: string, path: string, body?: Record<string, unknown>) =>
  editor.request(`/api/admin/v1${path}`, {
    method,
    body: body && JSON.stringify(body),
    headers: body ? { 'content-type': 'application/json' } : {},
  });

const week = {
  hours_1_open: '09:00',
  hours_1_close: '18:00',
  hours_2_open: '09:00',
  hours_2_close: '18:00',
  hours_6_open: '10:00',
  hours_6_close: '14:00',
  hours_7_closed: true,
  hours_7_open: '10:00',
  hours_7_close: '12:00',
};

const salon = (overrides: Record<string, unknown> = {}) => ({
  site: 'shop',
  name: 'Rózsa Szalon',
  zipcode: '1052',
  city: 'Budapest',
  address: 'Váci utca 1.',
  phone: '+36 1 234 5678',
  email: 'rozsa@example.hu',
  website: 'https://rozsa.example.hu',
  lat: '47.4979',
  lng: '19.0402',
  slug_hu: 'rozsa-szalon',
  description_hu: '<p>Arckezelések.</p>',
  slug_en: 'rose-salon',
  description_en: '<p>Facials.</p>',
  is_active: true,
  ...week,
  ...overrides,
});

const publicSalon = async (slug: string, locale = 1) => {
  const response = await t.request(`/api/v1/salons/${slug}?locale_id=${locale}`);
  return response.status === 200 ? ((await response.json()).data as { description: string; url: string }) : undefined;
};
const fieldsOf = async (response: Response) => Object.keys((await response.json()).errors ?? {}).sort();

describe('salons in the back office', () => {
  it('creates a salon with its week, coordinates and image, lists it and audits the write', async () => {
    const [media] = await t.database.db
      .insert(mediaAssets)
      .values({
        path: 'media/2026/11/salon.webp',
        originalName: 'salon.jpg',
        width: 800,
        height: 600,
        sizeBytes: 1000,
        sha256: 'a'.repeat(64),
      })
      .returning();
    const response = await send('POST', '/salons', salon({ image_media_id: String(media?.id) }));
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toMatchObject({
      site: 'shop',
      zipcode: '1052',
      lat: 47.4979,
      lng: 19.0402,
      image: '/img/media/2026/11/salon.webp',
      urls: { hu: '/szalonok/rozsa-szalon', en: '/en/salons/rose-salon' },
      opening_hours: [
        { day: 1, open: '09:00', close: '18:00' },
        { day: 2, open: '09:00', close: '18:00' },
        { day: 6, open: '10:00', close: '14:00' },
      ],
    });
    const listed = (await (await send('GET', '/salons?site=shop&q=budap')).json()).data;
    expect(listed).toContainEqual(expect.objectContaining({ id: data.id, name: 'Rózsa Szalon', is_active: true }));
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'salon'))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ staffId: editorId, action: 'salon.create', entityId: String(data.id) });
    // Editing without a new image keeps the one it has; the public API shows the new hours at once.
    const saved = await send('PATCH', `/salons/${data.id}`, salon({ site: undefined, hours_6_closed: true }));
    expect(saved.status).toBe(200);
    expect((await saved.json()).data).toMatchObject({ image: '/img/media/2026/11/salon.webp' });
    const shown = await publicSalon('rozsa-szalon');
    expect(shown).toMatchObject({ opening_hours: [{ day: 1 }, { day: 2 }] });
  });

  it('refuses a slug taken on the same site and language, but not on the other site', async () => {
    await send('POST', '/salons', salon({ slug_hu: 'foglalt', slug_en: 'taken' }));
    const taken = await send('POST', '/salons', salon({ slug_hu: 'foglalt', slug_en: 'free' }));
    expect(taken.status).toBe(422);
    expect(await fieldsOf(taken)).toEqual(['slug_hu']);
    const otherSite = await send('POST', '/salons', salon({ site: 'academy', slug_hu: 'foglalt', slug_en: 'taken' }));
    expect(otherSite.status).toBe(201);
  });

  it('leaves a 301 from the old address when a slug changes', async () => {
    const { data } = await (await send('POST', '/salons', salon({ slug_hu: 'regi-nev', slug_en: 'old-name' }))).json();
    const saved = await send(
      'PATCH',
      `/salons/${data.id}`,
      salon({ site: undefined, slug_hu: 'uj-nev', slug_en: 'old-name' }),
    );
    expect(saved.status).toBe(200);
    const redirects = (await (await t.request('/api/v1/redirects')).json()).data;
    expect(redirects).toContainEqual({ from_url: '/szalonok/regi-nev', to_url: '/szalonok/uj-nev' });
    expect(await publicSalon('uj-nev')).toBeDefined();
  });

  it('refuses coordinates out of range or alone, bad hours, a bad postcode, e-mail, website or image', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ lat: '91', lng: '-181' }, ['lat', 'lng']],
      [{ lat: '47.5', lng: '' }, ['lng']],
      [{ lat: 'north', lng: '19' }, ['lat']],
      [
        { hours_1_open: '9', hours_2_close: '08:00', hours_3_open: '25:00', hours_3_close: '26:00' },
        ['hours_1', 'hours_2', 'hours_3'],
      ],
      [{ hours_4_open: '10:00', hours_4_close: '' }, ['hours_4']],
      [
        { zipcode: '105', email: 'rozsa@', website: 'http://rozsa.example.hu', image_media_id: '999999' },
        ['email', 'image_media_id', 'website', 'zipcode'],
      ],
    ];
    for (const [fields, expected] of cases) {
      const response = await send('POST', '/salons', salon({ slug_hu: 'hibas', slug_en: '', ...fields }));
      expect(response.status, JSON.stringify(fields)).toBe(422);
      expect(await fieldsOf(response)).toEqual(expected);
    }
    // Neither coordinate is fine: the salon is then not on the map.
    const unplaced = await send('POST', '/salons', salon({ slug_hu: 'terkep-nelkul', slug_en: '', lat: '', lng: '' }));
    expect(unplaced.status).toBe(201);
    expect((await unplaced.json()).data).toMatchObject({ lat: null, lng: null, urls: { en: null } });
  });

  it('never lets a script or an event handler of the description reach the public salons API', async () => {
    const response = await send(
      'POST',
      '/salons',
      salon({
        slug_hu: 'xss',
        slug_en: 'xss',
        description_hu: `${XSS_CORPUS.join('\n')}<img src=x onerror=alert(1)><script>alert(1)</script>`,
        description_en: XSS_CORPUS.join(''),
      }),
    );
    expect(response.status).toBe(201);
    expect(isDangerous((await response.json()).data.description_hu)).toBe(false);
    for (const locale of [1, 2]) {
      const shown = await publicSalon('xss', locale);
      expect(shown).toBeDefined();
      expect(isDangerous(shown?.description ?? '')).toBe(false);
      expect(shown?.description).not.toMatch(/<script|onerror/i);
    }
    const listed = await (await t.request('/api/v1/salons?per_page=100')).text();
    expect(listed).not.toMatch(/<script|onerror/i);
  });
});
