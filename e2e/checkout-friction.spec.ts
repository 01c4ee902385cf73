import { localizePath } from '@vag/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, open, siteUrl } from './support/browser';
import { CartPage } from './support/pages/cart-page';
import { CheckoutDetailsPage, CheckoutMethodsPage, CheckoutSummaryPage } from './support/pages/checkout';
import { ProductPage } from './support/pages/product-page';
import { type Locale, t } from './support/texts';

/*
 * Issue 18, "Coupons" and "Focus": a coupon at the last step too, the guest's e-mail asked once,
 * the coupon named once, the way on in view on a phone, and the focus moved where the user must go.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PHONE = { width: 390, height: 844 };
const locale: Locale = 'hu';

async function addProduct(page: Page) {
  await open(page, siteUrl('shop', localizePath('/', locale)));
  // The cookie layer of a first visit lies over the bottom of the screen: answered first.
  await page.getByRole('button', { name: t(locale, 'cookies.acceptAll'), exact: true }).click();
  const [uri] = await page.evaluate(async () => {
    const response = await fetch('/api/v1/products?locale_id=1&per_page=1');
    const body = (await response.json()) as { data: { full_uri: string }[] };
    return body.data.map((product) => product.full_uri);
  });
  await open(page, siteUrl('shop', localizePath(`/product/${uri}`, locale)));
  await new ProductPage(page, locale).addToCart();
}

async function openCart(page: Page) {
  await open(page, siteUrl('shop', localizePath('/cart', locale)));
  return new CartPage(page, locale);
}

async function fillStep1(page: Page, email: string) {
  const details = new CheckoutDetailsPage(page, locale);
  await details.fillBuyer({ lastName: 'Kiss', firstName: 'Anna', email, phone: '+36301234567' });
  await details.fillAddress({ zipcode: '1061', street: 'Andrássy', streetType: 'utca', number: '12' });
  return details;
}

/** Whether an element lies wholly inside the viewport as the page is now scrolled. */
async function inViewport(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = locator.page().viewportSize();
  if (!box || !size) return false;
  return box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width;
}

/** The focused element's role and text. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return { tag: element?.tagName.toLowerCase(), role: element?.getAttribute('role'), text: element?.textContent };
  });
}

function totalOf(page: Page) {
  return page.getByRole('complementary').locator('.cart-totals__total dd').textContent();
}

describe('checkout friction (issue 18)', () => {
  it('shop hu, phone: the way on is in view, errors and steps take the focus, a coupon applied at step 3 lowers the total', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await addProduct(page);
    const cart = await openCart(page);
    const toCheckout = page.getByRole('link', { name: t(locale, 'commerce.cartPage.toCheckout') });
    expect(await inViewport(toCheckout)).toBe(true);
    await cart.toCheckout();

    // A refused step 1 (nothing typed): the focus is on the error summary, which links to the fields.
    await page.waitForURL('**/checkout/step1');
    await page.waitForSelector('html[data-hydrated]');
    const details = new CheckoutDetailsPage(page, locale);
    await details.next();
    await page
      .getByRole('alert')
      .filter({ has: page.getByRole('link') })
      .first()
      .waitFor();
    await expect.poll(async () => (await focused(page)).role).toBe('alert');
    await fillStep1(page, 'e2e-friction-step3@example.com');
    await details.next();

    // Step 2 reached by a navigation: its heading has the focus.
    await page.waitForURL('**/checkout/step2');
    const methods = new CheckoutMethodsPage(page, locale);
    await expect.poll(async () => (await focused(page)).tag).toBe('h1');
    // A refused step 2 (nothing chosen): its error summary takes the focus and links to the choices.
    await methods.next();
    const summary2 = page.getByRole('alert').filter({ has: page.getByRole('link') });
    await summary2.first().waitFor();
    await expect.poll(async () => (await focused(page)).role).toBe('alert');
    expect(await summary2.getByRole('link').allTextContents()).toEqual([
      t(locale, 'commerce.checkout.deliveryMethod'),
      t(locale, 'commerce.checkout.paymentMethod'),
    ]);
    await methods.chooseDelivery('pickup');
    await methods.choosePayment('atPickup');
    await methods.next();

    // Step 3 on a phone: the place button is in view on load; a coupon lowers the total, no e-mail asked.
    await page.waitForURL('**/checkout/step3');
    const summary = new CheckoutSummaryPage(page, locale);
    await summary.heading().waitFor();
    await expect.poll(async () => (await focused(page)).tag).toBe('h1');
    const place = page.getByRole('button', { name: t(locale, 'commerce.checkout.placeOrder'), exact: true });
    expect(await inViewport(place)).toBe(true);
    const before = await totalOf(page);
    expect(await cart.couponEmail().count()).toBe(0);
    await cart.applyCoupon('TAVASZ10');
    await cart.couponLine('TAVASZ10').waitFor();
    await expect.poll(() => totalOf(page)).not.toBe(before);
    await context.close();
  });

  it('shop hu: a guest who gave the e-mail at step 1 applies a coupon in the cart without typing it again, named once', async () => {
    const { context, page } = await newPage(browser);
    await addProduct(page);
    const cart = await openCart(page);
    await cart.toCheckout();
    await page.waitForURL('**/checkout/step1');
    await page.waitForSelector('html[data-hydrated]');
    const details = await fillStep1(page, 'e2e-friction-cart@example.com');
    await details.next();
    await page.waitForURL('**/checkout/step2');

    await openCart(page);
    expect(await cart.couponEmail().count()).toBe(0);
    await cart.applyCoupon('TAVASZ10');
    await cart.couponLine('TAVASZ10').waitFor();
    const coupons = page.getByRole('region', { name: t(locale, 'commerce.coupon.title') });
    const row = await coupons.getByRole('listitem').locator('span').first().textContent();
    expect(row?.match(/TAVASZ10/g)).toHaveLength(1);
    await context.close();
  });
});
