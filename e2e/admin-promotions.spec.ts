import { localizePath } from '@vag/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, open, seriousViolations, siteUrl } from './support/browser';
import { AdminLoginPage, adminUrl, demoOwner, demoOwnerCode, adminText as t } from './support/pages/admin';
import { AdminCouponsPage } from './support/pages/admin-promotions';
import { CartPage } from './support/pages/cart-page';
import { ProductPage } from './support/pages/product-page';
import { screenshots, shotsDir } from './support/screenshots';
import { t as shopText } from './support/texts';

/*
 * The back office's promotions (issue 21): a manager creates a coupon and a shopper's cart takes
 * it at once, its discount among the totals; the promotions' and site content's screens are
 * looked at on a tablet and a desktop and are axe clean.
 */

const SHOTS = shotsDir('admin-promotions');
const CODE = `E2E${Date.now().toString(36).toUpperCase()}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const totalOf = (page: Page) => page.getByRole('complementary').locator('.cart-totals__total dd').textContent();

describe('back-office promotions', () => {
  it('a coupon created in the back office works in the shop’s cart at once', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const login = new AdminLoginPage(page);
    await login.open();
    await login.submitPassword(demoOwner.email, demoOwner.password);
    await page.getByLabel(t('code')).waitFor();
    await login.submitCode(await demoOwnerCode());
    await page.waitForURL(/\/dashboard/);

    const nav = page.getByRole('navigation', { name: t('navLabel') });
    await Promise.all([page.waitForURL(/\/coupons/), nav.getByRole('link', { name: t('coupon_nav') }).click()]);
    await page.getByRole('heading', { level: 1, name: t('coupon_title') }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'coupons');

    const coupons = new AdminCouponsPage(page);
    await coupons.openNew();
    // A percentage above 100 is refused at its field, by the rules the cart uses.
    await coupons.fill({ code: CODE, kind: 'percentage', value: '150', site: 'shop' });
    await coupons.save();
    await page.getByRole('alert').waitFor();
    expect(await page.getByLabel(t('coupon_value'), { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'coupon-refused');
    await coupons.fill({ code: CODE, kind: 'percentage', value: '20' });
    await coupons.save();
    await coupons.heading(CODE).waitFor();
    const couponUrl = page.url();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'coupon');

    for (const [path, title] of [
      ['/gifts', 'gift_title'],
      ['/redirects', 'redirect_title'],
      ['/seo', 'seo_title'],
    ] as const) {
      await page.goto(adminUrl(path));
      await page.getByRole('heading', { level: 1, name: t(title) }).waitFor();
      expect(await seriousViolations(page), path).toEqual([]);
      await screenshots(page, SHOTS, path.slice(1));
    }

    // The academy's English home title, changed on the SEO screen, is the storefront's at once; then put back.
    await page.goto(adminUrl('/seo'));
    const academyForm = page.getByRole('region', { name: t('siteAcademy') });
    const titleField = academyForm.getByLabel(t('seo_titleField', { language: t('locale_2') }), { exact: true });
    const original = await titleField.inputValue();
    expect(original).toBe('Vagheggi Academy – Professional training for beauticians');
    await titleField.fill('Vagheggi Academy – courses for beauticians (e2e)');
    await academyForm.getByRole('button', { name: t('seo_save') }).click();
    await page.getByRole('status').waitFor();
    const visitor = await newPage(browser, DESKTOP);
    await open(visitor.page, siteUrl('academy', '/en'));
    expect(await visitor.page.title()).toBe('Vagheggi Academy – courses for beauticians (e2e)');
    await page.goto(adminUrl('/seo'));
    await titleField.fill(original);
    await academyForm.getByRole('button', { name: t('seo_save') }).click();
    await page.getByRole('status').waitFor();
    await open(visitor.page, siteUrl('academy', '/en'));
    expect(await visitor.page.title()).toBe(original);
    await visitor.context.close();

    // The shopper: a product in the cart, the new code applied, the discount among the totals.
    const shop = await newPage(browser, DESKTOP);
    await open(shop.page, siteUrl('shop', '/'));
    await shop.page.getByRole('button', { name: shopText('hu', 'cookies.acceptAll'), exact: true }).click();
    const [uri] = await shop.page.evaluate(async () => {
      const response = await fetch('/api/v1/products?locale_id=1&per_page=1');
      const body = (await response.json()) as { data: { full_uri: string }[] };
      return body.data.map((product) => product.full_uri);
    });
    await open(shop.page, siteUrl('shop', localizePath(`/product/${uri}`, 'hu')));
    await new ProductPage(shop.page, 'hu').addToCart();
    await open(shop.page, siteUrl('shop', localizePath('/cart', 'hu')));
    const cart = new CartPage(shop.page, 'hu');
    const before = await totalOf(shop.page);
    await cart.applyCoupon(CODE.toLowerCase(), 'e2e-promotions@example.com');
    await cart.couponLine(CODE).waitFor();
    await expect.poll(() => totalOf(shop.page)).not.toBe(before);
    await shop.context.close();

    // Its use is not counted before an order is placed: the coupon's screen still shows none.
    await page.goto(couponUrl);
    await page.getByText(t('coupon_redemptionsEmpty')).waitFor();
    await context.close();
  }, 90_000);
});
