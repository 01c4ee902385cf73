import { type BankTransfer, formatDateTime, formatHuf, formatIban, localizePath } from '@vag/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, open, PHONE, seriousViolations, siteUrl } from './support/browser';
import { CartPage } from './support/pages/cart-page';
import { CheckoutDetailsPage, CheckoutMethodsPage, CheckoutSummaryPage } from './support/pages/checkout';
import { CheckoutParticipantsPage } from './support/pages/participants';
import { PaymentReturnPage, readTotals } from './support/pages/payment';
import { ProductPage } from './support/pages/product-page';
import { TrainingPage } from './support/pages/training-page';
import { escapeRegExp, type Locale, t } from './support/texts';

/*
 * Issue 18: a shopper who pays by bank transfer finds on the thank-you page where to pay: the
 * site's account (number and IBAN), its bank, the amount, the order's number as the reference
 * and the deadline. The shop's order and the academy's enrolment alike.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Online only: an enrolment holds no classroom seats that other journeys count. */
const ONLINE_TRAINING = '/kepzes/arckezelesek/anti-aging-kezelesek/retinol-es-peptidek-a-gyakorlatban';

/** A street type of the API's reference list, in each language. */
const STREET_TYPE: Record<Locale, string> = { hu: 'utca', en: 'street' };

async function addFirstProduct(page: Page, locale: Locale) {
  await open(page, siteUrl('shop', localizePath('/', locale)));
  const uri = await page.evaluate(async () => {
    const response = await fetch('/api/v1/products?locale_id=1&per_page=1');
    return ((await response.json()) as { data: { full_uri: string }[] }).data[0]?.full_uri ?? '';
  });
  await open(page, siteUrl('shop', localizePath(`/product/${uri}`, locale)));
  await new ProductPage(page, locale).addToCart();
}

/** Step 1 as a guest, step 2 by bank transfer (home delivery on the shop), step 3 placed. */
async function placeByTransfer(page: Page, locale: Locale, site: 'shop' | 'academy', email: string) {
  const details = new CheckoutDetailsPage(page, locale, site);
  await details.reached();
  await details.fillBuyer({ lastName: 'Kiss', firstName: 'Anna', email, phone: '+36301234567' });
  await details.fillAddress({ zipcode: '1061', street: 'Andrássy', streetType: STREET_TYPE[locale], number: '12' });
  await details.next();

  const methods = new CheckoutMethodsPage(page, locale, site);
  await methods.reached();
  if (site === 'shop') await methods.chooseDelivery('home');
  await methods.choosePayment('transfer');
  await methods.next();
  if (site === 'academy') await new CheckoutParticipantsPage(page, locale).leaveAllForLater();

  const summary = new CheckoutSummaryPage(page, locale, site);
  await summary.reached();
  await summary.acceptTerms();
  await summary.placeOrder();
  await page.waitForURL(/\/payment\/success\?payment_key=/, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('html[data-hydrated]');
}

/** What the API answers of the purchase the page shows (by its payment key), to compare with. */
async function answeredTransfer(page: Page, site: 'shop' | 'academy'): Promise<BankTransfer> {
  const paymentKey = new URL(page.url()).searchParams.get('payment_key') ?? '';
  const path = site === 'shop' ? '/api/v1/order-from-payment-key' : '/api/v1/academy-subscription-from-payment-key';
  const transfer = await page.evaluate(
    async (address) => {
      const response = await fetch(address);
      return ((await response.json()) as { data: { bank_transfer: unknown } }).data.bank_transfer;
    },
    `${path}?payment_key=${encodeURIComponent(paymentKey)}`,
  );
  expect(transfer).not.toBeNull();
  return transfer as BankTransfer;
}

/** The thank-you page's transfer box: every detail beside its term, the number as reference. */
async function expectTransferDetails(page: Page, locale: Locale, site: 'shop' | 'academy') {
  const payment = new PaymentReturnPage(page, locale);
  await expect.poll(() => payment.heading().textContent()).toBe(t(locale, 'commerce.payment.received'));
  const box = page.getByRole('region', { name: t(locale, 'transfer.title'), exact: true });
  await box.waitFor();
  const shown = await readTotals(box);
  const transfer = await answeredTransfer(page, site);
  const orderNumber = await payment.orderNumber();

  expect(transfer.account_number).toMatch(/^\d{8}-\d{8}(-\d{8})?$/);
  expect(transfer.iban).toMatch(/^HU\d{26}$/);
  expect(transfer.reference).toBe(orderNumber);
  const expected: [Parameters<typeof t>[1], string][] = [
    ['transfer.beneficiary', transfer.beneficiary],
    ['transfer.accountNumber', transfer.account_number],
    ['transfer.iban', formatIban(transfer.iban)],
    ['transfer.bank', transfer.bank],
    ['transfer.amount', await payment.total()],
    ['transfer.reference', orderNumber],
    ['transfer.deadline', formatDateTime(transfer.deadline ?? '')],
  ];
  for (const [term, value] of expected) {
    expect(shown.get(t(locale, term)), term).toMatch(new RegExp(`^${escapeRegExp(value)}`));
  }
  expect(formatHuf(transfer.amount)).toBe(await payment.total());
  // Paying is due within the configured days (5 by default), not at once and not weeks later.
  const daysLeft = (Date.parse(transfer.deadline ?? '') - Date.now()) / 86_400_000;
  expect(daysLeft).toBeGreaterThan(1);
  expect(daysLeft).toBeLessThan(31);
  expect(await seriousViolations(page)).toEqual([]);
}

describe('paying by bank transfer', () => {
  it('shop en, phone: a guest orders by transfer and the thank-you page says where and how to pay', async () => {
    const locale = 'en';
    const { context, page } = await newPage(browser, PHONE);
    await addFirstProduct(page, locale);
    await open(page, siteUrl('shop', localizePath('/cart', locale)));
    // On a phone the cookie layer covers the cart's bottom bar until it is answered, as for any visitor.
    await page.getByRole('button', { name: t(locale, 'cookies.acceptAll'), exact: true }).click();
    await new CartPage(page, locale).toCheckout();
    await placeByTransfer(page, locale, 'shop', 'e2e-transfer@example.com');
    await expectTransferDetails(page, locale, 'shop');
    // Nothing scrolls sideways on a phone, not even the IBAN.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  }, 90_000);

  it('academy hu, desktop: a guest enrols by transfer and sees the academy’s account with the enrolment number', async () => {
    const locale = 'hu';
    const { context, page } = await newPage(browser, DESKTOP);
    await context.addCookies([{ name: 'cookie_policy_1', value: '1', url: siteUrl('academy', '/') }]);
    await open(page, siteUrl('academy', ONLINE_TRAINING));
    const training = new TrainingPage(page, locale);
    await training.addButton().click();
    await training.addedPopup().waitFor();
    await open(page, siteUrl('academy', '/kosar'));
    await new CartPage(page, locale).toCheckout();
    await placeByTransfer(page, locale, 'academy', 'e2e-transfer-academy@example.com');
    await expectTransferDetails(page, locale, 'academy');
    expect(await new PaymentReturnPage(page, locale).orderNumber()).toMatch(/^AKA-/);
    await context.close();
  }, 90_000);
});
