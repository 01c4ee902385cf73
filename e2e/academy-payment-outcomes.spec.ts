import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousViolations } from './support/browser';
import { CartPage } from './support/pages/cart-page';
import { CheckoutDetailsPage, CheckoutMethodsPage, CheckoutSummaryPage } from './support/pages/checkout';
import { CheckoutParticipantsPage } from './support/pages/participants';
import { PaymentReturnPage, PaymentSimulatorPage } from './support/pages/payment';
import { TrainingPage } from './support/pages/training-page';
import { type RunningServer, startServer } from './support/server';
import { t } from './support/texts';

/*
 * Issue 18 "Card payment cancelled or failed", academy: after a failed card payment the guest
 * can go back to a cart that holds the same date and places again, or pay the enrolment by bank
 * transfer instead, with the account details on the page. Its own server: the enrolments take
 * and give back seats of a demo date that other journeys count.
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (path: string) => `http://localhost:${server.port}${path}`;
/** Classroom only, with free seats on its first date (demo catalogue). */
const TRAINING = {
  path: '/kepzes/arckezelesek/anti-aging-kezelesek/intenziv-anti-aging-kezelesek',
  title: 'Intenzív anti-aging kezelések',
};
/** The demo's transfer method (migration 0007's payment_method_translations). */
const TRANSFER_METHOD = 'Banki átutalás';

async function open(page: Page, path: string) {
  await page.goto(url(path), { waitUntil: 'domcontentloaded', timeout: 30_000 });
  await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
}

async function visitor() {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addCookies(
    ['cookie_policy_1', 'cookie_policy_2', 'cookie_policy_3'].map((name) => ({ name, value: '1', url: url('/') })),
  );
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

/** One seat of the training's first date, enrolled as a guest by card, and the card payment failed. */
async function failedCardEnrolment(page: Page, email: string) {
  await open(page, TRAINING.path);
  const training = new TrainingPage(page, 'hu');
  const firstDate = (await training.date().getByRole('option').nth(1).textContent()) ?? '';
  await training.date().selectOption({ label: firstDate });
  await training.addButton().click();
  await training.addedPopup().waitFor();
  await page.keyboard.press('Escape');
  await open(page, '/kosar');
  await new CartPage(page, 'hu').toCheckout();
  const details = new CheckoutDetailsPage(page, 'hu', 'academy');
  await details.reached();
  await details.fillBuyer({ lastName: 'Tóth', firstName: 'Réka', email, phone: '+36304445566' });
  await details.fillAddress({ zipcode: '1061', street: 'Andrássy', streetType: 'utca', number: '12' });
  await details.next();
  const methods = new CheckoutMethodsPage(page, 'hu', 'academy');
  await methods.reached();
  await methods.choosePayment('card');
  await methods.next();
  await new CheckoutParticipantsPage(page, 'hu').leaveAllForLater();
  const summary = new CheckoutSummaryPage(page, 'hu', 'academy');
  await summary.reached();
  await summary.acceptTerms();
  await summary.placeOrder();
  const simulator = new PaymentSimulatorPage(page, 'hu');
  await simulator.reached();
  await simulator.fail();
  const payment = new PaymentReturnPage(page, 'hu');
  await payment.reached();
  await page.waitForSelector('html[data-hydrated]');
  expect(await payment.heading().textContent()).toBe(t('hu', 'commerce.payment.failed'));
  return payment;
}

describe('academy card payment outcomes', () => {
  it('a failed enrolment goes back to a cart that holds the same date and places', async () => {
    const { context, page } = await visitor();
    await failedCardEnrolment(page, 'e2e-academy-cart@example.com');
    await page.getByRole('button', { name: t('hu', 'paymentOutcome.backToTrainingCart'), exact: true }).click();
    await page.waitForURL('**/kosar');
    const cart = new CartPage(page, 'hu');
    await cart.line(TRAINING.title).first().waitFor();
    expect(await cart.lines().count()).toBe(1);
    expect((await cart.quantityOf(TRAINING.title))?.trim()).toBe('1');
    await context.close();
  });

  it('a failed enrolment is paid by bank transfer instead, with the academy’s account on the page', async () => {
    const { context, page } = await visitor();
    const payment = await failedCardEnrolment(page, 'e2e-academy-switch@example.com');
    // Trainings are not delivered: the transfer is the one other way to pay.
    expect(await payment.switchForm().getByRole('radio').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await payment.switchTo(TRANSFER_METHOD);
    await page.getByText(t('hu', 'paymentOutcome.switched')).waitFor();
    const box = page.getByRole('region', { name: t('hu', 'transfer.title'), exact: true });
    await box.waitFor();
    expect(await box.textContent()).toContain(await payment.orderNumber());
    expect(await box.textContent()).toContain('Vagheggi Akadémia Kft.');
    expect(await payment.switchForm().count()).toBe(0);
    await context.close();
  });
});
