import type { Training } from '@vag/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousViolations } from './support/browser';
import { httpGet } from './support/http';
import { LoginPage } from './support/pages/auth';
import { CartPage } from './support/pages/cart-page';
import {
  CheckoutDetailsPage,
  CheckoutMethodsPage,
  CheckoutSummaryPage,
  methodsStepTitle,
} from './support/pages/checkout';
import { CheckoutParticipantsPage } from './support/pages/participants';
import { PaymentReturnPage, PaymentSimulatorPage } from './support/pages/payment';
import { TrainingPage } from './support/pages/training-page';
import { MyTrainingsPage, ParticipantsPage } from './support/pages/trainings';
import { type RunningServer, startServer } from './support/server';
import { apiMessage, t } from './support/texts';

/*
 * A beautician enrols two seats on a classroom training date, pays by card, names both
 * participants and sees the date's free seats drop by two; a full date cannot be added.
 * This file runs its own server: the enrolment adds a second training to the demo beautician's
 * account, which orders.spec.ts (on the shared server) counts.
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

/** Demo trainings (packages/api/src/db/demo/catalogue-trainings.ts) that no other journey enrols on. */
const TRAININGS = {
  /** Classroom only; its first date has seven free seats. */
  enrol: {
    path: '/kepzes/arckezelesek/anti-aging-kezelesek/intenziv-anti-aging-kezelesek',
    title: 'Intenzív anti-aging kezelések',
  },
  /** Classroom only; its first upcoming date is full. */
  withFullDate: '/kepzes/gepi-kezelesek/mikrodermabrazio/mikrodermabrazio-a-gyakorlatban',
};

async function open(page: Page, path: string) {
  const response = await page.goto(url(path), { waitUntil: 'domcontentloaded', timeout: 30_000 });
  await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
  return response;
}

/** A visitor who has answered the cookie banner, so that nothing covers the page. */
async function visitor(javaScriptEnabled = true) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, javaScriptEnabled });
  await context.addCookies(
    ['cookie_policy_1', 'cookie_policy_2', 'cookie_policy_3'].map((name) => ({ name, value: '1', url: url('/') })),
  );
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

async function trainingFromApi(path: string): Promise<Training> {
  const fullUri = encodeURIComponent(path.replace('/kepzes/', ''));
  const response = await httpGet(server.port, `/api/v1/trainings/by-uri?locale_id=1&full_uri=${fullUri}`);
  return (JSON.parse(response.body) as { data: Training }).data;
}

/** The seats a date's row in the list states ("7 szabad hely"), as its own text. */
function seatsText(count: number): string {
  return t('hu', count === 1 ? 'academy.training.seatsOne' : 'academy.training.seats', { count });
}

describe('enrolment', () => {
  it('a beautician enrols two seats, pays by card, names both participants and sees the seats drop by two', async () => {
    const { context, page } = await visitor();
    const { path, title } = TRAININGS.enrol;
    await open(page, `/login?redirect_to=${encodeURIComponent(path)}`);
    await new LoginPage(page, 'hu').login('kozmetikus@vagheggi.example', 'Kozmetikus#2024');
    await page.waitForURL((address) => address.pathname === path, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('html[data-hydrated]');

    // The training page: choose the first date and read its free seats in the selector and the list.
    const training = new TrainingPage(page, 'hu');
    const firstDate = (await training.date().getByRole('option').nth(1).textContent()) ?? '';
    await training.date().selectOption({ label: firstDate });
    const before = await training.seatsLeft();
    expect(before).toBeGreaterThanOrEqual(3);
    expect(await training.listRow(firstDate).getByText(seatsText(before), { exact: true }).count()).toBe(1);
    await training.addButton().click();
    await training.addedPopup().waitFor();
    await page.keyboard.press('Escape');
    await training.addParticipant();
    await expect.poll(() => training.participants().textContent()).toBe('2');

    // The cart, then the academy's checkout: no delivery step, card payment.
    await open(page, '/kosar');
    const cart = new CartPage(page, 'hu');
    expect(await cart.quantityOf(title)).toBe('2');
    await cart.toCheckout();
    const details = new CheckoutDetailsPage(page, 'hu', 'academy');
    await details.reached();
    expect(await page.getByRole('main').textContent()).toContain('kozmetikus@vagheggi.example');
    await details.fillAddress({ zipcode: '1061', street: 'Király', streetType: 'utca', number: '26' });
    await details.next();

    const methods = new CheckoutMethodsPage(page, 'hu', 'academy');
    await methods.reached();
    // Spec §9: the academy delivers nothing (method 5), so step 2 asks only for the payment,
    // and none of its words speaks of shipping.
    expect(await methods.deliveryGroup().count()).toBe(0);
    expect(await methods.heading().textContent()).toBe(methodsStepTitle('hu', 'academy'));
    expect(await methods.currentStep().textContent()).toBe(methodsStepTitle('hu', 'academy'));
    const transfer = await methods.paymentOption('transfer', t('hu', 'commerce.checkout.transferAcademy'));
    expect(await transfer.count()).toBe(1);
    expect(await page.getByRole('main').textContent()).not.toMatch(/szállít|csomag/i);
    await methods.choosePayment('card');
    await methods.next();
    // Both participants are named later, on the account's page (issue 18: the step asks first).
    await new CheckoutParticipantsPage(page, 'hu').leaveAllForLater();

    const summary = new CheckoutSummaryPage(page, 'hu', 'academy');
    await summary.reached();
    expect(await summary.editMethodsLink().count()).toBe(1);
    expect(await summary.termsLink().getAttribute('href')).toBe('/oldal/aszf');
    expect(await summary.termsLink().getAttribute('target')).toBe('_blank');
    expect(await seriousViolations(page)).toEqual([]);
    await summary.acceptTerms();
    await summary.placeOrder();

    const simulator = new PaymentSimulatorPage(page, 'hu');
    await simulator.reached();
    await simulator.pay();
    const payment = new PaymentReturnPage(page, 'hu');
    await payment.reached();
    await page.waitForSelector('html[data-hydrated]');
    expect(await payment.heading().textContent()).toBe(t('hu', 'commerce.payment.paid'));
    expect(await payment.item(title).textContent()).toContain('× 2');
    expect(await seriousViolations(page)).toEqual([]);

    // The enrolment in the account: both seats wait for their participants.
    await payment.toTrainings();
    const trainings = new MyTrainingsPage(page, 'hu');
    await trainings.page
      .getByRole('heading', { level: 1, name: t('hu', 'account.nav.myTrainings'), exact: true })
      .waitFor();
    expect(await trainings.training(title).textContent()).toContain('0 / 2');
    expect(await seriousViolations(page)).toEqual([]);
    await trainings.nameParticipantsLink(title).click();
    const participants = new ParticipantsPage(page, 'hu');
    await page.getByRole('heading', { level: 1, name: t('hu', 'account.participants.title'), exact: true }).waitFor();
    await participants.seat(1).fill({ last: 'Varga', first: 'Dóra', email: 'dora@example.hu', place: 'Győr' });
    await participants.seat(2).fill({ last: 'Molnár', first: 'Eszter', email: 'eszter@example.hu', place: 'Eger' });
    expect(await seriousViolations(page)).toEqual([]);
    await open(page, '/account/my-trainings');
    expect(await trainings.training(title).textContent()).toContain('2 / 2');

    // The date now has two seats fewer, in the selector and in the list of dates.
    await open(page, path);
    await training.date().selectOption({ label: firstDate });
    expect(await training.seatsLeft()).toBe(before - 2);
    expect(
      await training
        .listRow(firstDate)
        .getByText(seatsText(before - 2), { exact: true })
        .count(),
    ).toBe(1);
    await context.close();
  }, 120_000);

  it('a full date is shown as full, is not offered, and a post of it is refused', async () => {
    const training = await trainingFromApi(TRAININGS.withFullDate);
    const full = training.trainingDates?.find(
      (date) => date.trainingLocationType.id === 1 && date.available_limit === 0,
    );
    expect(full).toBeDefined();
    const fullId = String(full?.id);

    // Without JavaScript the add is a plain form post: the one a page rendered before the last
    // seat went would send. No script of the page runs; the test puts the date back in the list.
    const { context, page } = await visitor(false);
    await page.goto(url(TRAININGS.withFullDate), { waitUntil: 'domcontentloaded', timeout: 30_000 });
    const trainingPage = new TrainingPage(page, 'hu');
    expect(await trainingPage.dates().getByText(t('hu', 'academy.training.full'), { exact: true }).count()).toBe(1);
    const select = trainingPage.date();
    // An option's value is not in the accessibility tree: the date is told by its id.
    expect(await select.locator(`option[value="${fullId}"]`).count()).toBe(0);

    await select.evaluate((element, id) => {
      const option = document.createElement('option');
      option.value = id;
      option.textContent = 'stale';
      element.append(option);
    }, fullId);
    await select.selectOption(fullId);
    await trainingPage.addButton().click();
    await page.waitForURL(/cart=failed/);
    const dialog = page.getByRole('dialog', { name: t('hu', 'commerce.popup.failedTitle'), exact: true });
    expect(await dialog.textContent()).toContain(apiMessage('hu', 'training_date_full'));
    expect(await trainingPage.headerCart().textContent()).toContain(t('hu', 'commerce.cart.empty'));
    await context.close();
  }, 60_000);
});
