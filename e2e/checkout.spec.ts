import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, open, seriousViolations, siteUrl } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The texts the journeys click, in the language they run in. */
const TEXT = {
  hu: {
    prefix: '',
    productSegment: 'termek',
    addToCart: 'Kosárba teszem',
    cart: '/kosar',
    couponEmail: 'E-mail-cím (a kupon felhasználásához)',
    couponCode: 'Kuponkód',
    applyCoupon: 'Beváltás',
    toCheckout: 'Tovább a pénztárhoz',
    lastName: 'Vezetéknév',
    firstName: 'Keresztnév',
    email: 'E-mail-cím',
    phone: 'Mobiltelefonszám',
    zipcode: 'Irányítószám',
    street: 'Közterület neve',
    streetType: 'Közterület jellege',
    streetTypeName: 'utca',
    number: 'Házszám',
    next: 'Tovább',
    locker: /GLS CsomagAutomata/,
    parcelSearch: 'Irányítószám vagy település',
    findParcels: 'Csomagpontok keresése',
    card: /Bankkártyás fizetés/,
    terms: /általános szerződési feltételeket/,
    secondTerms: /adatkezelési tájékoztatót/,
    placeOrder: 'Megrendelés elküldése',
    pay: 'Fizetés',
    fail: 'Sikertelen fizetés',
    paid: /fizetés sikeres volt/,
    failed: /fizetés nem sikerült/,
    payAgain: 'Fizetés újra',
  },
  en: {
    prefix: '/en',
    productSegment: 'product',
    addToCart: 'Add to cart',
    cart: '/en/cart',
    couponEmail: 'E-mail address (to use the coupon)',
    couponCode: 'Coupon code',
    applyCoupon: 'Apply',
    toCheckout: 'Proceed to checkout',
    lastName: 'Last name',
    firstName: 'First name',
    email: 'E-mail address',
    phone: 'Mobile phone number',
    zipcode: 'Zip code',
    street: 'Street name',
    streetType: 'Street type',
    streetTypeName: 'street',
    number: 'House number',
    next: 'Continue',
    locker: /GLS Parcel ?Locker|CsomagAutomata/i,
    parcelSearch: 'Postal code or city',
    findParcels: 'Find parcel points',
    card: /card/i,
    terms: /terms and conditions/,
    secondTerms: /privacy policy/,
    placeOrder: 'Place order',
    pay: 'Pay',
    fail: 'Fail the payment',
    paid: /payment was successful/,
    failed: /payment did not go through/,
    payAgain: 'Pay again',
  },
};
type Text = (typeof TEXT)['hu'];

/** The first `count` products of the shop's listing, by the API the storefront uses. */
async function productPaths(page: Page, count: number): Promise<string[]> {
  return page.evaluate(async (perPage) => {
    const response = await fetch(`/api/v1/products?locale_id=1&per_page=${perPage}`);
    const body = (await response.json()) as { data: { full_uri: string }[] };
    return body.data.map((product) => product.full_uri);
  }, count);
}

async function addProducts(page: Page, text: Text, count: number) {
  await open(page, siteUrl('shop', text.prefix || '/'));
  for (const uri of await productPaths(page, count)) {
    await open(page, siteUrl('shop', `${text.prefix}/${text.productSegment}/${uri}`));
    await page.getByRole('button', { name: text.addToCart }).first().click();
    // The add-to-cart popup (a native dialog) opens once the cart answered; the cookie layer
    // is a dialog too, so wait for this one, or the next navigation cancels the add.
    await page.locator('dialog[open]').waitFor();
  }
}

/** Step 1 as a guest, step 2 with a GLS locker and card payment; ends on step 3. */
async function checkoutAsGuest(page: Page, text: Text, email: string) {
  const main = page.locator('main');
  await page.waitForURL('**/checkout/step1');
  await page.waitForSelector('html[data-hydrated]');
  expect(await seriousViolations(page)).toEqual([]);
  await main.getByLabel(text.lastName).fill('Kiss');
  await main.getByLabel(text.firstName).fill('Anna');
  const emailField = main.getByLabel(text.email, { exact: true });
  if ((await emailField.inputValue()) === '') await emailField.fill(email);
  await main.getByLabel(text.phone).fill('+36301234567');
  await main.getByLabel(text.zipcode).first().fill('1061');
  await main.getByLabel(text.street).first().fill('Andrássy');
  await main.getByLabel(text.streetType).first().selectOption({ label: text.streetTypeName });
  await main.getByLabel(text.number).first().fill('12');
  // The settlement is looked up from the zip code before the step can be sent.
  await expect.poll(() => main.locator('input[name="zipcode_id"]').inputValue()).not.toBe('');
  await main.getByRole('button', { name: text.next }).click();

  await page.waitForURL('**/checkout/step2');
  await main.getByLabel(text.locker).check();
  await main.getByLabel(text.parcelSearch).fill('Budapest');
  await main.getByRole('button', { name: text.findParcels }).click();
  await page.waitForURL('**parcel_search=Budapest**');
  await main.locator('input[name="gls_parcel_shop_id"]').first().check();
  await main.getByLabel(text.card).check();
  expect(await seriousViolations(page)).toEqual([]);
  await main.getByRole('button', { name: text.next }).click();

  await page.waitForURL('**/checkout/step3');
  await main.getByLabel(text.terms).check();
  await main.getByLabel(text.secondTerms).check();
  expect(await seriousViolations(page)).toEqual([]);
}

describe('cart and checkout', () => {
  it('shop hu: a guest buys two products with a coupon, a GLS locker and a card, and pays', async () => {
    const text = TEXT.hu;
    const { context, page } = await newPage(browser);
    await addProducts(page, text, 2);

    await open(page, siteUrl('shop', text.cart));
    expect(await page.locator('.cart-line').count()).toBe(2);
    await page.getByLabel(text.couponEmail).fill('e2e-buyer@example.com');
    await page.getByRole('textbox', { name: text.couponCode }).fill('TAVASZ10');
    await page.getByRole('button', { name: text.applyCoupon }).click();
    await page.getByText('Kupon: TAVASZ10', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('main').getByRole('link', { name: text.toCheckout }).click();

    await checkoutAsGuest(page, text, 'e2e-buyer@example.com');
    expect(await page.locator('.checkout-page__side').textContent()).toContain('TAVASZ10');
    await page.getByRole('button', { name: text.placeOrder }).click();

    await page.waitForURL('**/payment-simulator/**');
    await page.getByRole('button', { name: text.pay, exact: true }).click();
    await page.waitForURL('**/payment/success?**');
    await page.waitForSelector('html[data-hydrated]');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(text.paid);
    expect(await page.locator('.payment-page__items li').count()).toBe(2);
    expect(await page.getByRole('link', { name: 'Regisztráció' }).getAttribute('href')).toMatch(
      /payment_key=.+&email=e2e-buyer%40example.com/,
    );
    await context.close();
  });

  it('shop hu: a once-only coupon used meanwhile by another shopper: the final step shows the new total, keeps the comment', async () => {
    const text = TEXT.hu;
    // Two shoppers reach the final step with EGYSZERI (usage limit 1); the first one places.
    const shoppers = [];
    for (const email of ['e2e-egyszeri-1@example.com', 'e2e-egyszeri-2@example.com']) {
      const shopper = await newPage(browser);
      const { page } = shopper;
      await addProducts(page, text, 1);
      await open(page, siteUrl('shop', text.cart));
      await page.getByLabel(text.couponEmail).fill(email);
      await page.getByRole('textbox', { name: text.couponCode }).fill('EGYSZERI');
      await page.getByRole('button', { name: text.applyCoupon }).click();
      await page.getByText('Kupon: EGYSZERI', { exact: true }).waitFor();
      await page.locator('main').getByRole('link', { name: text.toCheckout }).click();
      await checkoutAsGuest(page, text, email);
      shoppers.push(shopper);
    }
    const [first, second] = shoppers;
    if (!first || !second) throw new Error('two shoppers expected');
    await first.page.getByRole('button', { name: text.placeOrder }).click();
    await first.page.waitForURL('**/payment-simulator/**');

    const { page } = second;
    const side = page.locator('.checkout-page__side');
    expect(await side.textContent()).toContain('EGYSZERI');
    await page.getByLabel('Megjegyzés a rendeléshez').fill('Kérem, hívjon átvétel előtt.');
    await page.getByRole('button', { name: text.placeOrder }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'A végösszeg megváltozott' });
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/A végösszeg időközben megváltozott: [\d.]+ Ft helyett [\d.]+ Ft\./);
    expect(await notice.textContent()).toContain('EGYSZERI: A kupont már felhasználták.');
    expect(page.url()).toMatch(/\/checkout\/step3$/);
    expect(await page.getByLabel('Megjegyzés a rendeléshez').inputValue()).toBe('Kérem, hívjon átvétel előtt.');
    expect(await seriousViolations(page)).toEqual([]);
    // Confirming the new total places the order.
    await page.getByRole('button', { name: text.placeOrder }).click();
    await page.waitForURL('**/payment-simulator/**');
    await first.context.close();
    await second.context.close();
  }, 120_000);

  it('shop en: a failed card payment shows the failure, and paying again succeeds', async () => {
    const text = TEXT.en;
    const { context, page } = await newPage(browser);
    await addProducts(page, text, 1);
    await open(page, siteUrl('shop', text.cart));
    await page.locator('main').getByRole('link', { name: text.toCheckout }).click();

    await checkoutAsGuest(page, text, 'e2e-repay@example.com');
    await page.getByRole('button', { name: text.placeOrder }).click();

    await page.waitForURL('**/payment-simulator/**');
    await page.getByRole('button', { name: text.fail }).click();
    await page.waitForURL('**/payment/success?**');
    await page.waitForSelector('html[data-hydrated]');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(text.failed);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: text.payAgain }).click();
    await page.waitForURL('**/payment-simulator/**');
    await page.getByRole('button', { name: text.pay, exact: true }).click();
    await page.waitForURL('**/payment/success?**');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(text.paid);
    await context.close();
  });
});
