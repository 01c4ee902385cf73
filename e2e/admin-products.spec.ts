import { formatHuf, formatUnitPrice, unitPriceOf } from '@vag/domain';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../packages/api/src/db/demo/staff';
import { DESKTOP, launchBrowser, newPage, open, seriousViolations, siteUrl } from './support/browser';
import { AdminLoginPage, adminText as t } from './support/pages/admin';
import { AdminProductsPage } from './support/pages/admin-products';
import { screenshots, shotsDir } from './support/screenshots';
import { apiMessage, t as shopText } from './support/texts';

/*
 * The back office's product editor (issue 21): an editor creates a product with its net content
 * in a sub category, adds an image uploaded through the media library and a running promotion,
 * and the storefront's category page shows it at once with the image, the promoted price, the
 * unit price and the 30-day lowest price; a related product picked by name leads the product
 * page's related list.
 */

const SHOTS = shotsDir('admin-products');
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

/** A minute ago on Budapest's wall clock, as a datetime-local field takes it. */
function minuteAgoInBudapest() {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Budapest',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(Date.now() - 60_000));
  return parts.replace(' ', 'T');
}

describe('back-office products', () => {
  it('an editor creates a product with an image and a promotion, and the category page shows it at once with its unit and 30-day lowest prices', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const login = new AdminLoginPage(page);
    await login.open();
    await login.submitPassword(editor.email, editor.password);
    await page.waitForURL(/\/dashboard/);

    const nav = page.getByRole('navigation', { name: t('navLabel') });
    await Promise.all([page.waitForURL(/\/products/), nav.getByRole('link', { name: t('navProducts') }).click()]);
    await page.getByRole('heading', { level: 1, name: t('product_listTitle') }).waitFor();
    const products = new AdminProductsPage(page);
    const listed = await products.names();
    expect(listed.length).toBeGreaterThan(1);
    // The oldest product of the list's first page: not one the automatic ranking would put first.
    const picked = listed.at(-1) ?? '';
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'products');
    await page.setViewportSize(DESKTOP);

    await products.openNew();
    const name = `Próba szérum ${Date.now()}`;
    await products.languageField('hu', t('product_name')).fill(name);
    await products.languageField('hu', t('product_shortDescription')).fill('Könnyű, gyorsan beszívódó szérum.');
    await products.languageField('hu', t('product_description')).fill('Hialuronsavas szérum <script>alert(1)</script>');
    await products.languageField('en', t('product_name')).fill(`Trial serum ${Date.now()}`);
    await products.field(t('product_priceOriginal')).fill('7990');
    await products.field(t('product_netContent')).fill('30');
    await products.field(t('product_netContentUnit')).selectOption('ml');
    await products.field(t('product_stock')).fill('5');
    const subCategory = await products.firstSubCategoryName();
    await products.chooseSubCategory(subCategory);
    await products.create();
    await products.notice().waitFor();
    expect(await products.notice().textContent()).toBe(t('product_created'));
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'product');
    await page.setViewportSize(DESKTOP);

    // A refused edit names its field where the form shows it.
    await products.field(t('product_netContentUnit')).selectOption('');
    await products.save();
    await page.getByRole('alert').waitFor();
    expect(await products.field(t('product_netContentUnit')).getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'product-refused');
    await page.setViewportSize(DESKTOP);
    await products.field(t('product_netContentUnit')).selectOption('ml');

    // An image uploaded through the media library becomes the product's picture.
    const image = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#c9a3b5' } })
      .png()
      .toBuffer();
    await products.addPictureByUpload(
      { name: 'szerum.png', mimeType: 'image/png', buffer: image },
      'Próba szérum üvegben',
    );
    await products.save();
    await expect
      .poll(() => products.notice().textContent(), { timeout: 10_000 })
      .toBe(apiMessage('hu', 'product_saved'));
    const picture = page.getByRole('region', { name: t('product_sectionPictures') }).getByRole('img');
    expect(await picture.getAttribute('src')).toMatch(/^\/img\/media\/.+\.webp\?w=320$/);

    // A promotion running from a minute ago moves the price at once; the lowest price of 30 days is the regular one.
    await products.addPromotion('5990', minuteAgoInBudapest());
    // The answer (or a refusal's summary, so that a failure says why).
    await expect.poll(() => products.feedback(), { timeout: 10_000 }).toBe(apiMessage('hu', 'product_promotion_saved'));
    await expect.poll(() => products.promotionRows(), { timeout: 10_000 }).toBe(1);
    const prices = products.section(t('product_sectionPrices'));
    await expect.poll(() => prices.textContent(), { timeout: 10_000 }).toContain(formatHuf(5990));
    expect(await prices.textContent()).toContain(`${t('product_lowest30')}${formatHuf(7990)}`);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'product-promoted');
    await page.setViewportSize(DESKTOP);

    // A related product picked by name; the storefront shows it first (below).
    await products.pickRelated(picked);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'product-related');

    // The storefront's category page shows the new product at once, with its picture and prices.
    const productPath = await products.hungarianPath();
    const categoryPath = productPath.replace(/^\/termek\//, '/kategoria/').replace(/\/[^/]+$/, '');
    await context.close();
    const shop = await newPage(browser, DESKTOP);
    await open(shop.page, siteUrl('shop', `${categoryPath}?sort=newest`));
    const card = shop.page.getByRole('article').filter({ hasText: name });
    await card.waitFor();
    const text = (await card.textContent()) ?? '';
    expect(text).toContain(formatHuf(5990));
    expect(text).toContain(formatHuf(7990));
    const unitPrice = unitPriceOf({ price: 5990, netContent: 30, unit: 'ml' });
    expect(unitPrice).not.toBeNull();
    if (unitPrice) expect(text).toContain(formatUnitPrice(unitPrice, 'hu'));
    expect(text).toContain(shopText('hu', 'catalogue.price.lowest30', { price: formatHuf(7990) }));
    // The card's image is decorative (its name is the link): found by its element, not its role.
    expect(await card.locator('img').first().getAttribute('src')).toContain('/img/media/');
    await shop.page.getByRole('button', { name: shopText('hu', 'cookies.rejectAll') }).click();
    // The choice reloads the page's data: photograph the list once it is drawn again.
    await shop.page.waitForLoadState('networkidle');
    await card.waitFor();
    await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await shop.page.screenshot({ path: `${SHOTS}/category-card-1366.png` });

    // The script typed into the description is shown as text on the product page, never run.
    let alerted = false;
    shop.page.on('dialog', (dialog) => {
      alerted = true;
      void dialog.dismiss();
    });
    await open(shop.page, siteUrl('shop', productPath));
    await shop.page.getByText('Hialuronsavas szérum <script>alert(1)</script>').first().waitFor();
    expect(await shop.page.content()).not.toContain('<script>alert(1)');
    expect(alerted).toBe(false);
    const related = shop.page.getByRole('region', { name: shopText('hu', 'catalogue.product.related') });
    expect(await related.getByRole('article').first().textContent()).toContain(picked);
    await shop.context.close();
  }, 90_000);
});
