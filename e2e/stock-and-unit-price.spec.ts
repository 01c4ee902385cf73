import { formatHuf, formatUnitPrice, type UnitPrice } from '@vag/domain';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_STAFF } from '../packages/api/src/db/demo/staff';
import { DESKTOP, launchBrowser, newPage, open, PHONE, seriousViolations, siteUrl } from './support/browser';
import { httpGet } from './support/http';
import { AdminLoginPage } from './support/pages/admin';
import { CartPage } from './support/pages/cart-page';
import { CheckoutDetailsPage, CheckoutMethodsPage, CheckoutSummaryPage } from './support/pages/checkout';
import { ProductPage } from './support/pages/product-page';
import { t } from './support/texts';

/*
 * Issue 21 on the storefront: a product sold by volume shows its unit price (EU Directive
 * 98/6/EC) under the price on the category page and the product page, and a product whose
 * counted stock is 0 says it is sold out and cannot be put in the cart. The products are made
 * for this journey through the back office's API, as an editor would save them.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/stock-and-unit-price';
const SHOP_HOST = 'vagheggi.localhost';
const editor = (() => {
  const member = DEMO_STAFF.find((candidate) => candidate.role === 'editor');
  if (!member) throw new Error('no demo editor');
  return member;
})();

let browser: Browser;
let admin: BrowserContext;
let adminPage: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  const signedIn = await newPage(browser, DESKTOP);
  admin = signedIn.context;
  adminPage = signedIn.page;
  const login = new AdminLoginPage(adminPage);
  await login.open();
  await login.submitPassword(editor.email, editor.password);
  await adminPage.waitForURL(/\/dashboard/);
});
afterAll(async () => {
  await admin.close();
  await browser.close();
});

/**
 * A call of the back office's API with the editor's session, sent from a page of the admin host
 * as its screens send it (the browser resolves *.localhost; Node does not).
 */
async function adminCall<T>(method: 'GET' | 'POST' | 'PATCH', path: string, data?: Record<string, unknown>) {
  const answer = await adminPage.evaluate(
    async ({ method, path, data }) => {
      const token = document.cookie.match(/(?:^|; )STAFF-XSRF-TOKEN=([^;]*)/)?.[1] ?? '';
      const response = await fetch(path, {
        method,
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'x-staff-xsrf-token': decodeURIComponent(token) },
        body: data ? JSON.stringify(data) : undefined,
      });
      return { status: response.status, text: await response.text() };
    },
    { method, path, data },
  );
  expect(answer.status, answer.text).toBeLessThan(300);
  return JSON.parse(answer.text) as T;
}

async function apiJson<T>(path: string): Promise<T> {
  const response = await httpGet(inject('port'), path, SHOP_HOST);
  expect(response.status, path).toBe(200);
  return JSON.parse(response.body) as T;
}

interface ShopProduct {
  id: number;
  name: string;
  full_uri: string;
  unit_price: UnitPrice | null;
  in_stock: boolean;
}

/** A product saved by the editor in the first sub category, as the storefront's API answers it. */
async function createProduct(fields: Record<string, unknown>): Promise<ShopProduct> {
  const options = await adminCall<{ data: { id: number }[] }>('GET', '/api/admin/v1/product-sub-categories');
  const [sub] = options.data;
  const { data } = await adminCall<{ data: { id: number } }>('POST', '/api/admin/v1/products', {
    sub_category_ids: [sub?.id],
    is_active: true,
    ...fields,
  });
  const list = await apiJson<{ data: ShopProduct[] }>(
    `/api/v1/products?locale_id=1&per_page=50&sort_by[]=created_at&sort_dir[]=desc`,
  );
  const product = list.data.find((candidate) => candidate.id === data.id);
  if (!product) throw new Error(`product ${data.id} is not on sale`);
  return product;
}

const categoryPathOf = (product: ShopProduct) => `/kategoria/${product.full_uri.replace(/\/[^/]+$/, '')}?sort=newest`;

/** The card or buy block at 390 and 1366 px, as a shopper sees it (the cookie banner answered). */
async function shoot(page: Page, name: string, target: Locator) {
  const reject = page.getByRole('button', { name: t('hu', 'cookies.rejectAll'), exact: true });
  if (await reject.isVisible()) await reject.click();
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    // A resize may redraw the listing (its skeletons first): shoot what has settled, in mid-screen.
    await page.waitForFunction(() => document.querySelector('.listing__results')?.getAttribute('aria-busy') !== 'true');
    await target.waitFor();
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png` });
  }
}

describe('unit price and stock on the storefront', () => {
  it('a product sold by volume shows its unit price under the price on the category page and the product page', async () => {
    const stamp = Date.now();
    const product = await createProduct({
      name_hu: `Egységáras szérum ${stamp}`,
      name_en: `Unit priced serum ${stamp}`,
      price_original: 3990,
      net_content: 50,
      net_content_unit: 'ml',
    });
    expect(product.unit_price).toEqual({ amount: 7980, quantity: 100, unit: 'ml' });
    const unitText = formatUnitPrice({ amount: 7980, quantity: 100, unit: 'ml' }, 'hu');

    const { context, page } = await newPage(browser, DESKTOP);
    await open(page, siteUrl('shop', categoryPathOf(product)));
    const card = page.getByRole('article').filter({ hasText: product.name });
    await card.waitFor();
    expect(await card.textContent()).toContain(formatHuf(3990));
    expect(await card.locator('.price-tag__unit').textContent()).toBe(unitText);
    await shoot(page, 'category-unit-price', card);

    await open(page, siteUrl('shop', `/termek/${product.full_uri}`));
    const buy = page.locator('.product-page__buy');
    expect(await buy.locator('.price-tag__unit').textContent()).toBe(unitText);
    expect(await buy.textContent()).toContain(t('hu', 'stock.netContent', { amount: '50 ml' }));
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'product-unit-price', buy);

    await open(page, siteUrl('shop', `/en/product/${product.full_uri}`));
    expect(await page.locator('.product-page__buy .price-tag__unit').textContent()).toBe(
      'Unit price: 7.980 Ft / 100 ml',
    );
    await context.close();
  });

  it('a product with 0 in stock says it is sold out on its card and page, and its button is disabled with the reason', async () => {
    const stamp = Date.now();
    const product = await createProduct({
      name_hu: `Elfogyott krém ${stamp}`,
      price_original: 4990,
      stock_quantity: 0,
    });
    expect(product.in_stock).toBe(false);

    const { context, page } = await newPage(browser, DESKTOP);
    await open(page, siteUrl('shop', categoryPathOf(product)));
    const card = page.getByRole('article').filter({ hasText: product.name });
    await card.waitFor();
    expect(await card.getByText(t('hu', 'stock.badge.out'), { exact: true }).count()).toBe(1);
    await shoot(page, 'category-sold-out', card);

    await open(page, siteUrl('shop', `/termek/${product.full_uri}`));
    const button = page.getByRole('button', { name: t('hu', 'stock.button.out'), exact: true });
    expect(await button.isDisabled()).toBe(true);
    expect(await button.getAttribute('aria-describedby')).toBe('sold-out-note');
    expect(await page.locator('#sold-out-note').textContent()).toBe(t('hu', 'stock.note.out'));
    expect(await page.getByRole('button', { name: t('hu', 'commerce.add.button') }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'product-sold-out', button);

    // Stocked again (a delivery came): the page offers the cart at once, with no more than there is.
    await adminCall('PATCH', `/api/admin/v1/products/${product.id}`, { stock_quantity: 2 });
    await open(page, siteUrl('shop', `/termek/${product.full_uri}`));
    expect(await page.getByRole('button', { name: t('hu', 'commerce.add.button') }).count()).toBe(1);
    expect(await page.locator('#product-quantity').getAttribute('max')).toBe('2');
    await context.close();
  });

  it('the last piece bought meanwhile: placing the order names the product and leads back to the cart', async () => {
    const stamp = Date.now();
    const product = await createProduct({ name_hu: `Utolsó darab ${stamp}`, price_original: 2990, stock_quantity: 1 });
    const { context, page } = await newPage(browser, DESKTOP);
    await open(page, siteUrl('shop', `/termek/${product.full_uri}`));
    await page.getByRole('button', { name: t('hu', 'cookies.rejectAll'), exact: true }).click();
    await new ProductPage(page, 'hu').addToCart();
    await open(page, siteUrl('shop', '/kosar'));
    await new CartPage(page, 'hu').toCheckout();
    await page.waitForURL('**/checkout/step1');
    await page.waitForSelector('html[data-hydrated]');
    const details = new CheckoutDetailsPage(page, 'hu');
    await details.fillBuyer({
      lastName: 'Kiss',
      firstName: 'Anna',
      email: `utolso.${stamp}@example.com`,
      phone: '+36301234567',
    });
    await details.fillAddress({ zipcode: '1061', street: 'Andrássy', streetType: 'utca', number: '12' });
    await details.next();
    await page.waitForURL('**/checkout/step2');
    const methods = new CheckoutMethodsPage(page, 'hu');
    await methods.chooseDelivery('pickup');
    await methods.choosePayment('atPickup');
    await methods.next();
    await page.waitForURL('**/checkout/step3');
    const summary = new CheckoutSummaryPage(page, 'hu');
    await summary.acceptTerms();

    // Another shopper took the last piece while this one read the summary.
    await adminCall('PATCH', `/api/admin/v1/products/${product.id}`, { stock_quantity: 0 });
    await summary.placeOrder();
    const notice = page.getByRole('alert').filter({ hasText: `${product.name}: elfogyott.` });
    await notice.waitFor();
    expect(await notice.getByRole('link', { name: t('hu', 'commerce.miniCart.toCart') }).count()).toBe(1);
    expect(page.url()).toContain('/checkout/step3');
    await context.close();
  });
});
