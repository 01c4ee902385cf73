import { mkdirSync } from 'node:fs';
import { localizePath } from '@vag/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, open, PHONE, seriousViolations, siteUrl } from './support/browser';
import { CartPage } from './support/pages/cart-page';
import { PaymentReturnPage } from './support/pages/payment';
import { screenshots, shotsDir } from './support/screenshots';
import { fillCart, placeCardOrder } from './support/shop-journeys';
import { type Locale, t } from './support/texts';

/*
 * Issue 18 "Card payment cancelled or failed": the return page says what happened to the card
 * payment (read from the API, never from the URL), and a failed payment's shopper can go back
 * to a cart that holds the same items again.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser.close());

/** The simulator's cancel button; payment.ts names only pay and fail (its texts are the API's). */
const SIMULATOR_CANCEL: Record<Locale, string> = { hu: 'Megszakítás', en: 'Cancel' };
/** The demo's transfer method (migration 0007's payment_method_translations). */
const TRANSFER_METHOD: Record<Locale, string> = { hu: 'Banki átutalás', en: 'Bank transfer' };
/** Where the screenshots of the return page's states go, to be looked at (not compared). */
const SHOTS = shotsDir('payment-outcomes');

describe('card payment outcomes on the return page', () => {
  it('shop hu: a cancelled payment says so, a payment made after it says paid', async () => {
    const locale = 'hu';
    const { context, page } = await newPage(browser);
    await fillCart(page, locale);
    const simulator = await placeCardOrder(page, locale, 'e2e-cancel@example.com');
    await page.getByRole('button', { name: SIMULATOR_CANCEL[locale], exact: true }).click();

    const payment = new PaymentReturnPage(page, locale);
    await payment.reached();
    await page.waitForSelector('html[data-hydrated]');
    expect(await payment.heading().textContent()).toBe(t(locale, 'paymentOutcome.cancelled'));
    await page.getByText(t(locale, 'paymentOutcome.cancelledHint')).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'payment-cancelled', [PHONE, DESKTOP]);

    // The URL says nothing: the same page by its key alone tells the same outcome.
    const key = new URL(page.url()).searchParams.get('payment_key') ?? '';
    await open(page, siteUrl('shop', `${localizePath('/payment/success', locale)}?payment_key=${key}`));
    expect(await payment.heading().textContent()).toBe(t(locale, 'paymentOutcome.cancelled'));

    await payment.payAgain();
    await simulator.reached();
    await simulator.pay();
    await payment.reached();
    expect(await payment.heading().textContent()).toBe(t(locale, 'commerce.payment.paid'));
    await screenshots(page, SHOTS, 'payment-paid', [PHONE, DESKTOP]);
    await context.close();
  });

  it('shop hu: a failed payment says so, and "back to the cart" holds the same items again', async () => {
    const locale = 'hu';
    const { context, page } = await newPage(browser);
    const names = await fillCart(page, locale);
    const simulator = await placeCardOrder(page, locale, 'e2e-fail-cart@example.com');
    await simulator.fail();

    const payment = new PaymentReturnPage(page, locale);
    await payment.reached();
    await page.waitForSelector('html[data-hydrated]');
    expect(await payment.heading().textContent()).toBe(t(locale, 'commerce.payment.failed'));
    await page.getByText(t(locale, 'paymentOutcome.failedHint')).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'payment-failed', [PHONE, DESKTOP]);

    await page.getByRole('button', { name: t(locale, 'paymentOutcome.backToCart'), exact: true }).click();
    await page.waitForURL('**/kosar');
    const cart = new CartPage(page, locale);
    await cart.line(names.first).first().waitFor();
    expect(await cart.lines().count()).toBe(2);
    expect((await cart.quantityOf(names.first))?.trim()).toBe('2');
    expect((await cart.quantityOf(names.second))?.trim()).toBe('1');
    await context.close();
  });

  it('shop en: a failed card payment is paid by bank transfer instead, with the account on the page', async () => {
    const locale = 'en';
    const { context, page } = await newPage(browser);
    await fillCart(page, locale);
    const simulator = await placeCardOrder(page, locale, 'e2e-switch@example.com');
    await simulator.fail();

    const payment = new PaymentReturnPage(page, locale);
    await payment.reached();
    await page.waitForSelector('html[data-hydrated]');
    const cardTotal = await payment.total();
    // A GLS locker allows the transfer besides the card, never cash on delivery.
    const offered = await payment.switchForm().getByRole('radio').count();
    expect(offered).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    await payment.switchTo(TRANSFER_METHOD[locale]);
    await page.getByText(t(locale, 'paymentOutcome.switched')).waitFor();
    expect(await payment.heading().textContent()).toBe(t(locale, 'commerce.payment.received'));
    const box = page.getByRole('region', { name: t(locale, 'transfer.title'), exact: true });
    await box.waitFor();
    expect(await box.textContent()).toContain(await payment.orderNumber());
    // The transfer costs no fee: the total stays what the card would have charged.
    expect(await payment.total()).toBe(cardTotal);
    expect(await payment.switchForm().count()).toBe(0);
    await screenshots(page, SHOTS, 'payment-switched-to-transfer', [PHONE, DESKTOP]);
    await context.close();
  });
});
