import { formatHuf, localizePath } from '@vag/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, open, seriousViolations, siteUrl } from './support/browser';
import { httpGet } from './support/http';
import { CartPage } from './support/pages/cart-page';
import { CheckoutDetailsPage, CheckoutMethodsPage, CheckoutSummaryPage } from './support/pages/checkout';
import { readTotals } from './support/pages/payment';
import { ProductPage } from './support/pages/product-page';
import { fieldMessage, type Locale, t } from './support/texts';

/*
 * Step 2's totals follow the shopper's choices (issue 18): with JavaScript at once, without it
 * when the step is posted. The fees expected are the methods' own, as the API lists them.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The shop's fees from its reference lists: the delivery methods' prices and the payment methods' extra costs. */
async function shopFees() {
  const list = async (path: string) => {
    const response = await httpGet(inject('port'), `/api/v1/${path}?host_id=1&locale_id=1`, 'vagheggi.localhost');
    return (JSON.parse(response.body) as { data: { id: number; price?: number; extra_cost?: number }[] }).data;
  };
  const [delivery, payment] = await Promise.all([list('delivery-methods'), list('payment-methods')]);
  const fee = (rows: typeof delivery, id: number, field: 'price' | 'extra_cost') => {
    const amount = rows.find((row) => row.id === id)?.[field];
    if (amount === undefined) throw new Error(`no fee of method ${id}`);
    return amount;
  };
  return {
    home: fee(delivery, 1, 'price'),
    pickup: fee(delivery, 2, 'price'),
    parcelShop: fee(delivery, 3, 'price'),
    cashOnDelivery: fee(payment, 3, 'extra_cost'),
  };
}

/** The first product of the shop's listing, from the API. */
async function firstProductPath(locale: Locale): Promise<string> {
  const response = await httpGet(inject('port'), '/api/v1/products?locale_id=1&per_page=1', 'vagheggi.localhost');
  const [product] = (JSON.parse(response.body) as { data: { full_uri: string }[] }).data;
  if (!product) throw new Error('the demo shop needs a product');
  return localizePath(`/product/${product.full_uri}`, locale);
}

/** The totals beside the page as term → amount, and the few this spec reads. */
async function totalsOf(page: Page, locale: Locale) {
  const totals = await readTotals(page.getByRole('main').getByRole('complementary'));
  const of = (key: Parameters<typeof t>[1]) => totals.get(t(locale, key)) ?? '';
  return {
    subtotal: of('commerce.totals.subtotal'),
    delivery: of('commerce.totals.delivery'),
    paymentFee: of('commerce.totals.paymentFee'),
    total: of('commerce.totals.total'),
  };
}

/** Forints from the page's "12.990 Ft". */
function forints(shown: string): number {
  return Number(shown.replace(/\D/g, ''));
}

const BUYER = { lastName: 'Varga', firstName: 'Júlia', phone: '+36301234567' };
const ADDRESS = { zipcode: '1061', street: 'Andrássy', streetType: 'út', number: '12' };

describe('checkout step 2 totals', () => {
  it('shop hu with JavaScript: the delivery fee, the cash-on-delivery fee and the total follow each choice without a post', async () => {
    const locale = 'hu';
    const fees = await shopFees();
    const { context, page } = await newPage(browser);
    await open(page, siteUrl('shop', await firstProductPath(locale)));
    await new ProductPage(page, locale).addToCart();

    // The cart: no delivery chosen yet, so no delivery fee in the total.
    await open(page, siteUrl('shop', localizePath('/cart', locale)));
    const inCart = await totalsOf(page, locale);
    expect(inCart.delivery).toBe(t(locale, 'commerce.totals.feeAtCheckout'));
    const subtotal = forints(inCart.subtotal);
    expect(inCart.total).toBe(formatHuf(subtotal));
    await new CartPage(page, locale).toCheckout();

    const details = new CheckoutDetailsPage(page, locale);
    await page.waitForURL('**/checkout/step1');
    await page.waitForSelector('html[data-hydrated]');
    await details.fillBuyer({ ...BUYER, email: 'e2e-totals@example.com' });
    await details.fillAddress(ADDRESS);
    await details.next();
    await page.waitForURL('**/checkout/step2');
    await page.waitForSelector('html[data-hydrated]');
    const methods = new CheckoutMethodsPage(page, locale);
    expect((await totalsOf(page, locale)).delivery).toBe(t(locale, 'commerce.totals.feeOnChoice'));

    // From here on nothing is posted and no page is loaded: the totals come from the API's quote.
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document' || request.method() !== 'GET') documents.push(request.url());
    });
    const expectTotals = async (delivery: number, paymentFee: number) => {
      await expect
        .poll(() => totalsOf(page, locale))
        .toEqual({
          subtotal: formatHuf(subtotal),
          delivery: formatHuf(delivery),
          paymentFee: formatHuf(paymentFee),
          total: formatHuf(subtotal + delivery + paymentFee),
        });
      // Read out politely once known.
      await expect
        .poll(() =>
          page
            .getByRole('status')
            .filter({ hasText: formatHuf(subtotal + delivery + paymentFee) })
            .count(),
        )
        .toBe(1);
    };

    await methods.chooseDelivery('home');
    await expectTotals(fees.home, 0);
    await methods.chooseDelivery('pickup');
    await expectTotals(fees.pickup, 0);
    await methods.chooseDelivery('parcelShop');
    await expectTotals(fees.parcelShop, 0);
    await methods.choosePayment('cashOnDelivery');
    await expectTotals(fees.parcelShop, fees.cashOnDelivery);
    expect(await seriousViolations(page)).toEqual([]);
    // Pickup does not take cash on delivery: the choice and its fee go.
    await methods.chooseDelivery('pickup');
    await expectTotals(fees.pickup, 0);
    expect(await methods.paymentGroup().getByRole('radio', { checked: true }).count()).toBe(0);
    expect(documents).toEqual([]);
    expect(page.url()).toMatch(/\/checkout\/step2$/);
    await context.close();
  }, 90_000);

  it('shop hu without JavaScript: the totals follow the choices once the step is posted, refused or accepted', async () => {
    const locale = 'hu';
    const fees = await shopFees();
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
    const go = (path: string) => page.goto(siteUrl('shop', path), { waitUntil: 'domcontentloaded' });

    await go(await firstProductPath(locale));
    await new ProductPage(page, locale).clickAddToCart();
    await page.waitForURL(/[?&]cart=added/);
    await go(localizePath('/cart', locale));
    const inCart = await totalsOf(page, locale);
    expect(inCart.delivery).toBe(t(locale, 'commerce.totals.feeAtCheckout'));
    const subtotal = forints(inCart.subtotal);
    expect(inCart.total).toBe(formatHuf(subtotal));
    await new CartPage(page, locale).toCheckout();

    await page.waitForURL('**/checkout/step1');
    const details = new CheckoutDetailsPage(page, locale);
    await details.fillBuyer({ ...BUYER, email: 'e2e-totals-nojs@example.com' });
    await details.fillAddress(ADDRESS, { lookup: false });
    await details.next();
    await page.waitForURL('**/checkout/step2');

    // A parcel shop with cash on delivery but no point: refused, and the totals are of what was posted.
    const methods = new CheckoutMethodsPage(page, locale);
    await methods.chooseDelivery('parcelShop');
    await methods.choosePayment('cashOnDelivery');
    await methods.next();
    await page.getByText(fieldMessage(locale, 'parcel_point_required')).waitFor();
    expect(await (await methods.deliveryOption('parcelShop')).isChecked()).toBe(true);
    expect(await (await methods.paymentOption('cashOnDelivery')).isChecked()).toBe(true);
    expect(await totalsOf(page, locale)).toEqual({
      subtotal: formatHuf(subtotal),
      delivery: formatHuf(fees.parcelShop),
      paymentFee: formatHuf(fees.cashOnDelivery),
      total: formatHuf(subtotal + fees.parcelShop + fees.cashOnDelivery),
    });

    // Home delivery with cash on delivery goes on: step 3 totals the same choice.
    await methods.chooseDelivery('home');
    await methods.next();
    await page.waitForURL('**/checkout/step3');
    await new CheckoutSummaryPage(page, locale).reached();
    expect(await totalsOf(page, locale)).toEqual({
      subtotal: formatHuf(subtotal),
      delivery: formatHuf(fees.home),
      paymentFee: formatHuf(fees.cashOnDelivery),
      total: formatHuf(subtotal + fees.home + fees.cashOnDelivery),
    });
    await context.close();
  }, 90_000);
});
