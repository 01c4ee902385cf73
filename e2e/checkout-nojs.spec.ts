import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, seriousViolations, siteUrl } from './support/browser';
import { httpGet } from './support/http';
import { CartPage } from './support/pages/cart-page';
import { CheckoutDetailsPage, CheckoutMethodsPage, CheckoutSummaryPage } from './support/pages/checkout';
import { PaymentReturnPage, PaymentSimulatorPage } from './support/pages/payment';
import { ProductPage } from './support/pages/product-page';
import { apiMessage, fieldMessage, t } from './support/texts';

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
    const locale = 'hu';
    const { context, page } = await visitorWithoutJavaScript();
    const [first, second] = await products(2);
    if (!first || !second) throw new Error('the demo shop needs two products');

    // Product pages: the add form posts and the page comes back with the popup.
    const product = new ProductPage(page, locale);
    for (const { path } of [first, second]) {
      await open(page, path);
      await product.clickAddToCart();
      await page.waitForURL(/[?&]cart=added/);
      expect(await page.getByRole('dialog').getByRole('heading', { level: 2 }).textContent()).toBe(
        t(locale, 'commerce.popup.addedTitle'),
      );
    }

    // The cart page: one more of the first product, then the coupon with the guest's e-mail.
    await open(page, '/kosar');
    const cart = new CartPage(page, locale);
    expect(await cart.lines().count()).toBe(2);
    expect(await seriousViolationsWithoutScripts(page)).toEqual([]);
    await cart.increase(first.name);
    await expect.poll(() => cart.quantityOf(first.name)).toBe('2');
    // A refused coupon says why, and the page drawn anew keeps the e-mail typed.
    await cart.applyCoupon('LEJART20', EMAIL);
    await expect.poll(() => page.getByText(apiMessage(locale, 'coupon_expired')).count()).toBe(1);
    expect(await cart.couponEmail().inputValue()).toBe(EMAIL);
    await cart.applyCoupon('TAVASZ10');
    await expect.poll(() => cart.couponLine('TAVASZ10').count()).toBe(1);
    await cart.toCheckout();

    // Step 1: the guest's data and the address; the server looks the settlement up.
    await page.waitForURL('**/checkout/step1');
    const details = new CheckoutDetailsPage(page, locale);
    const noLookup = { lookup: false };
    expect(await details.email().inputValue()).toBe(EMAIL);
    await details.fillBuyer({ lastName: 'Tóth', firstName: 'Emese', phone: '06 30' });
    await details.fillAddress({ zipcode: '1061', street: 'Andrássy', streetType: 'út', number: '12' }, noLookup);
    await details.next();
    // The server refuses the phone number; the address typed is still there.
    const address = details.address();
    await expect.poll(() => page.getByRole('main').getByText(fieldMessage(locale, 'phone_invalid')).count()).toBe(1);
    expect(await address.zipcode().inputValue()).toBe('1061');
    expect(await address.street().inputValue()).toBe('Andrássy');
    expect(await address.number().inputValue()).toBe('12');
    expect(await seriousViolationsWithoutScripts(page)).toEqual([]);
    await details.phone().fill('+36301234567');
    await details.next();

    // Back to step 1 for another zip code: the settlement follows the new code.
    await page.waitForURL('**/checkout/step2');
    const methods = new CheckoutMethodsPage(page, locale);
    await methods.back();
    await page.waitForURL('**/checkout/step1');
    await details.fillAddress({ zipcode: '6720', street: 'Kárász', streetType: 'utca' }, noLookup);
    await details.next();

    // Step 2: a GLS locker found by the picker's search (a post of the step), and card payment.
    await page.waitForURL('**/checkout/step2');
    const locker = await methods.deliveryOption('locker');
    await locker.check();
    await methods.findParcelPoints('Budapest');
    await page.waitForURL('**parcel_search=Budapest**');
    expect(await locker.isChecked()).toBe(true);
    await methods.chooseFirstParcelPoint();
    await methods.choosePayment('card');
    expect(await seriousViolationsWithoutScripts(page)).toEqual([]);
    await methods.next();

    // Step 3: the summary, the terms linked to their pages, the order.
    await page.waitForURL('**/checkout/step3');
    const summary = new CheckoutSummaryPage(page, locale);
    expect(await summary.summary().textContent()).toContain('6720 Szeged, Kárász utca 12');
    expect(await summary.side().textContent()).toContain('TAVASZ10');
    expect(await summary.termsLink().getAttribute('href')).toBe('/oldal/aszf');
    expect(await summary.privacyLink().getAttribute('href')).toBe('/oldal/adatkezeles');
    expect(await seriousViolationsWithoutScripts(page)).toEqual([]);
    await summary.acceptTerms();
    await summary.placeOrder();

    // The payment simulator is a plain form too.
    const simulator = new PaymentSimulatorPage(page, locale);
    await simulator.reached();
    expect(await seriousViolationsWithoutScripts(page)).toEqual([]);
    await simulator.pay();
    const payment = new PaymentReturnPage(page, locale);
    await payment.reached();
    expect(await payment.heading().textContent()).toBe(t(locale, 'commerce.payment.paid'));
    expect(await payment.item(first.name).textContent()).toContain('× 2');
    expect(await payment.item(second.name).textContent()).toContain('× 1');
    expect([...(await payment.totals()).keys()]).toContain(
      apiMessage(locale, 'cart_coupon_subtraction', { code: 'TAVASZ10' }),
    );
    expect(await seriousViolationsWithoutScripts(page)).toEqual([]);
    await context.close();
  }, 120_000);
});
