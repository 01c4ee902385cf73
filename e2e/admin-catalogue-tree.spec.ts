import type { ProductMainCategory } from '@vag/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_STAFF } from '../packages/api/src/db/demo/staff';
import { DESKTOP, launchBrowser, newPage, open, seriousViolations, siteUrl } from './support/browser';
import { httpGet } from './support/http';
import { AdminLoginPage, adminText as t } from './support/pages/admin';
import { AdminCategoriesPage } from './support/pages/admin-categories';
import { screenshots, shotsDir } from './support/screenshots';

/*
 * The shop's category tree in the back office (issue 21): an editor renames a category and puts
 * its sibling before it; the storefront's category page lists the new name in the new order at
 * once, and the old address answers 301 to the new one. The product file's check shows a refused
 * row with its line and column, and nothing is written.
 */

const SHOTS = shotsDir('admin-catalogue-tree');
const editor = (() => {
  const member = DEMO_STAFF.find((candidate) => candidate.role === 'editor');
  if (!member) throw new Error('no demo editor');
  return member;
})();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signIn(page: Page) {
  const login = new AdminLoginPage(page);
  await login.open();
  await login.submitPassword(editor.email, editor.password);
  await page.waitForURL(/\/dashboard/);
}

const SHOP_HOST = 'vagheggi.localhost';

/** The shop's menu tree as the storefront reads it (Hungarian). */
async function shopTree(): Promise<ProductMainCategory[]> {
  const response = await httpGet(inject('port'), '/api/v1/product-main-categories?locale_id=1', SHOP_HOST);
  return (JSON.parse(response.body) as { data: ProductMainCategory[] }).data;
}

/** The product file as the signed-in member downloads it from the back office. */
const exportedFile = (page: Page) => page.evaluate(async () => (await fetch('/products/export.csv')).text());

describe('back-office category tree', () => {
  it('an editor renames a category and reorders two siblings; the shop shows both at once and the old address moves for good', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const main = (await shopTree()).find((candidate) => candidate.categories.length >= 2);
    if (!main) throw new Error('the demo shop has no main category with two categories');
    const [first, second] = main.categories as [
      ProductMainCategory['categories'][number],
      ProductMainCategory['categories'][number],
    ];

    await signIn(page);
    const nav = page.getByRole('navigation', { name: t('navLabel') });
    await Promise.all([
      page.waitForURL(/\/categories/),
      nav.getByRole('link', { name: t('navCategories'), exact: true }).click(),
    ]);
    const tree = new AdminCategoriesPage(page);
    await tree.heading().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'categories');

    const renamed = `${first.name} új`;
    const slug = `${first.seo.slug}-uj-${Date.now() % 100_000}`;
    await tree.edit(first.name);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'category-edit');
    await tree.field('hu', t('category_name')).fill(renamed);
    await tree.field('hu', t('category_slug')).fill(slug);
    await tree.save();
    expect(await tree.names()).toContain(renamed);

    await tree.moveUp(second.name);
    const names = await tree.names();
    expect(names.indexOf(second.name)).toBeLessThan(names.indexOf(renamed));

    // The storefront: the main category's page lists its categories, renamed and in the new order.
    const shop = await context.newPage();
    await open(shop, siteUrl('shop', main.url));
    const filters = await shop.getByRole('complementary').first().innerText();
    expect(filters.indexOf(second.name)).toBeGreaterThanOrEqual(0);
    expect(filters.indexOf(second.name)).toBeLessThan(filters.indexOf(renamed));

    // The old address answers 301 to the new one.
    const newPath = `/kategoria/${main.seo.slug}/${slug}`;
    const old = await httpGet(inject('port'), encodeURI(first.url), SHOP_HOST);
    expect(old.status).toBe(301);
    expect(new URL(String(old.headers.location ?? ''), siteUrl('shop', '/')).pathname).toBe(newPath);
    await open(shop, siteUrl('shop', newPath));
    await shop.getByRole('heading', { level: 1, name: renamed }).waitFor();
    await context.close();
  });

  it('the product file’s check shows a refused row with its line and column before anything is written', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page);
    const nav = page.getByRole('navigation', { name: t('navLabel') });
    await Promise.all([
      page.waitForURL(/\/products\/import/),
      nav.getByRole('link', { name: t('navProductImport') }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: t('productfile_title') }).waitFor();

    const [header = '', firstRow = '', secondRow = ''] = (await exportedFile(page))
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    const columns = header.split(',');
    const priceAt = columns.indexOf('price_original');
    const cells = (row: string) => row.split(',');
    const [firstId, secondId] = [cells(firstRow)[0], cells(secondRow)[0]];
    const firstPrice = cells(firstRow)[priceAt];
    // Row 2 raises a price, row 3 has no number for it: nothing may be written.
    const file = ['id,price_original', `${firstId},${Number(firstPrice) + 1000}`, `${secondId},ezer`].join('\r\n');
    await page
      .getByLabel(t('productfile_file'))
      .setInputFiles({ name: 'arak.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await page.getByRole('button', { name: t('productfile_check') }).click();
    const errors = page.getByRole('region', { name: t('productfile_errors') });
    await errors.waitFor();
    const row = errors.getByRole('row').nth(1);
    expect(await row.getByRole('cell').allInnerTexts()).toEqual(['3', 'price_original', 'Számot adjon meg.']);
    const changes = page.getByRole('region', { name: t('productfile_changes') });
    expect(await changes.getByRole('row').nth(1).innerText()).toContain(String(Number(firstPrice) + 1000));
    // Apply is not offered for a file with errors, and nothing was written.
    expect(await page.getByRole('button', { name: /Alkalmaz/ }).count()).toBe(0);
    const still = (await exportedFile(page)).split('\r\n').find((line) => line.startsWith(`${firstId},`)) ?? '';
    expect(cells(still)[priceAt]).toBe(firstPrice);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'products-import');
    await context.close();
  });
});
