import { mkdir } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../packages/api/src/db/demo/staff';
import { DESKTOP, launchBrowser, newPage, seriousViolations } from './support/browser';
import { AdminLoginPage, adminUrl, adminText as t } from './support/pages/admin';
import { AdminMediaPage, RichTextField } from './support/pages/admin-media';
import { screenshots, shotsDir } from './support/screenshots';

/*
 * The media library (issue 21): an editor uploads a photo, gives it alt texts in both languages
 * and sees it in the library, its thumbnail served by /img/ on the back office's host; then, in a
 * blog post's rich text, inserts it from the library and previews the draft as the shop shows it.
 * Both screens are looked at (1366 and 820 px) and checked with axe.
 */

const SHOTS = shotsDir('admin-media');
const editor = (() => {
  const member = DEMO_STAFF.find((staff) => staff.role === 'editor');
  if (!member) throw new Error('no demo editor');
  return member;
})();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(SHOTS, { recursive: true });
});
afterAll(() => browser.close());

/** A photo-like JPEG (a gradient, so each run's bytes differ from the last by the stamp in its colour). */
async function photo(path: string) {
  const stamp = Date.now() % 200;
  const width = 1600;
  const height = 1000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = (120 + (x * 100) / width) | 0;
      pixels[at + 1] = 60 + stamp / 4;
      pixels[at + 2] = (90 + (y * 120) / height) | 0;
    }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toFile(path);
}

describe('back-office media library', () => {
  it('an editor uploads an image, sets its alt texts, sees it, and inserts it into a post’s rich text', async () => {
    const name = `krem-${Date.now()}.jpg`;
    const file = `${SHOTS}/${name}`;
    await photo(file);
    const { context, page } = await newPage(browser, DESKTOP);
    const login = new AdminLoginPage(page);
    await login.open();
    await login.submitPassword(editor.email, editor.password);
    await page.waitForURL(/\/dashboard/);

    const nav = page.getByRole('navigation', { name: t('navLabel') });
    await Promise.all([
      page.waitForURL(/\/media$/),
      nav.getByRole('link', { name: t('media_nav'), exact: true }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: t('media_title') }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const library = new AdminMediaPage(page);
    await library.upload(file, { hu: 'Arckrém tégelyben' });
    // Only the Hungarian text so far: the card says the other is missing.
    await expect.poll(() => library.card(name).textContent()).toContain(t('media_alt_missing'));
    await library.setAlt(name, { en: 'Face cream in a jar' });
    await page.reload();
    expect(await library.altOf(name, 'hu')).toBe('Arckrém tégelyben');
    expect(await library.altOf(name, 'en')).toBe('Face cream in a jar');
    expect(await library.card(name).textContent()).not.toContain(t('media_alt_missing'));
    await expect.poll(() => library.thumbnailLoaded(name)).toBe(true);
    expect(await library.card(name).textContent()).toContain(t('media_dimensions', { width: 1600, height: 1000 }));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'media');

    // The rich text of a new blog post: a word in bold, then the image from the library.
    await page.goto(adminUrl('/blog/new'));
    const body = new RichTextField(page, t('content_body'));
    // The toolbar replaces the server's textarea once the page has hydrated.
    await body.toolbar().waitFor();
    await body.editable().click();
    await page.keyboard.type('Téli bőrápolás ');
    await body
      .toolbar()
      .getByRole('button', { name: t('rte_bold') })
      .click();
    expect(
      await body
        .toolbar()
        .getByRole('button', { name: t('rte_bold') })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await page.keyboard.type('lépésről lépésre');
    await body.openLibrary();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/media-dialog-1366.png` });
    await body.pick('Arckrém tégelyben');
    // Writing goes on where the image went in.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('textbox');
    const inserted = body.editable().getByRole('img', { name: 'Arckrém tégelyben' });
    await inserted.waitFor();
    expect(await inserted.getAttribute('src')).toMatch(/^\/img\/media\/\d{4}\/\d{2}\/[0-9a-f]+\.webp$/);
    expect(await seriousViolations(page)).toEqual([]);

    await page
      .getByRole('button', { name: t('rte_preview') })
      .first()
      .click();
    const preview = page.frameLocator(`iframe[title="${t('rte_preview_title')}"]`);
    await preview.locator('.prose strong', { hasText: 'lépésről lépésre' }).waitFor();
    expect(await preview.locator('.prose img').getAttribute('alt')).toBe('Arckrém tégelyben');
    await screenshots(page, SHOTS, 'rich-text-editor');
    await context.close();
  });
});
