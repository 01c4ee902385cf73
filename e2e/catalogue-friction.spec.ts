import { formatHuf } from '@vag/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, open, PHONE, siteUrl } from './support/browser';
import { httpGet } from './support/http';
import { LoginPage } from './support/pages/auth';
import { CartPage } from './support/pages/cart-page';
import { ProductPage } from './support/pages/product-page';
import { t } from './support/texts';

/* Issue 18, friction: professionals-only products, prices in search, buying on a phone. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

interface ApiProduct {
  name: string;
  price: number;
  full_uri: string;
  is_only_for_professionals: boolean;
}

/** Products as the API lists them, so the journeys compare the page with the data. */
async function products(query: string): Promise<ApiProduct[]> {
  const path = `/api/v1/products?locale_id=1&${query}`;
  const response = await httpGet(inject('port'), path, 'vagheggi.localhost');
  expect(response.status, path).toBe(200);
  return (JSON.parse(response.body) as { data: ApiProduct[] }).data;
}

async function professionalsOnlyProduct() {
  const [product] = await products('list=professionals&per_page=1');
  expect(product?.is_only_for_professionals).toBe(true);
  return product as ApiProduct;
}

async function everydayProduct() {
  const product = (await products('per_page=20')).find((item) => !item.is_only_for_professionals);
  expect(product).toBeDefined();
  return product as ApiProduct;
}

const addButton = (page: Page) => page.getByRole('button', { name: t('hu', 'commerce.add.button') });

describe('professionals-only products', () => {
  it('a guest is offered sign-in and professional registration, and comes back able to buy as a professional', async () => {
    const product = await professionalsOnlyProduct();
    const { context, page } = await newPage(browser);
    const path = `/termek/${product.full_uri}`;
    await open(page, siteUrl('shop', path));
    expect(await addButton(page).count()).toBe(0);
    const register = page.getByRole('link', { name: t('hu', 'catalogue.professional.register') });
    const registerUrl = new URL(String(await register.getAttribute('href')), siteUrl('shop'));
    expect(registerUrl.pathname).toBe('/register');
    expect(registerUrl.searchParams.get('professional')).toBe('1');
    expect(registerUrl.searchParams.get('redirect_to')).toBe(path);

    await page.getByRole('link', { name: t('hu', 'catalogue.professional.signIn') }).click();
    await page.waitForURL((url) => url.searchParams.get('redirect_to') === path);
    await new LoginPage(page, 'hu').login('szakember@vagheggi.example', 'Szakember#2024');
    await page.waitForURL((url) => url.pathname === path);

    await page.waitForSelector('html[data-hydrated]');
    await expect.poll(() => addButton(page).count()).toBe(1);
    expect(await page.getByText(t('hu', 'catalogue.professional.guest')).count()).toBe(0);
    expect(await page.getByText(t('hu', 'catalogue.badge.professionals'), { exact: true }).count()).toBe(0);
    await new ProductPage(page, 'hu').addToCart();
    await context.close();
  });

  it('the professional registration from a product page has the professional account ticked', async () => {
    const { context, page } = await newPage(browser);
    await open(page, siteUrl('shop', '/register?professional=1'));
    expect(await page.getByRole('checkbox', { name: t('hu', 'account.register.isProfessional') }).isChecked()).toBe(
      true,
    );
    await context.close();
  });
});

describe('search results', () => {
  it('a product named by the keyword comes first, with its price, and goes into the cart from there', async () => {
    const product = await everydayProduct();
    const { context, page } = await newPage(browser);
    await open(page, siteUrl('shop', `/search?keyword=${encodeURIComponent(product.name)}`));
    const first = page.locator('.search-result').first();
    expect(await first.getByRole('heading', { level: 2 }).textContent()).toBe(product.name);
    expect(await first.textContent()).toContain(formatHuf(product.price));
    await first.getByRole('button', { name: t('hu', 'commerce.add.button') }).click();
    await new ProductPage(page, 'hu').addedPopup().waitFor();
    await open(page, siteUrl('shop', '/kosar'));
    expect(await new CartPage(page, 'hu').line(product.name).count()).toBe(1);
    await context.close();
  });

  it('a guest sees sign-in instead of an add button on a professionals-only result', async () => {
    const product = await professionalsOnlyProduct();
    const { context, page } = await newPage(browser);
    await open(page, siteUrl('shop', `/search?keyword=${encodeURIComponent(product.name)}`));
    const result = page.locator('.search-result').filter({ hasText: product.name }).first();
    expect(await result.textContent()).toContain(formatHuf(product.price));
    expect(await result.getByRole('button', { name: t('hu', 'commerce.add.button') }).count()).toBe(0);
    const signIn = result.getByRole('link', { name: t('hu', 'catalogue.professional.signIn') });
    expect(await signIn.getAttribute('href')).toContain(encodeURIComponent(`/termek/${product.full_uri}`));
    await context.close();
  });
});

describe('product page on a phone', () => {
  it('shows the price and the add button on the first screen, and adds the count picked', async () => {
    const product = await everydayProduct();
    const { context, page } = await newPage(browser, PHONE);
    await open(page, siteUrl('shop', `/termek/${product.full_uri}`));
    const button = addButton(page);
    const box = await button.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    const price = page.locator('.product-page__buy').getByText(formatHuf(product.price)).first();
    const priceBox = await price.boundingBox();
    expect((priceBox?.y ?? PHONE.height) + (priceBox?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);

    const quantity = page.getByRole('spinbutton', { name: t('hu', 'catalogue.quantity.label') });
    expect(await quantity.inputValue()).toBe('1');
    expect(await quantity.getAttribute('min')).toBe('1');
    await quantity.press('+');
    await quantity.press('+');
    await quantity.press('-');
    expect(await quantity.inputValue()).toBe('2');
    await page.getByRole('button', { name: t('hu', 'catalogue.quantity.decrease') }).click();
    await page.getByRole('button', { name: t('hu', 'catalogue.quantity.increase') }).click();
    expect(await quantity.inputValue()).toBe('2');
    await new ProductPage(page, 'hu').addToCart();
    await open(page, siteUrl('shop', '/kosar'));
    expect(await new CartPage(page, 'hu').quantityOf(product.name)).toBe('2');
    await context.close();
  });

  it('without JavaScript the typed count is posted with the add form', async () => {
    const product = await everydayProduct();
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('shop', `/termek/${product.full_uri}`));
    await page.getByRole('spinbutton', { name: t('hu', 'catalogue.quantity.label') }).fill('2');
    await new ProductPage(page, 'hu').clickAddToCart();
    await new ProductPage(page, 'hu').addedPopup().waitFor();
    await page.goto(siteUrl('shop', '/kosar'));
    expect(await new CartPage(page, 'hu').quantityOf(product.name)).toBe('2');
    await context.close();
  });

  it('keeps the desktop summary beside the gallery', async () => {
    const product = await everydayProduct();
    const { context, page } = await newPage(browser, DESKTOP);
    await open(page, siteUrl('shop', `/termek/${product.full_uri}`));
    const box = await addButton(page).boundingBox();
    expect((box?.x ?? 0) > DESKTOP.width / 2).toBe(true);
    expect((box?.y ?? DESKTOP.height) < DESKTOP.height).toBe(true);
    await context.close();
  });
});
