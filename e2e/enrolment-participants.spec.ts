import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousViolations } from './support/browser';
import { CartPage } from './support/pages/cart-page';
import { CheckoutDetailsPage, CheckoutMethodsPage, CheckoutSummaryPage } from './support/pages/checkout';
import { CheckoutParticipantsPage, KeyParticipantsPage } from './support/pages/participants';
import { PaymentReturnPage } from './support/pages/payment';
import { TrainingPage } from './support/pages/training-page';
import { type RunningServer, startServer } from './support/server';
import { fieldMessage, t } from './support/texts';

/*
 * Issue 18: a guest books two seats on a phone, names herself for seat 1 ("I attend" fills her
 * step 1 details), leaves seat 2 for later, places the enrolment, follows the thank-you page's
 * link to the participants form and names seat 2 there, after which the form says all are named.
 * Its own server: the enrolment takes seats of a demo date that other journeys count.
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
/** Classroom only, seven free seats on its first date (demo catalogue); a guest may hold three. */
const TRAINING = '/kepzes/arckezelesek/anti-aging-kezelesek/intenziv-anti-aging-kezelesek';
const EDUCATION = 'Középfokú (érettségi)';

async function open(page: Page, path: string) {
  await page.goto(url(path), { waitUntil: 'domcontentloaded', timeout: 30_000 });
  await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
}

/** Two seats of the training's first date in the cart, steps 1 and 2 done as a guest (with JavaScript). */
async function toParticipantsStep(page: Page, email: string) {
  await open(page, TRAINING);
  const training = new TrainingPage(page, 'hu');
  const firstDate = (await training.date().getByRole('option').nth(1).textContent()) ?? '';
  await training.date().selectOption({ label: firstDate });
  await training.addButton().click();
  await training.addedPopup().waitFor();
  await page.keyboard.press('Escape');
  await training.addParticipant();
  await expect.poll(() => training.participants().textContent()).toBe('2');
  await open(page, '/kosar');
  await new CartPage(page, 'hu').toCheckout();
  const details = new CheckoutDetailsPage(page, 'hu', 'academy');
  await details.reached();
  await details.fillBuyer({ lastName: 'Szabó', firstName: 'Éva', email, phone: '+36301112233' });
  await details.fillAddress({ zipcode: '1061', street: 'Andrássy', streetType: 'utca', number: '12' });
  await details.next();
  const methods = new CheckoutMethodsPage(page, 'hu', 'academy');
  await methods.reached();
  await methods.choosePayment('transfer');
  await methods.next();
}

describe('naming who attends each seat', () => {
  it('a guest on a phone names herself for seat 1, leaves seat 2 for later, and names it from the thank-you page’s link', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await open(page, TRAINING);
    await page.getByRole('button', { name: t('hu', 'cookies.acceptAll'), exact: true }).click();

    const training = new TrainingPage(page, 'hu');
    const firstDate = (await training.date().getByRole('option').nth(1).textContent()) ?? '';
    await training.date().selectOption({ label: firstDate });
    await training.addButton().click();
    await training.addedPopup().waitFor();
    await page.keyboard.press('Escape');
    await training.addParticipant();
    await expect.poll(() => training.participants().textContent()).toBe('2');

    await open(page, '/kosar');
    await new CartPage(page, 'hu').toCheckout();
    const details = new CheckoutDetailsPage(page, 'hu', 'academy');
    await details.reached();
    await details.fillBuyer({
      lastName: 'Szabó',
      firstName: 'Éva',
      email: 'szabo.eva@example.com',
      phone: '+36301112233',
    });
    await details.fillAddress({ zipcode: '1061', street: 'Andrássy', streetType: 'utca', number: '12' });
    await details.next();
    const methods = new CheckoutMethodsPage(page, 'hu', 'academy');
    await methods.reached();
    await methods.choosePayment('transfer');
    await methods.next();

    // The academy's participants step: one group per seat; nothing in it speaks of delivery.
    const seats = new CheckoutParticipantsPage(page, 'hu');
    await seats.reached();
    expect(await seats.seat(1).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.getByRole('main').textContent()).not.toMatch(/szállít/i);
    await seats.buyerAttends(0);
    await expect.poll(() => seats.field(0, 'account.field.lastName').inputValue()).toBe('Szabó');
    expect(await seats.field(0, 'account.field.email').inputValue()).toBe('szabo.eva@example.com');
    await seats.fillRest(0, { birthPlace: 'Győr', birthDate: '1990-03-14', education: EDUCATION });
    await seats.later(1).check();
    // With the seat left for later its fields are out of the way.
    expect(await seats.field(1, 'account.field.lastName').isVisible()).toBe(false);
    await seats.next();

    const summary = new CheckoutSummaryPage(page, 'hu', 'academy');
    await summary.reached();
    const named = page.getByRole('region', { name: t('hu', 'participants.summaryTitle'), exact: true });
    expect(await named.textContent()).toContain('Szabó Éva');
    expect(await named.textContent()).toContain(t('hu', 'participants.summaryLater'));
    await summary.acceptTerms();
    await summary.placeOrder();
    await page.waitForURL(/\/payment\/success\?payment_key=/, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('html[data-hydrated]');
    await new PaymentReturnPage(page, 'hu').reached();

    // The thank-you page says one participant is missing and links to the form by the key.
    const key = new URL(page.url()).searchParams.get('payment_key') ?? '';
    const link = page.getByRole('link', { name: t('hu', 'participants.missingLink'), exact: true });
    expect(await link.getAttribute('href')).toBe(`/resztvevok/${key}`);
    await link.click();
    const form = new KeyParticipantsPage(page, 'hu');
    await form.reached();
    expect(await page.getByRole('main').textContent()).toContain('Szabó Éva');
    expect(await form.allNamedNotice().count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await form.name(2, {
      lastName: 'Kovács',
      firstName: 'Lili',
      email: 'kovacs.lili@example.com',
      phone: '+36201234567',
      birthPlace: 'Pécs',
      birthDate: '1995-07-02',
      education: EDUCATION,
    });
    await form.allNamedNotice().waitFor();
    expect(await page.getByRole('main').textContent()).toContain('Kovács Lili');
    expect(await form.seatForm(2).count()).toBe(0);
    await context.close();

    // The mail's link opened elsewhere (no session): the key alone opens the page, kept by no cache
    // and sent to no other site; a wrong key opens nothing.
    const mailApp = await browser.newContext();
    const opened = await mailApp.newPage();
    const response = await opened.goto(url(`/resztvevok/${key}`), { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(response?.headers()['referrer-policy']).toBe('same-origin');
    expect(response?.headers()['x-cache']).toBeUndefined();
    expect((await opened.goto(url(`/en/participants/${key}`)))?.status()).toBe(200);
    expect((await opened.goto(url(`/resztvevok/${key}x`)))?.status()).toBe(404);
    await mailApp.close();
  }, 180_000);

  it('without JavaScript: a refused step keeps what was typed and names each missing field; "I attend" and the form by key work as plain posts', async () => {
    const withScripts = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await withScripts.addCookies(
      ['cookie_policy_1', 'cookie_policy_2', 'cookie_policy_3'].map((name) => ({ name, value: '1', url: url('/') })),
    );
    const setup = await withScripts.newPage();
    setup.setDefaultTimeout(20_000);
    await toParticipantsStep(setup, 'nojs.szabo@example.com');
    await new CheckoutParticipantsPage(setup, 'hu').reached();
    const context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      javaScriptEnabled: false,
      storageState: await withScripts.storageState(),
    });
    await withScripts.close();
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(url('/checkout/participants'), { waitUntil: 'domcontentloaded' });
    const seats = new CheckoutParticipantsPage(page, 'hu');
    await seats.reached();

    await seats.field(1, 'account.field.lastName').fill('Kovács');
    await seats.next();
    await page.waitForLoadState('domcontentloaded');
    await seats.reached();
    const required = fieldMessage('hu', 'required');
    expect(await seats.field(1, 'account.field.lastName').inputValue()).toBe('Kovács');
    const firstNameError = await seats.field(1, 'account.field.firstName').getAttribute('aria-describedby');
    expect(await page.locator(`[id="${firstNameError}"]`).textContent()).toBe(required);
    const summary = page.getByRole('alert').filter({ hasText: t('hu', 'commerce.checkout.errorSummary') });
    // The seat not begun asks one thing (who, or later); the begun one names each missing field.
    expect(await summary.getByRole('link').count()).toBe(7);
    const laterError = (await seats.later(0).getAttribute('aria-describedby'))?.split(' ').at(-1);
    expect(await page.locator(`[id="${laterError}"]`).textContent()).toBe(t('hu', 'participants.seatEmpty'));

    await seats.buyerAttends(0);
    await page.waitForLoadState('domcontentloaded');
    expect(await seats.field(0, 'account.field.lastName').inputValue()).toBe('Szabó');
    expect(await seats.field(0, 'account.field.phone').inputValue()).toBe('+36301112233');
    expect(await seats.field(1, 'account.field.lastName').inputValue()).toBe('Kovács');
    await seats.fillRest(0, { birthPlace: 'Győr', birthDate: '1990-03-14', education: EDUCATION });
    await seats.later(1).check();
    await seats.next();
    const place = new CheckoutSummaryPage(page, 'hu', 'academy');
    await place.reached();
    const named = page.getByRole('region', { name: t('hu', 'participants.summaryTitle'), exact: true });
    expect(await named.textContent()).toContain('Szabó Éva');
    await place.acceptTerms();
    await place.placeOrder();
    await page.waitForURL(/\/payment\/success\?payment_key=/, { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: t('hu', 'participants.missingLink'), exact: true }).click();
    await page.waitForLoadState('domcontentloaded');
    const form = new KeyParticipantsPage(page, 'hu');
    await form.reached();
    await form
      .seatForm(2)
      .getByRole('button', { name: t('hu', 'participants.save'), exact: true })
      .click();
    await page.waitForLoadState('domcontentloaded');
    expect(await form.seatForm(2).getByRole('alert').getByRole('link').count()).toBe(7);
    await form.name(2, {
      lastName: 'Kovács',
      firstName: 'Lili',
      email: 'kovacs.lili@example.com',
      phone: '+36201234567',
      birthPlace: 'Pécs',
      birthDate: '1995-07-02',
      education: EDUCATION,
    });
    await form.allNamedNotice().waitFor();
    await context.close();
  }, 180_000);
});
