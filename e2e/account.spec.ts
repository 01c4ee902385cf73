import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE, type Site } from './support/browser';
import { latestMailLink, linkTo, startMailboxServer } from './support/mailbox';
import {
  ChangePasswordPage,
  DeleteAccountPage,
  ProfilePage,
  VirtualBalancePage,
  WishListPage,
} from './support/pages/account';
import { AddressesPage } from './support/pages/addresses';
import { ForgotPasswordPage, LoginPage, RegisterPage, ResetPasswordPage } from './support/pages/auth';
import { CartPage } from './support/pages/cart-page';
import { CheckoutDetailsPage, CheckoutMethodsPage, CheckoutSummaryPage } from './support/pages/checkout';
import { OrderPage, OrdersPage } from './support/pages/orders';
import { PaymentReturnPage } from './support/pages/payment';
import { ProductPage } from './support/pages/product-page';
import type { RunningServer } from './support/server';
import { apiMessage, fieldMessage, t } from './support/texts';

/*
 * Sign-in, registration and the account area. This file runs its own server with the
 * development mailbox on (DEV_MAILBOX) and a mail directory of its own, so that the
 * verification and reset links can be opened from /dev/mail as a shopper opens their mail.
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startMailboxServer('mail');
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const hostOf = (site: Site) => (site === 'shop' ? 'vagheggi.localhost' : 'localhost');
const url = (site: Site, path: string) => `http://${hostOf(site)}:${server.port}${path}`;

/** A context with the cookie choice made, so the consent layer does not cover the forms. */
async function newShopper(options: { viewport?: typeof DESKTOP; javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  await context.addCookies(
    (['shop', 'academy'] as const).flatMap((site) =>
      ['cookie_policy_1', 'cookie_policy_2', 'cookie_policy_3'].map((name) => ({
        name,
        value: '1',
        domain: hostOf(site),
        path: '/',
      })),
    ),
  );
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

/**
 * Navigates and waits for hydration. Not for the `load` event: on a busy two-core machine the
 * first resize of a product image can take longer than the whole journey step.
 */
async function open(page: Page, address: string) {
  const response = await page.goto(address, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
  return response;
}

/**
 * Serious and critical accessibility violations of the page's main content: the screens this
 * file covers (the header and footer have their own checks in home.spec.ts).
 */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('#main').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const PASSWORD = 'Jelszo#2024';
const NEW_PASSWORD = 'Masik#Jelszo9';

describe('account journeys', () => {
  it('a shopper registers, confirms the e-mail, edits the profile and addresses, sees the wish list, changes the password', async () => {
    const locale = 'hu';
    const email = `reg-${Date.now()}@example.hu`;
    const { context, page } = await newShopper();
    const register = new RegisterPage(page, locale);
    await open(page, url('shop', '/register'));
    expect(await seriousViolations(page)).toEqual([]);

    // The browser checks with the API's own rules before sending anything.
    await register.submit();
    await expect.poll(() => page.getByText(fieldMessage(locale, 'terms_required')).count()).toBe(1);
    expect(await register.lastName().getAttribute('aria-invalid')).toBe('true');

    await register.fill({ lastName: 'Kovács', firstName: 'Éva', email, phone: '06 30 123 4567', password: PASSWORD });
    // The terms name their pages, which open in a new tab so that the form keeps what was typed.
    expect(await register.termsLink().getAttribute('href')).toBe('/oldal/aszf');
    expect(await register.termsLink().getAttribute('target')).toBe('_blank');
    await register.acceptTerms();
    await register.submit();
    await page.waitForURL(/\/account\?notice=registered$/, { waitUntil: 'domcontentloaded' });
    const profile = new ProfilePage(page, locale);
    await expect.poll(() => profile.notice('account.notice.registered').count()).toBe(1);
    // The root reloaded: the header knows the new user.
    expect(await page.getByRole('link', { name: t(locale, 'header.account') }).getAttribute('href')).toBe('/account');
    expect(await profile.phone().inputValue()).toBe('+36 30 123 4567');

    await open(page, await latestMailLink(server, email, linkTo('/verify-email')));
    await expect.poll(() => page.getByText(apiMessage(locale, 'email_verified')).count()).toBe(1);

    // Sign out from the account menu, then back in: redirect_to brings the shopper back.
    await open(page, url('shop', '/account'));
    await profile.signOut();
    await page.waitForURL(url('shop', '/'), { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.getByRole('link', { name: t(locale, 'header.login') }).count()).toBe(1);
    await open(page, url('shop', '/account/address'));
    await page.waitForURL(/\/login\?redirect_to=%2Faccount%2Faddress$/, { waitUntil: 'domcontentloaded' });
    const login = new LoginPage(page, locale);
    await login.login(email, 'Rossz#Jelszo1');
    await expect.poll(() => page.getByText(apiMessage(locale, 'auth_failed')).count()).toBeGreaterThan(0);
    await login.login(email, PASSWORD);
    await page.waitForURL(url('shop', '/account/address'), { waitUntil: 'domcontentloaded' });
    const addresses = new AddressesPage(page, locale);
    await expect.poll(() => addresses.emptyNotice().count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    // Profile: the shop keeps it on the account home.
    await open(page, url('shop', '/account'));
    await profile.phone().fill('+36 20 9876543');
    await profile.save();
    await expect.poll(() => profile.toasts()).toContain(apiMessage(locale, 'profile_updated'));
    await page.reload();
    expect(await profile.phone().inputValue()).toBe('+36 20 987 6543');

    // Address book: the zip code fills the city; add, edit, delete with confirmation.
    await open(page, url('shop', '/account/address'));
    await addresses.addAddress();
    await page.waitForURL(/\/account\/address\/new$/, { waitUntil: 'domcontentloaded' });
    const address = addresses.form();
    await address.zipcode().fill('1011');
    await expect.poll(() => address.city().inputValue()).toBe('Budapest');
    await address.fill({ street: 'Fő', streetType: 'utca', number: '1' });
    expect(await seriousViolations(page)).toEqual([]);
    await addresses.save();
    await page.waitForURL(/\/account\/address\?notice=saved$/, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => addresses.card('1011 Budapest, Fő utca 1').count()).toBe(1);
    await addresses.edit('1011 Budapest, Fő utca 1');
    await address.number().fill('3/B');
    await addresses.save();
    await page.waitForURL(/notice=saved$/, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => addresses.card('1011 Budapest, Fő utca 3/B').count()).toBe(1);
    await addresses.delete('1011 Budapest, Fő utca 3/B');
    await page.waitForURL(/notice=deleted$/, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.getByText('1011 Budapest').count()).toBe(0);

    // Wish list: saved with the product page's button, shown as a card, removed from the list.
    const product = await page.evaluate(async () => {
      const list = await (await fetch('/api/v1/products?locale_id=1&per_page=1')).json();
      return { name: list.data[0].name as string, path: `/termek/${list.data[0].full_uri}` };
    });
    const productName = product.name;
    const productPage = new ProductPage(page, locale);
    await open(page, url('shop', product.path));
    await productPage.saveToWishList(productName);
    await expect.poll(() => productPage.savedToWishListButton().getAttribute('aria-pressed')).toBe('true');
    await open(page, url('shop', '/account/wish-list'));
    const wishList = new WishListPage(page, locale);
    await expect.poll(() => wishList.product(productName).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await wishList.remove(productName);
    await expect.poll(() => wishList.emptyNotice().count()).toBe(1);

    // A purchase as the signed-in user (bank transfer), then the order in the history.
    await open(page, url('shop', product.path));
    await productPage.addToCart();
    await open(page, url('shop', '/kosar'));
    await new CartPage(page, locale).toCheckout();
    const details = new CheckoutDetailsPage(page, locale);
    await details.reached();
    expect(await page.getByRole('main').textContent()).toContain(email);
    await details.fillAddress({ zipcode: '1011', street: 'Fő', streetType: 'utca', number: '2' });
    await details.next();
    const methods = new CheckoutMethodsPage(page, locale);
    await methods.deliveryGroup().waitFor();
    await methods.chooseDelivery('home');
    await methods.choosePayment('transfer');
    await methods.next();
    const summary = new CheckoutSummaryPage(page, locale);
    await summary.reached();
    await summary.acceptTerms();
    await summary.placeOrder();
    await page.waitForURL(/\/payment\/success\?payment_key=/, { waitUntil: 'domcontentloaded' });
    // A bank transfer waits for the shop, not for a provider: the page thanks for the order.
    const payment = new PaymentReturnPage(page, locale);
    await expect.poll(() => payment.heading().textContent()).toBe(t(locale, 'commerce.payment.received'));
    expect(await payment.transferNote('commerce.payment.transferShop').count()).toBe(1);
    const orderNumber = await payment.orderNumber();
    expect(orderNumber).toMatch(/^VAG-\d{4}-\d{6}$/);
    const orderTotal = await payment.total();
    expect(orderTotal).toMatch(/^[\d.]+ Ft$/);
    await payment.toOrders();
    await page.waitForURL(/\/account\/order-history$/, { waitUntil: 'domcontentloaded' });
    const orders = new OrdersPage(page, locale);
    await expect.poll(() => orders.row(orderNumber).count()).toBe(1);
    expect(await orders.row(orderNumber).textContent()).toContain(orderTotal);
    expect(await seriousViolations(page)).toEqual([]);
    await orders.open(orderNumber);
    await page.waitForURL(/\/account\/order-history\/\d+$/, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => orders.heading().textContent()).toContain(orderNumber);
    expect(await page.getByText(productName).count()).toBeGreaterThan(0);

    // Change the password; the new one signs in.
    await open(page, url('shop', '/account/change-password'));
    const password = new ChangePasswordPage(page, locale);
    // The API refuses a wrong current password: the keyboard is taken to that field (issue 18).
    await password.change('Nem#Ez2024', NEW_PASSWORD);
    await expect
      .poll(() => password.currentPassword().evaluate((field) => field === document.activeElement))
      .toBe(true);
    expect(await password.currentPassword().getAttribute('aria-invalid')).toBe('true');
    await password.change(PASSWORD, NEW_PASSWORD);
    await expect.poll(() => password.toasts()).toContain(apiMessage(locale, 'credential_updated'));
    expect(await password.currentPassword().inputValue()).toBe('');
    await password.signOut();
    await page.waitForURL(url('shop', '/'), { waitUntil: 'domcontentloaded' });
    await open(page, url('shop', '/login'));
    await login.login(email, NEW_PASSWORD);
    await page.waitForURL(url('shop', '/account'), { waitUntil: 'domcontentloaded' });
    await context.close();
  }, 180_000);

  it('signs in and edits an address without JavaScript', async () => {
    const locale = 'en';
    const { context, page } = await newShopper({ javaScriptEnabled: false });
    const login = new LoginPage(page, locale);
    // Without JavaScript there is no hydration to wait for.
    await page.goto(url('shop', '/en/login?redirect_to=/en/account/address'), { waitUntil: 'domcontentloaded' });
    await login.login('vasarlo@vagheggi.example', 'wrong');
    expect(await login.alert().textContent()).toBe(apiMessage(locale, 'auth_failed'));
    await login.login('vasarlo@vagheggi.example', 'Vasarlo#2024');
    await page.waitForURL(url('shop', '/en/account/address'), { waitUntil: 'domcontentloaded' });
    const addresses = new AddressesPage(page, locale);
    expect(await addresses.heading().textContent()).toBe(t(locale, 'account.nav.addresses'));
    await addresses.addAddress();
    const address = addresses.form();
    await address.fill({ zipcode: '1011', street: 'Dísz', streetType: 'square' });
    // A refused post renders the form anew: what was typed stays, the field says what is missing.
    await addresses.save();
    await expect.poll(() => address.number().getAttribute('aria-invalid')).toBe('true');
    expect(await address.zipcode().inputValue()).toBe('1011');
    expect(await address.street().inputValue()).toBe('Dísz');
    expect(await address.streetType().getByRole('option', { selected: true }).textContent()).toBe('square');
    await address.number().fill('5');
    await addresses.save();
    await page.waitForURL(/\/en\/account\/address\?notice=saved$/, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => addresses.card('1011 Budapest, Dísz square 5').count()).toBe(1);
    // The same on the edit form: the refused values are shown, not the saved address.
    await addresses.edit('1011 Budapest, Dísz square 5');
    await address.street().fill('');
    await address.number().fill('7/A');
    await addresses.save();
    await expect.poll(() => address.street().getAttribute('aria-invalid')).toBe('true');
    expect(await address.number().inputValue()).toBe('7/A');
    await address.street().fill('Dísz');
    await addresses.save();
    await page.waitForURL(/\/en\/account\/address\?notice=saved$/, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => addresses.card('1011 Budapest, Dísz square 7/A').count()).toBe(1);

    // Reorder is a form post too: the shopper lands on the cart with what was added.
    await page.goto(url('shop', '/en/account/order-history'), { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: /^VAG-\d{4}-000001$/ }).click();
    await new OrderPage(page, locale).reorderButton().click();
    await page.waitForURL(/\/en\/cart\?reorder=done$/, { waitUntil: 'domcontentloaded' });
    const cart = new CartPage(page, locale);
    expect(await cart.reorderNotice().count()).toBe(1);
    expect(await cart.lines().count()).toBeGreaterThan(0);
    await page.goto(url('shop', '/en/account/address'), { waitUntil: 'domcontentloaded' });
    await addresses.signOut();
    await page.waitForURL(url('shop', '/en'), { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.getByRole('link', { name: t(locale, 'header.login') }).count()).toBeGreaterThan(0);
    await context.close();
  }, 90_000);

  it('a sign-in refused for too many attempts says so, with and without JavaScript', async () => {
    // The API allows five attempts per address and caller in its window (LOGIN_LIMIT), then 429.
    const email = `limit-${Date.now()}@example.hu`;
    const { context, page } = await newShopper();
    const login = new LoginPage(page, 'hu');
    await open(page, url('shop', '/login'));
    for (const expected of [422, 422, 422, 422, 422, 429]) {
      const answer = page.waitForResponse((response) => response.request().method() === 'POST');
      await login.login(email, 'Rossz#Jelszo1');
      expect((await answer).status()).toBe(expected);
    }
    // The toast fades: the form itself keeps the API's message.
    await expect.poll(() => login.alert().textContent()).toBe(apiMessage('hu', 'too_many_requests'));
    await context.close();

    const plain = await newShopper({ javaScriptEnabled: false });
    const plainLogin = new LoginPage(plain.page, 'en');
    await plain.page.goto(url('shop', '/en/login'), { waitUntil: 'domcontentloaded' });
    await plainLogin.login(email, 'Rossz#Jelszo1');
    expect(await plainLogin.alert().textContent()).toBe(apiMessage('en', 'too_many_requests'));
    await plain.context.close();
  }, 90_000);

  it('a professional registers on the academy with the proof of conduct', async () => {
    const locale = 'en';
    const { context, page } = await newShopper({ viewport: PHONE });
    const register = new RegisterPage(page, locale);
    await open(page, url('academy', '/en/register'));
    expect(await register.proofOfConduct().isVisible()).toBe(false);
    await register.fill({
      lastName: 'Szabó',
      firstName: 'Anna',
      email: `pro-${Date.now()}@example.hu`,
      phone: '+36 70 555 1234',
      password: PASSWORD,
    });
    await register.askForProfessionalAccount();
    await register.submit();
    await expect.poll(() => page.getByText(fieldMessage(locale, 'file_required')).count()).toBe(1);
    await register.proofOfConduct().setInputFiles({
      name: 'licence.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    expect(await register.privacyLink().getAttribute('href')).toBe('/en/page/privacy');
    await register.acceptTerms();
    expect(await seriousViolations(page)).toEqual([]);
    await register.submit();
    await page.waitForURL(/\/en\/account\/static\/dashboard\?notice=registeredProfessional$/, {
      waitUntil: 'domcontentloaded',
    });
    const account = new ProfilePage(page, locale);
    await expect.poll(() => account.notice('account.notice.registeredProfessional').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await open(page, url('academy', '/en/account/edit'));
    expect(await account.heading().textContent()).toBe(t(locale, 'account.nav.profile'));
    expect(await seriousViolations(page)).toEqual([]);

    // Self-delete asks twice: the consequence box and the password.
    await open(page, url('academy', '/en/account/delete'));
    const deletion = new DeleteAccountPage(page, locale);
    await deletion.deleteWithPassword(PASSWORD);
    await expect.poll(() => page.getByText(fieldMessage(locale, 'required')).count()).toBe(1);
    await deletion.confirmConsequences();
    await deletion.deleteWithPassword(PASSWORD);
    await page.waitForURL(/\/en\/login\?deleted=1$/, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => new LoginPage(page, locale).deletedNotice().count()).toBe(1);
    await context.close();
  }, 90_000);

  it('resets a forgotten password through the mailed link', async () => {
    const locale = 'hu';
    const { context, page } = await newShopper();
    const email = 'szakember@vagheggi.example';
    await open(page, url('shop', '/forgot-password'));
    const forgot = new ForgotPasswordPage(page, locale);
    await forgot.requestLink(email);
    await expect.poll(() => forgot.sentNotice().count()).toBeGreaterThan(0);
    await open(page, await latestMailLink(server, email, linkTo('/reset-password')));
    const reset = new ResetPasswordPage(page, locale);
    expect(await reset.email().inputValue()).toBe(email);
    await reset.setPassword(NEW_PASSWORD);
    await reset.toLogin();
    await new LoginPage(page, locale).login(email, NEW_PASSWORD);
    await page.waitForURL(url('shop', '/account'), { waitUntil: 'domcontentloaded' });
    // Role 2 sees the virtual balance.
    await open(page, url('shop', '/account/virtual-balance'));
    const balances = new VirtualBalancePage(page, locale);
    await expect.poll(() => balances.balanceCard('balance.global').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 90_000);

  for (const viewport of [PHONE, DESKTOP]) {
    it(`login and register have no serious accessibility issue at ${viewport.width} px`, async () => {
      const { context, page } = await newShopper({ viewport });
      for (const [site, path] of [
        ['shop', '/login'],
        ['academy', '/en/login'],
        ['academy', '/register'],
        ['shop', '/en/forgot-password'],
      ] as const) {
        await open(page, url(site, path));
        expect(await seriousViolations(page), `${site} ${path}`).toEqual([]);
      }
      await context.close();
    }, 90_000);
  }
});
