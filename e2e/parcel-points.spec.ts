import { localizePath, parcelPointName } from '@vag/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, open, PHONE, seriousViolations, siteUrl } from './support/browser';
import { httpGet } from './support/http';
import { CartPage } from './support/pages/cart-page';
import { CheckoutDetailsPage, CheckoutMethodsPage, CheckoutSummaryPage } from './support/pages/checkout';
import { ParcelPicker } from './support/pages/parcel-picker';
import { ProductPage } from './support/pages/product-page';
import { apiMessage, fieldMessage, type Locale, t } from './support/texts';

/*
 * Issue 18, "Parcel points": the picker opens on the points nearest the shopper's own zip code,
 * sorted by distance, without typing; it is usable on a phone; a point is chosen by keyboard; and
 * the summary names the point once ("GLS CsomagAutomata — Erzsébetváros, …", not the product twice).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function addFirstProduct(page: Page, locale: Locale) {
  await open(page, siteUrl('shop', localizePath('/', locale)));
  const uri = await page.evaluate(async () => {
    const response = await fetch('/api/v1/products?locale_id=1&per_page=1');
    return ((await response.json()) as { data: { full_uri: string }[] }).data[0]?.full_uri ?? '';
  });
  await open(page, siteUrl('shop', localizePath(`/product/${uri}`, locale)));
  await new ProductPage(page, locale).addToCart();
}

/** The delivery method's name as the operator wrote it (reference data, read from the API). */
async function deliveryName(locale: Locale, id: number): Promise<string> {
  const path = `/api/v1/delivery-methods?host_id=1&locale_id=${locale === 'hu' ? 1 : 2}`;
  const response = await httpGet(inject('port'), path, 'vagheggi.localhost');
  const names = (JSON.parse(response.body) as { data: { id: number; name: string }[] }).data;
  return names.find((method) => method.id === id)?.name ?? '';
}

/** A guest with a Budapest 1052 address reaches step 2 (without JavaScript nobody looks the settlement up). */
async function toStep2(page: Page, locale: Locale, email: string, options = { lookup: true }) {
  const details = new CheckoutDetailsPage(page, locale);
  await details.reached();
  await details.fillBuyer({ lastName: 'Kovács', firstName: 'Réka', email, phone: '+36301234567' });
  await details.fillAddress(
    {
      zipcode: '1052',
      street: 'Váci',
      streetType: locale === 'hu' ? 'utca' : 'street',
      number: '10',
    },
    options,
  );
  await details.next();
  const methods = new CheckoutMethodsPage(page, locale);
  await methods.reached();
  return methods;
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('GLS parcel points at the checkout', () => {
  it('shop hu, phone: the nearest lockers to 1052 show at once by distance, one is chosen by keyboard, step 3 names it once', async () => {
    const locale = 'hu';
    const { context, page } = await newPage(browser, PHONE);
    await addFirstProduct(page, locale);
    await open(page, siteUrl('shop', localizePath('/cart', locale)));
    // On a phone the cookie layer covers the cart's bottom bar until it is answered.
    await page.getByRole('button', { name: t(locale, 'cookies.acceptAll'), exact: true }).click();
    await new CartPage(page, locale).toCheckout();
    const methods = await toStep2(page, locale, 'e2e-parcel-points@example.com');

    await methods.chooseDelivery('locker');
    const picker = new ParcelPicker(page, locale);
    // Without typing: the address's zip code is the search, and the points nearest it are listed.
    expect(await picker.search().inputValue()).toBe('1052');
    await expect
      .poll(() => picker.status().textContent())
      .toBe(t(locale, 'commerce.parcel.nearest', { place: '1052 Budapest' }));
    const listed = await picker.listed();
    expect(listed.length).toBeGreaterThanOrEqual(3);
    expect(listed[0]?.text).toContain('Szent István tér');
    expect(listed[0]?.text).toContain('1051 Budapest');
    const distances = listed.map((point) => point.km);
    expect(distances.every((km) => Number.isFinite(km))).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[1]).toBeLessThan(2);
    // The search field is a field a thumb can use, and nothing scrolls sideways.
    const box = await picker.search().boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(250);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // By keyboard: Tab from the search button into the points, an arrow key to the second one.
    await page.getByRole('button', { name: t(locale, 'commerce.parcel.find'), exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect
      .poll(() =>
        picker
          .points()
          .first()
          .evaluate((radio) => radio === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await picker.points().nth(1).isChecked()).toBe(true);
    const chosenText = listed[1]?.text ?? '';
    expect(await seriousViolations(page)).toEqual([]);

    await methods.choosePayment('card');
    await methods.next();
    const summary = new CheckoutSummaryPage(page, locale);
    await summary.reached();
    const text = (await summary.summary().textContent()) ?? '';
    const method = await deliveryName(locale, 4);
    const pointName = parcelPointName('GLS CsomagAutomata – Erzsébetváros', method);
    expect(chosenText).toContain(pointName);
    expect(text).toContain(`${method} — ${pointName}, 1077 Budapest`);
    // The product is said once: by the method, not again by the point.
    expect(occurrences(text, method)).toBe(1);
    expect(occurrences(text, pointName)).toBe(1);
    await context.close();
  }, 90_000);

  it('shop en, desktop: a settlement typed without accents lists its points nearest first', async () => {
    const locale = 'en';
    const { context, page } = await newPage(browser, DESKTOP);
    await context.addCookies([{ name: 'cookie_policy_1', value: '1', url: siteUrl('shop', '/') }]);
    await addFirstProduct(page, locale);
    await open(page, siteUrl('shop', localizePath('/cart', locale)));
    await new CartPage(page, locale).toCheckout();
    const methods = await toStep2(page, locale, 'e2e-parcel-points-en@example.com');

    await methods.chooseDelivery('parcelShop');
    const picker = new ParcelPicker(page, locale);
    await expect.poll(async () => (await picker.listed()).length).toBeGreaterThan(0);
    await methods.findParcelPoints('szekesfehervar');
    await page.waitForURL('**parcel_search=szekesfehervar**');
    await expect
      .poll(() => picker.status().textContent())
      .toBe(t(locale, 'commerce.parcel.nearest', { place: 'Székesfehérvár' }));
    const listed = await picker.listed();
    expect(listed.slice(0, 2).every((point) => point.text.includes('8000 Székesfehérvár'))).toBe(true);
    expect(listed.map((point) => point.km)).toEqual(listed.map((point) => point.km).sort((a, b) => a - b));

    // An unknown place: an empty list that says why, in the page's language.
    await methods.findParcelPoints('9999');
    await page.waitForURL('**parcel_search=9999**');
    await expect.poll(() => picker.status().textContent()).toBe(apiMessage(locale, 'parcel_point_place_unknown'));
    expect(await picker.points().count()).toBe(0);
    await context.close();
  }, 90_000);
  it('shop hu, phone, without JavaScript: the step drawn by the server lists the lockers nearest 1052 once locker delivery is posted', async () => {
    const locale = 'hu';
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    await context.addCookies([{ name: 'cookie_policy_1', value: '1', url: siteUrl('shop', '/') }]);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const response = await httpGet(inject('port'), '/api/v1/products?locale_id=1&per_page=1', 'vagheggi.localhost');
    const uri = (JSON.parse(response.body) as { data: { full_uri: string }[] }).data[0]?.full_uri ?? '';
    await page.goto(siteUrl('shop', `/termek/${uri}`), { waitUntil: 'domcontentloaded' });
    await new ProductPage(page, locale).clickAddToCart();
    await page.waitForURL(/[?&]cart=added/);
    await page.goto(siteUrl('shop', '/kosar'), { waitUntil: 'domcontentloaded' });
    await new CartPage(page, locale).toCheckout();
    const methods = await toStep2(page, locale, 'e2e-parcel-points-nojs@example.com', { lookup: false });
    const picker = new ParcelPicker(page, locale);
    // Before a parcel delivery is chosen the picker says what to do, with the zip code ready.
    expect(await picker.search().inputValue()).toBe('1052');
    expect(await picker.status().textContent()).toBe(t(locale, 'commerce.parcel.chooseDelivery'));

    // Locker delivery posted without a point: refused, and the page lists the lockers nearest 1052.
    await methods.chooseDelivery('locker');
    await methods.choosePayment('card');
    await methods.next();
    await page.getByText(fieldMessage(locale, 'parcel_point_required')).first().waitFor();
    expect(await picker.status().textContent()).toBe(t(locale, 'commerce.parcel.nearest', { place: '1052 Budapest' }));
    const listed = await picker.listed();
    expect(listed[0]?.text).toContain('1051 Budapest');
    expect(listed.map((point) => point.km)).toEqual(listed.map((point) => point.km).sort((a, b) => a - b));
    await picker.points().first().check();
    await methods.next();

    const summary = new CheckoutSummaryPage(page, locale);
    await summary.reached();
    const text = (await summary.summary().textContent()) ?? '';
    const method = await deliveryName(locale, 4);
    expect(text).toContain(`${method} — Szent István tér, 1051 Budapest`);
    expect(occurrences(text, method)).toBe(1);
    await context.close();
  }, 90_000);
});
