import { localizePath } from '@vag/domain';
import type { Page } from 'playwright-core';
import { open, siteUrl } from './browser';
import { CartPage } from './pages/cart-page';
import { CheckoutDetailsPage, CheckoutMethodsPage, CheckoutSummaryPage } from './pages/checkout';
import { PaymentSimulatorPage } from './pages/payment';
import { ProductPage } from './pages/product-page';
import type { Locale } from './texts';

/* Shop journeys several specs walk: filling a cart from the listing, a guest's card order up to the gateway. */

const STREET_TYPE: Record<Locale, string> = { hu: 'utca', en: 'street' };

/** The first `count` products of the shop's listing (name and path), by the API the storefront uses. */
async function products(page: Page, count: number) {
  return page.evaluate(async (perPage) => {
    const response = await fetch(`/api/v1/products?locale_id=1&per_page=${perPage}`);
    const body = (await response.json()) as { data: { full_uri: string; name: string }[] };
    return body.data.map((product) => ({ uri: product.full_uri, name: product.name }));
  }, count);
}

/** Adds the first product twice and the second once; answers their names. */
/** `port`: another server than the journeys' shared one (a mailbox server). */
export async function fillCart(page: Page, locale: Locale, port?: number) {
  await open(page, siteUrl('shop', localizePath('/', locale), port));
  const [first, second] = await products(page, 2);
  if (!first || !second) throw new Error('the shop needs two products');
  for (const product of [first, first, second]) {
    await open(page, siteUrl('shop', localizePath(`/product/${product.uri}`, locale), port));
    await new ProductPage(page, locale).addToCart();
  }
  return { first: first.name, second: second.name };
}

/** From the cart as a guest, with a GLS locker and card payment, to the simulator. */
export async function placeCardOrder(page: Page, locale: Locale, email: string, port?: number) {
  await open(page, siteUrl('shop', localizePath('/cart', locale), port));
  await new CartPage(page, locale).toCheckout();
  const details = new CheckoutDetailsPage(page, locale);
  await page.waitForURL('**/checkout/step1');
  await page.waitForSelector('html[data-hydrated]');
  await details.fillBuyer({ lastName: 'Kiss', firstName: 'Anna', email, phone: '+36301234567' });
  await details.fillAddress({ zipcode: '1061', street: 'Andrássy', streetType: STREET_TYPE[locale], number: '12' });
  await details.next();
  await page.waitForURL('**/checkout/step2');
  const methods = new CheckoutMethodsPage(page, locale);
  await methods.chooseDelivery('locker');
  await methods.findParcelPoints('Budapest');
  await page.waitForURL('**parcel_search=Budapest**');
  await methods.chooseFirstParcelPoint();
  await methods.choosePayment('card');
  await methods.next();
  await page.waitForURL('**/checkout/step3');
  const summary = new CheckoutSummaryPage(page, locale);
  await summary.acceptTerms();
  await summary.placeOrder();
  const simulator = new PaymentSimulatorPage(page, locale);
  await simulator.reached();
  return simulator;
}
