import { localizePath } from '@vag/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, seriousViolations } from './support/browser';
import { latestMailLink, startMailboxServer } from './support/mailbox';
import { AdminLoginPage, adminText as a, demoOwner, demoOwnerCode } from './support/pages/admin';
import { AdminOrderPage, AdminOrdersPage } from './support/pages/admin-orders';
import { LoginPage } from './support/pages/auth';
import { CartPage } from './support/pages/cart-page';
import { CheckoutDetailsPage, CheckoutMethodsPage, CheckoutSummaryPage } from './support/pages/checkout';
import { CheckoutParticipantsPage } from './support/pages/participants';
import { PaymentReturnPage, PaymentSimulatorPage } from './support/pages/payment';
import { ProductPage } from './support/pages/product-page';
import { TrainingPage } from './support/pages/training-page';
import { screenshots, shotsDir } from './support/screenshots';
import type { RunningServer } from './support/server';
import { t } from './support/texts';

/*
 * The back office runs the shop's orders (issue 20, decision 14): staff sign in with the second
 * factor, record a guest's bank transfer (the guest's page shows it paid and the guest gets the
 * mail), pack and ship it with a GLS number (the mail links the tracking), and cancel a card
 * order that spent a beautician's balance: the card is refunded and the balance comes back.
 * A server of its own, with the development mailbox, so the journeys read their mails.
 */

const SHOTS = shotsDir('admin-orders');

let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startMailboxServer('admin-orders')]);
}, 120_000);
afterAll(async () => {
  await browser.close();
  await server.stop();
});

const shop = (path: string) => `http://vagheggi.localhost:${server.port}${path}`;
const adminOrigin = () => `http://admin.localhost:${server.port}`;

async function ready(page: Page, url: string) {
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated]');
}

/**
 * The dearest product anyone may buy into the cart (dearer than the demo balance, so a card pays
 * the rest), then the cart page.
 */
async function cartToCheckout(page: Page) {
  await ready(page, shop('/'));
  const uri = await page.evaluate(async () => {
    const response = await fetch('/api/v1/products?locale_id=1&per_page=20&sort_by[]=price&sort_dir[]=desc');
    const { data } = (await response.json()) as { data: { full_uri: string; is_only_for_professionals: boolean }[] };
    return data.find((product) => !product.is_only_for_professionals)?.full_uri ?? '';
  });
  await ready(page, shop(localizePath(`/product/${uri}`, 'hu')));
  await new ProductPage(page, 'hu').addToCart();
  await ready(page, shop(localizePath('/cart', 'hu')));
  return new CartPage(page, 'hu');
}

/** Steps 1-3 with home delivery and `payment`; `buyer` for a guest (a signed-in shopper is known). */
async function checkout(page: Page, payment: 'transfer' | 'card', buyer?: { email: string }) {
  const details = new CheckoutDetailsPage(page, 'hu', 'shop');
  await details.reached();
  if (buyer) {
    await details.fillBuyer({ lastName: 'Kiss', firstName: 'Anna', email: buyer.email, phone: '+36301234567' });
  }
  await details.fillAddress({ zipcode: '1061', street: 'Andrássy', streetType: 'utca', number: '12' });
  await details.next();
  const methods = new CheckoutMethodsPage(page, 'hu', 'shop');
  await methods.reached();
  await methods.chooseDelivery('home');
  await methods.choosePayment(payment);
  await methods.next();
  const summary = new CheckoutSummaryPage(page, 'hu', 'shop');
  await summary.reached();
  await summary.acceptTerms();
  await summary.placeOrder();
}

/**
 * The owner's back-office page, signed in once for the file: a TOTP code is accepted once, so a
 * second sign-in within the same 30 seconds would be refused as a replay.
 */
let office: Page | undefined;
async function ownerOffice(): Promise<Page> {
  if (office) return office;
  const { page } = await newPage(browser, DESKTOP);
  await page.goto(`${adminOrigin()}/login`);
  const login = new AdminLoginPage(page);
  await login.submitPassword(demoOwner.email, demoOwner.password);
  await login.submitCode(await demoOwnerCode());
  await page.waitForURL(/\/dashboard/);
  office = page;
  return page;
}

async function openOrder(page: Page, number: string) {
  const orders = new AdminOrdersPage(page, adminOrigin());
  await orders.open();
  await orders.search(number);
  await orders.openOrder(number);
  return new AdminOrderPage(page);
}

describe('the back office runs an order', () => {
  it('records a guest’s transfer, then packs and ships it with a GLS number; the guest sees it paid and gets both mails', async () => {
    const email = `e2e-admin-transfer-${Date.now()}@example.com`;
    const { context: shopper, page } = await newPage(browser, DESKTOP);
    await shopper.addCookies([{ name: 'cookie_policy_1', value: '1', url: shop('/') }]);
    await (await cartToCheckout(page)).toCheckout();
    await checkout(page, 'transfer', { email });
    const returned = new PaymentReturnPage(page, 'hu');
    await returned.reached();
    const number = await returned.orderNumber();
    const returnUrl = page.url();

    const office = await ownerOffice();
    const order = await openOrder(office, number);
    expect(Object.fromEntries(await order.state())).toMatchObject({ [a('orderFulfilment')]: a('fulfilment_received') });
    expect(await seriousViolations(office)).toEqual([]);
    await screenshots(office, SHOTS, 'order-received');

    await order.take('record_transfer', { [a('orderReference')]: `${number} átutalás` });
    await expect
      .poll(() => order.history())
      .toEqual(expect.arrayContaining([expect.stringContaining('Átutalás rögzítve')]));

    // The guest's own page (the payment key is the credential) and mailbox say it is paid.
    await ready(page, returnUrl);
    await expect.poll(() => returned.heading().textContent()).toBe(t('hu', 'commerce.payment.paid'));
    await latestMailLink(server, email, /https?:\/\/[^\s"<]+\/payment\/success\?[^\s"<]+/, 'Sikeres fizetés');

    await order.take('pack');
    await order.take('ship', { [a('orderParcelNumber')]: '12345678901' });
    await expect.poll(async () => (await order.state()).get(a('orderParcelNumber'))).toContain('12345678901');
    const tracking = await latestMailLink(
      server,
      email,
      /https:\/\/gls-group\.com\/HU\/hu\/csomagkovetes\?match=\d+/,
      'Úton van a csomagja',
    );
    expect(tracking).toBe('https://gls-group.com/HU/hu/csomagkovetes?match=12345678901');
    expect(await seriousViolations(office)).toEqual([]);
    await screenshots(office, SHOTS, 'order-shipped');
    await shopper.close();
  }, 150_000);

  it('cancels a paid card order that spent a balance: the card is refunded through the provider and the balance comes back', async () => {
    const { context: shopper, page } = await newPage(browser, DESKTOP);
    await shopper.addCookies([{ name: 'cookie_policy_1', value: '1', url: shop('/') }]);
    await ready(page, shop('/login'));
    await new LoginPage(page, 'hu').login('kozmetikus@vagheggi.example', 'Kozmetikus#2024');
    await page.waitForURL((url) => !url.pathname.includes('login'), { waitUntil: 'domcontentloaded' });
    const balance = async () =>
      page.evaluate(async () => {
        const response = await fetch('/api/v1/user');
        return ((await response.json()) as { data: { balance: { marketing: { current: number } } } }).data.balance
          .marketing.current;
      });
    const before = await balance();
    expect(before).toBeGreaterThan(0);

    const cart = await cartToCheckout(page);
    await page.getByLabel(t('hu', 'commerce.credits.marketing')).check();
    await page.getByRole('button', { name: t('hu', 'commerce.credits.apply') }).click();
    await page.waitForLoadState('networkidle');
    await cart.toCheckout();
    await checkout(page, 'card');
    const simulator = new PaymentSimulatorPage(page, 'hu');
    await simulator.reached();
    await simulator.pay();
    const returned = new PaymentReturnPage(page, 'hu');
    await returned.reached();
    const number = await returned.orderNumber();
    expect(await balance()).toBeLessThan(before);

    const office = await ownerOffice();
    const order = await openOrder(office, number);
    await order.take('cancel', { [a('orderReason')]: 'A termék elfogyott a raktárban' });
    await expect.poll(async () => (await order.state()).get(a('orderFulfilment'))).toBe(a('fulfilment_cancelled'));
    const state = await order.state();
    expect(state.get(a('orderCancelReason'))).toBe('A termék elfogyott a raktárban');
    expect(state.get(a('orderRefunded'))).toMatch(/Ft$/);
    expect(await order.steps().textContent()).toContain(a('orderNoActions'));
    expect(await balance()).toBe(before);
    await screenshots(office, SHOTS, 'order-cancelled');
    await shopper.close();
  }, 150_000);

  it('records the transfer of a guest’s enrolment, then cancels it: confirmed, then cancelled with the reason', async () => {
    const { context: shopper, page } = await newPage(browser, DESKTOP);
    const academy = (path: string) => `http://localhost:${server.port}${path}`;
    await shopper.addCookies([{ name: 'cookie_policy_1', value: '1', url: academy('/') }]);
    await ready(page, academy('/kepzes/arckezelesek/anti-aging-kezelesek/retinol-es-peptidek-a-gyakorlatban'));
    const training = new TrainingPage(page, 'hu');
    await training.addButton().click();
    await training.addedPopup().waitFor();
    await ready(page, academy('/kosar'));
    await new CartPage(page, 'hu').toCheckout();
    const details = new CheckoutDetailsPage(page, 'hu', 'academy');
    await details.reached();
    const email = `e2e-admin-enrolment-${Date.now()}@example.com`;
    await details.fillBuyer({ lastName: 'Kiss', firstName: 'Anna', email, phone: '+36301234567' });
    await details.fillAddress({ zipcode: '1061', street: 'Andrássy', streetType: 'utca', number: '12' });
    await details.next();
    const methods = new CheckoutMethodsPage(page, 'hu', 'academy');
    await methods.reached();
    await methods.choosePayment('transfer');
    await methods.next();
    await new CheckoutParticipantsPage(page, 'hu').leaveAllForLater();
    const summary = new CheckoutSummaryPage(page, 'hu', 'academy');
    await summary.reached();
    await summary.acceptTerms();
    await summary.placeOrder();
    const returned = new PaymentReturnPage(page, 'hu');
    await returned.reached();
    const number = await returned.orderNumber();

    const office = await ownerOffice();
    await office.goto(`${adminOrigin()}/enrolments?q=${encodeURIComponent(number)}`);
    await Promise.all([
      office.waitForURL(/\/enrolments\/\d+$/),
      office.getByRole('link', { name: number, exact: true }).click(),
    ]);
    const enrolment = new AdminOrderPage(office);
    await enrolment.take('record_transfer');
    await expect.poll(() => office.getByRole('heading', { level: 1 }).textContent()).toContain(number);
    // The heading's line says the payment state (a class: the line has no role of its own).
    await expect.poll(() => office.locator('.page-head .muted').textContent()).toContain(a('paymentStatus_3'));
    await latestMailLink(server, email, /https?:\/\/[^\s"<]+\/payment\/success\?[^\s"<]+/, 'Sikeres fizetés');

    await enrolment.take('cancel', { [a('orderReason')]: 'Elmarad a képzés' }, a('enrolmentEvent_cancel'));
    await expect.poll(() => enrolment.steps().textContent()).toContain('Elmarad a képzés');
    expect(await seriousViolations(office)).toEqual([]);
    await screenshots(office, SHOTS, 'enrolment-cancelled');
    await shopper.close();
  }, 150_000);
});
