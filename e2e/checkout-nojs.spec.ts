import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, seriousViolations, siteUrl } from './support/browser';
import { httpGet } from './support/http';

/*
 * The guest's cart and checkout with JavaScript switched off: every step is an HTML form post
 * (with its CSRF field) and a page the server renders, the payment simulator included.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const EMAIL = 'e2e-nojs@example.com';

/** A visitor without JavaScript who has answered the cookie banner. */
async function visitorWithoutJavaScript() {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, javaScriptEnabled: false });
  await context.addCookies(
    ['cookie_policy_1', 'cookie_policy_2', 'cookie_policy_3'].map((name) => ({
      name,
      value: '1',
      url: siteUrl('shop', '/'),
    })),
  );
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

/**
 * axe needs scripts to run, and a context without JavaScript runs none (its analysis never ends).
 * So the page is loaded again in a context with the same cookies where the page's own scripts
 * are blocked: the same server-rendered document, which axe can then examine.
 */
async function seriousViolationsWithoutScripts(page: Page) {
  const probe = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    storageState: await page.context().storageState(),
  });
  try {
    const copy = await probe.newPage();
    await copy.route('**/*', (route) =>
      route.request().resourceType() === 'script' ? route.abort() : route.continue(),
    );
    await copy.goto(page.url(), { waitUntil: 'domcontentloaded', timeout: 30_000 });
    return await seriousViolations(copy);
  } finally {
    await probe.close();
  }
}

/** Without JavaScript there is no hydration to wait for: the document is the page. */
async function open(page: Page, path: string) {
  return page.goto(siteUrl('shop', path), { waitUntil: 'domcontentloaded', timeout: 30_000 });
}

/** The first `count` products of the shop's listing (name and page), from the API. */
async function products(count: number): Promise<{ name: string; path: string }[]> {
  const response = await httpGet(
    inject('port'),
    `/api/v1/products?locale_id=1&per_page=${count}`,
    'vagheggi.localhost',
  );
  const body = JSON.parse(response.body) as { data: { name: string; full_uri: string }[] };
  return body.data.map((product) => ({ name: product.name, path: `/termek/${product.full_uri}` }));
}

describe('cart and checkout without JavaScript', () => {
  it('shop hu: a guest adds two products, changes a quantity, applies a coupon, checks out and pays by card', async () => {
    const { context, page } = await visitorWithoutJavaScript();
    const main = page.locator('main');
    const [first, second] = await products(2);
    if (!first || !second) throw new Error('the demo shop needs two products');

    // Product pages: the add form posts and the page comes back with the popup.
    for (const product of [first, second]) {
      await open(page, product.path);
      await page.getByRole('button', { name: 'Kosárba teszem' }).first().click();
      await page.waitForURL(/[?&]cart=added/);
      expect(await page.locator('dialog[open] h2').textContent()).toBe('A kosárba került');
    }

    // The cart page: one more of the first product, then the coupon with the guest's e-mail.
    await open(page, '/kosar');
    expect(await page.locator('.cart-line').count()).toBe(2);
    expect(await seriousViolationsWithoutScripts(page)).toEqual([]);
    const firstLine = page.locator('.cart-line').filter({ hasText: first.name });
    await page.getByRole('button', { name: `Eggyel több: ${first.name}` }).click();
    await expect.poll(() => firstLine.locator('.quantity__value').textContent()).toBe('2');
    // A refused coupon says why, and the page drawn anew keeps the e-mail typed.
    await page.getByLabel('E-mail-cím (a kupon felhasználásához)').fill(EMAIL);
    await page.getByRole('textbox', { name: 'Kuponkód' }).fill('LEJART20');
    await page.getByRole('button', { name: 'Beváltás' }).click();
    await expect.poll(() => page.getByText('A kupon érvényessége lejárt.').count()).toBe(1);
    expect(await page.getByLabel('E-mail-cím (a kupon felhasználásához)').inputValue()).toBe(EMAIL);
    await page.getByRole('textbox', { name: 'Kuponkód' }).fill('TAVASZ10');
    await page.getByRole('button', { name: 'Beváltás' }).click();
    await expect.poll(() => page.getByText('Kupon: TAVASZ10', { exact: true }).count()).toBe(1);
    await main.getByRole('link', { name: 'Tovább a pénztárhoz' }).click();

    // Step 1: the guest's data and the address; the server looks the settlement up.
    await page.waitForURL('**/checkout/step1');
    expect(await main.getByLabel('E-mail-cím', { exact: true }).inputValue()).toBe(EMAIL);
    await main.getByLabel('Vezetéknév').fill('Tóth');
    await main.getByLabel('Keresztnév').fill('Emese');
    await main.getByLabel('Mobiltelefonszám').fill('06 30');
    await main.getByLabel('Irányítószám').first().fill('1061');
    await main.getByLabel('Közterület neve').first().fill('Andrássy');
    await main.getByLabel('Közterület jellege').first().selectOption({ label: 'út' });
    await main.getByLabel('Házszám').first().fill('12');
    await main.getByRole('button', { name: 'Tovább' }).click();
    // The server refuses the phone number; the address typed is still there.
    await expect.poll(() => main.getByText(/Magyar mobilszámot adjon meg/).count()).toBe(1);
    expect(await main.getByLabel('Irányítószám').first().inputValue()).toBe('1061');
    expect(await main.getByLabel('Közterület neve').first().inputValue()).toBe('Andrássy');
    expect(await main.getByLabel('Házszám').first().inputValue()).toBe('12');
    expect(await seriousViolationsWithoutScripts(page)).toEqual([]);
    await main.getByLabel('Mobiltelefonszám').fill('+36301234567');
    await main.getByRole('button', { name: 'Tovább' }).click();

    // Back to step 1 for another zip code: the settlement follows the new code.
    await page.waitForURL('**/checkout/step2');
    await main.getByRole('link', { name: 'Vissza' }).click();
    await page.waitForURL('**/checkout/step1');
    await main.getByLabel('Irányítószám').first().fill('6720');
    await main.getByLabel('Közterület neve').first().fill('Kárász');
    await main.getByLabel('Közterület jellege').first().selectOption({ label: 'utca' });
    await main.getByRole('button', { name: 'Tovább' }).click();

    // Step 2: a GLS locker found by the picker's search (a post of the step), and card payment.
    await page.waitForURL('**/checkout/step2');
    const locker = main.getByRole('radio', { name: /^GLS CsomagAutomata · / });
    await locker.check();
    await main.getByLabel('Irányítószám vagy település').fill('Budapest');
    await main.getByRole('button', { name: 'Csomagpontok keresése' }).click();
    await page.waitForURL('**parcel_search=Budapest**');
    expect(await locker.isChecked()).toBe(true);
    await main.locator('input[name="gls_parcel_shop_id"]').first().check();
    await main.getByLabel(/Bankkártyás fizetés/).check();
    expect(await seriousViolationsWithoutScripts(page)).toEqual([]);
    await main.getByRole('button', { name: 'Tovább' }).click();

    // Step 3: the summary, the terms linked to their pages, the order.
    await page.waitForURL('**/checkout/step3');
    expect(await page.locator('.checkout-summary').textContent()).toContain('6720 Szeged, Kárász utca 12');
    expect(await page.locator('.checkout-page__side').textContent()).toContain('TAVASZ10');
    expect(await main.getByRole('link', { name: /^általános szerződési feltételeket/ }).getAttribute('href')).toBe(
      '/oldal/aszf',
    );
    expect(await main.getByRole('link', { name: /^adatkezelési tájékoztatót/ }).getAttribute('href')).toBe(
      '/oldal/adatkezeles',
    );
    expect(await seriousViolationsWithoutScripts(page)).toEqual([]);
    await main.getByLabel(/általános szerződési feltételeket/).check();
    await main.getByLabel(/adatkezelési tájékoztatót/).check();
    await main.getByRole('button', { name: 'Megrendelés elküldése' }).click();

    // The payment simulator is a plain form too.
    await page.waitForURL('**/payment-simulator/**');
    expect(await seriousViolationsWithoutScripts(page)).toEqual([]);
    await page.getByRole('button', { name: 'Fizetés', exact: true }).click();
    await page.waitForURL('**/payment/success?**');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Köszönjük, a fizetés sikeres volt');
    const items = page.locator('.payment-page__items');
    expect(await items.locator('li').filter({ hasText: first.name }).textContent()).toContain('× 2');
    expect(await items.locator('li').filter({ hasText: second.name }).textContent()).toContain('× 1');
    expect(await page.locator('.cart-totals').textContent()).toContain('Kupon: TAVASZ10');
    expect(await seriousViolationsWithoutScripts(page)).toEqual([]);
    await context.close();
  }, 120_000);
});
