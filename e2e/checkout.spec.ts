import { localizePath } from '@vag/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, open, seriousViolations, siteUrl } from './support/browser';
import { CartPage } from './support/pages/cart-page';
import { CheckoutDetailsPage, CheckoutMethodsPage, CheckoutSummaryPage } from './support/pages/checkout';
import { PaymentReturnPage, PaymentSimulatorPage } from './support/pages/payment';
import { ProductPage } from './support/pages/product-page';
import { apiMessage, type Locale, messagePattern, t } from './support/texts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The first `count` products of the shop's listing, by the API the storefront uses. */
async function productPaths(page: Page, count: number): Promise<string[]> {
  return page.evaluate(async (perPage) => {
    const response = await fetch(`/api/v1/products?locale_id=1&per_page=${perPage}`);
    const body = (await response.json()) as { data: { full_uri: string }[] };
    return body.data.map((product) => product.full_uri);
  }, count);
}

async function addProducts(page: Page, locale: Locale, count: number) {
  await open(page, siteUrl('shop', localizePath('/', locale)));
  for (const uri of await productPaths(page, count)) {
    await open(page, siteUrl('shop', localizePath(`/product/${uri}`, locale)));
    await new ProductPage(page, locale).addToCart();
  }
}

async function openCart(page: Page, locale: Locale) {
  await open(page, siteUrl('shop', localizePath('/cart', locale)));
  return new CartPage(page, locale);
}

/** Step 1 as a guest, step 2 with a GLS locker and card payment; ends on step 3. */
async function checkoutAsGuest(page: Page, locale: Locale, email: string) {
  const details = new CheckoutDetailsPage(page, locale);
  await page.waitForURL('**/checkout/step1');
  await page.waitForSelector('html[data-hydrated]');
  expect(await seriousViolations(page)).toEqual([]);
  await details.fillBuyer({ lastName: 'Kiss', firstName: 'Anna', email, phone: '+36301234567' });
  // The settlement is looked up from the zip code before the step can be sent.
  await details.fillAddress({ zipcode: '1061', street: 'Andrássy', streetType: STREET_TYPE[locale], number: '12' });
  await details.next();

  await page.waitForURL('**/checkout/step2');
  const methods = new CheckoutMethodsPage(page, locale);
  await methods.chooseDelivery('locker');
  await methods.findParcelPoints('Budapest');
  await page.waitForURL('**parcel_search=Budapest**');
  await methods.chooseFirstParcelPoint();
  await methods.choosePayment('card');
  expect(await seriousViolations(page)).toEqual([]);
  await methods.next();

  await page.waitForURL('**/checkout/step3');
  const summary = new CheckoutSummaryPage(page, locale);
  await summary.acceptTerms();
  expect(await seriousViolations(page)).toEqual([]);
  return summary;
}

/** A street type of the API's reference list, in each language. */
const STREET_TYPE: Record<Locale, string> = { hu: 'utca', en: 'street' };

describe('cart and checkout', () => {
  it('shop hu: a guest buys two products with a coupon, a GLS locker and a card, and pays', async () => {
    const locale = 'hu';
    const { context, page } = await newPage(browser);
    await addProducts(page, locale, 2);

    const cart = await openCart(page, locale);
    expect(await cart.lines().count()).toBe(2);
    await cart.applyCoupon('TAVASZ10', 'e2e-buyer@example.com');
    await cart.couponLine('TAVASZ10').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await cart.toCheckout();

    const summary = await checkoutAsGuest(page, locale, 'e2e-buyer@example.com');
    expect(await summary.side().textContent()).toContain('TAVASZ10');
    await summary.placeOrder();

    const simulator = new PaymentSimulatorPage(page, locale);
    await simulator.reached();
    await simulator.pay();
    const payment = new PaymentReturnPage(page, locale);
    await payment.reached();
    await page.waitForSelector('html[data-hydrated]');
    expect(await payment.heading().textContent()).toBe(t(locale, 'commerce.payment.paid'));
    expect(await payment.items().count()).toBe(2);
    expect(await payment.registerLink().getAttribute('href')).toMatch(/payment_key=.+&email=e2e-buyer%40example.com/);
    await context.close();
  });

  it('shop hu: a once-only coupon used meanwhile by another shopper: the final step shows the new total, keeps the comment', async () => {
    const locale = 'hu';
    // Two shoppers reach the final step with EGYSZERI (usage limit 1); the first one places.
    const shoppers = [];
    for (const email of ['e2e-egyszeri-1@example.com', 'e2e-egyszeri-2@example.com']) {
      const shopper = await newPage(browser);
      const { page } = shopper;
      await addProducts(page, locale, 1);
      const cart = await openCart(page, locale);
      await cart.applyCoupon('EGYSZERI', email);
      await cart.couponLine('EGYSZERI').waitFor();
      await cart.toCheckout();
      shoppers.push({ ...shopper, summary: await checkoutAsGuest(page, locale, email) });
    }
    const [first, second] = shoppers;
    if (!first || !second) throw new Error('two shoppers expected');
    await first.summary.placeOrder();
    await new PaymentSimulatorPage(first.page, locale).reached();

    const { page, summary } = second;
    const comment = 'Kérem, hívjon átvétel előtt.';
    expect(await summary.side().textContent()).toContain('EGYSZERI');
    await summary.comment().fill(comment);
    await summary.placeOrder();
    const notice = summary.totalChangedNotice();
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(
      messagePattern(apiMessage(locale, 'order_total_changed'), { old: '[\\d.]+ Ft', new: '[\\d.]+ Ft' }),
    );
    expect(await notice.textContent()).toContain(`EGYSZERI: ${apiMessage(locale, 'coupon_used_up')}`);
    expect(page.url()).toMatch(/\/checkout\/step3$/);
    expect(await summary.comment().inputValue()).toBe(comment);
    expect(await seriousViolations(page)).toEqual([]);
    // Confirming the new total places the order.
    await summary.placeOrder();
    await new PaymentSimulatorPage(page, locale).reached();
    await first.context.close();
    await second.context.close();
  }, 120_000);

  it('shop en: a failed card payment shows the failure, and paying again succeeds', async () => {
    const locale = 'en';
    const { context, page } = await newPage(browser);
    await addProducts(page, locale, 1);
    const cart = await openCart(page, locale);
    await cart.toCheckout();

    const summary = await checkoutAsGuest(page, locale, 'e2e-repay@example.com');
    await summary.placeOrder();

    const simulator = new PaymentSimulatorPage(page, locale);
    await simulator.reached();
    await simulator.fail();
    const payment = new PaymentReturnPage(page, locale);
    await payment.reached();
    await page.waitForSelector('html[data-hydrated]');
    expect(await payment.heading().textContent()).toBe(t(locale, 'commerce.payment.failed'));
    expect(await seriousViolations(page)).toEqual([]);

    await payment.payAgain();
    await simulator.reached();
    await simulator.pay();
    await payment.reached();
    expect(await payment.heading().textContent()).toBe(t(locale, 'commerce.payment.paid'));
    await context.close();
  });
});
