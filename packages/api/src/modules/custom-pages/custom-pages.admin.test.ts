import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomPage, createTestApp, type TestApp } from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff } from '../../testing/admin';
import type { Agent } from '../../testing/agent';
import { isDangerous, XSS_CORPUS } from '../../testing/xss';

/*
 * The back office's custom pages (issue 21): texts per language with a slug unique per site and
 * language, rich text sanitised, a 301 from a changed slug, and the about-us screen's page, whose
 * slug the screen looks for, kept.
 */

let t: TestApp;
let editor: Agent;

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

const page = (overrides: Record<string, unknown> = {}) => ({
  site: 'shop',
  title_hu: 'Szállítás',
  slug_hu: 'szallitas',
  content_hu: '<p>GLS-sel.</p>',
  title_en: 'Delivery',
  slug_en: 'delivery',
  content_en: '<p>By GLS.</p>',
  is_active: true,
  ...overrides,
});

const publicPage = async (slug: string, locale = 1) =>
  (await (await t.request(`/api/v1/custom-pages?locale_id=${locale}&seo_slug=${slug}`)).json()).data[0] as
    | { content_html: string; url: string }
    | undefined;

describe('custom pages', () => {
  it('creates a page, refuses its slug to a second one, and sanitises every language', async () => {
    const response = await send(
      'POST',
      '/pages',
      page({ content_hu: XSS_CORPUS.join('\n'), content_en: XSS_CORPUS.join('') }),
    );
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toMatchObject({ urls: { hu: '/oldal/szallitas', en: '/en/page/delivery' }, screen: null });
    expect(isDangerous(data.content_hu)).toBe(false);
    for (const locale of [1, 2]) {
      const shown = await publicPage('szallitas', locale);
      expect(shown && isDangerous(shown.content_html)).toBe(false);
    }
    const taken = await send('POST', '/pages', page({ slug_hu: 'masik' }));
    expect(taken.status).toBe(422);
    expect(Object.keys((await taken.json()).errors)).toEqual(['slug_en']);
  });

  it('leaves a 301 from the old address when a slug changes', async () => {
    const { data } = await (await send('POST', '/pages', page({ slug_hu: 'gyik', slug_en: 'faq' }))).json();
    const saved = await send(
      'PATCH',
      `/pages/${data.id}`,
      page({ slug_hu: 'kerdesek', slug_en: 'faq', site: undefined }),
    );
    expect(saved.status).toBe(200);
    const redirects = (await (await t.request('/api/v1/redirects')).json()).data;
    expect(redirects).toContainEqual({ from_url: '/oldal/gyik', to_url: '/oldal/kerdesek' });
    expect(await publicPage('gyik')).toBeUndefined();
  });

  it('keeps the slug the about-us screen finds its page by, while its texts change', async () => {
    const about = await createCustomPage(t.database.db, {
      hu: { title: 'Rólunk', slug: 'rolunk', contentHtml: '<p>Régi.</p>' },
      en: { title: 'About us', slug: 'about-us', contentHtml: '<p>Old.</p>' },
    });
    const listed = (await (await send('GET', '/pages?site=shop&q=about')).json()).data;
    expect(listed).toEqual([expect.objectContaining({ id: about.id, screen: 'about_us' })]);
    const body = page({
      site: undefined,
      title_hu: 'Rólunk',
      slug_hu: 'rolunk',
      title_en: 'About us',
      slug_en: 'about',
    });
    const refused = await send('PATCH', `/pages/${about.id}`, body);
    expect(refused.status).toBe(422);
    expect(Object.keys((await refused.json()).errors)).toEqual(['slug_en']);
    const saved = await send('PATCH', `/pages/${about.id}`, {
      ...body,
      slug_en: 'about-us',
      content_en: '<p>New.</p>',
    });
    expect(saved.status).toBe(200);
    expect((await publicPage('about-us', 2))?.content_html).toBe('<p>New.</p>');
  });
});
