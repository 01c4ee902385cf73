import type { Training } from '@vag/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousViolations } from './support/browser';
import { httpGet } from './support/http';
import { seat } from './support/participants';
import { type RunningServer, startServer } from './support/server';

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

/** Page object of the training page: its date selector and its list of dates. */
function trainingPage(page: Page) {
  const date = page.getByLabel('Időpont', { exact: true });
  return {
    date,
    /** The chosen date's free seats, as the selector states them ("… · Szabad helyek: 7"). */
    async seatsLeft(): Promise<number> {
      const text = (await page.locator('.training-selector__details').textContent()) ?? '';
      const seats = /Szabad helyek: (\d+)/.exec(text)?.[1];
      if (seats === undefined) throw new Error(`no seat count in "${text}"`);
      return Number(seats);
    },
    /** The row of a date in the page's list of dates, by the label the selector shows for it. */
    listRow: (label: string) => page.locator('.date-list__item').filter({ hasText: label }),
    add: () => page.getByRole('button', { name: 'Jelentkezem', exact: true }),
    quantity: () => page.getByTestId('training-quantity'),
  };
}

describe('enrolment', () => {
  it('a beautician enrols two seats, pays by card, names both participants and sees the seats drop by two', async () => {
    const { context, page } = await visitor();
    const { path, title } = TRAININGS.enrol;
    await open(page, `/login?redirect_to=${encodeURIComponent(path)}`);
    const card = page.locator('.auth-card');
    await card.getByLabel('E-mail cím', { exact: true }).fill('kozmetikus@vagheggi.example');
    await card.getByLabel('Jelszó', { exact: true }).fill('Kozmetikus#2024');
    await page.getByRole('button', { name: 'Bejelentkezés' }).click();
    await page.waitForURL((address) => address.pathname === path, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('html[data-hydrated]');

    // The training page: choose the first date and read its free seats in the selector and the list.
    const training = trainingPage(page);
    const firstDate = (await training.date.locator('option').nth(1).textContent()) ?? '';
    await training.date.selectOption({ label: firstDate });
    const before = await training.seatsLeft();
    expect(before).toBeGreaterThanOrEqual(3);
    expect(await training.listRow(firstDate).locator('.date-list__seats').textContent()).toBe(`${before} szabad hely`);
    await training.add().click();
    const popup = page.getByRole('dialog', { name: 'A kosárba került' });
    await popup.waitFor();
    await page.keyboard.press('Escape');
    await training
      .quantity()
      .getByRole('button', { name: /Eggyel több résztvevő/ })
      .click();
    await expect.poll(() => training.quantity().locator('output').textContent()).toBe('2');

    // The cart, then the academy's checkout: no delivery step, card payment.
    await open(page, '/kosar');
    const line = page.locator('.cart-line').filter({ hasText: title });
    expect(await line.locator('.quantity__value').textContent()).toBe('2');
    await page.locator('main').getByRole('link', { name: 'Tovább a pénztárhoz' }).click();
    const main = page.locator('main');
    await page.getByRole('heading', { level: 1, name: 'Adatok' }).waitFor();
    expect(await main.textContent()).toContain('kozmetikus@vagheggi.example');
    await main.getByLabel('Irányítószám').first().fill('1061');
    await main.getByLabel('Közterület neve').first().fill('Király');
    await main.getByLabel('Közterület jellege').first().selectOption({ label: 'utca' });
    await main.getByLabel('Házszám').first().fill('26');
    await expect.poll(() => main.locator('input[name="zipcode_id"]').inputValue()).not.toBe('');
    await main.getByRole('button', { name: 'Tovább' }).click();

    await main.getByRole('group', { name: 'Fizetési mód' }).waitFor();
    // Spec §9: the academy delivers nothing (method 5), so step 2 asks only for the payment,
    // and none of its words speaks of shipping.
    expect(await main.getByRole('group', { name: 'Szállítási mód' }).count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Fizetés');
    expect(await page.locator('.checkout-steps [aria-current="step"]').textContent()).toBe('Fizetés');
    const transfer = main.locator('label').filter({ hasText: 'Banki átutalás' });
    expect(await transfer.textContent()).toContain('a jelentkezését az utalás beérkezésekor véglegesítjük');
    expect(await main.textContent()).not.toMatch(/szállít|csomag/i);
    await main.getByLabel(/Bankkártyás fizetés/).check();
    await main.getByRole('button', { name: 'Tovább' }).click();

    await page.getByRole('heading', { level: 1, name: 'Összesítés' }).waitFor();
    expect(await main.getByRole('link', { name: 'Fizetési mód módosítása' }).count()).toBe(1);
    const terms = main.getByRole('link', { name: /^általános szerződési feltételeket/ });
    expect(await terms.getAttribute('href')).toBe('/oldal/aszf');
    expect(await terms.getAttribute('target')).toBe('_blank');
    expect(await seriousViolations(page)).toEqual([]);
    await main.getByLabel(/általános szerződési feltételeket/).check();
    await main.getByLabel(/adatkezelési tájékoztatót/).check();
    await main.getByRole('button', { name: 'Megrendelés elküldése' }).click();

    await page.waitForURL('**/payment-simulator/**');
    await page.getByRole('button', { name: 'Fizetés', exact: true }).click();
    await page.waitForURL('**/payment/success?**');
    await page.waitForSelector('html[data-hydrated]');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Köszönjük, a fizetés sikeres volt');
    expect(await page.locator('.payment-page__items').textContent()).toContain('× 2');
    expect(await seriousViolations(page)).toEqual([]);

    // The enrolment in the account: both seats wait for their participants.
    await page.getByRole('link', { name: 'Képzéseim és a résztvevők megadása' }).click();
    await page.getByRole('heading', { level: 1, name: 'Képzéseim' }).waitFor();
    const enrolment = page.locator('.my-training').filter({ hasText: title });
    expect(await enrolment.textContent()).toContain('0 / 2');
    expect(await seriousViolations(page)).toEqual([]);
    await enrolment.getByRole('link', { name: /^Résztvevők megadása/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Résztvevők adatai' }).waitFor();
    await seat(page, 1).fill({ last: 'Varga', first: 'Dóra', email: 'dora@example.hu', place: 'Győr' });
    await seat(page, 2).fill({ last: 'Molnár', first: 'Eszter', email: 'eszter@example.hu', place: 'Eger' });
    expect(await seriousViolations(page)).toEqual([]);
    await open(page, '/account/my-trainings');
    expect(await page.locator('.my-training').filter({ hasText: title }).textContent()).toContain('2 / 2');

    // The date now has two seats fewer, in the selector and in the list of dates.
    await open(page, path);
    await training.date.selectOption({ label: firstDate });
    expect(await training.seatsLeft()).toBe(before - 2);
    expect(await training.listRow(firstDate).locator('.date-list__seats').textContent()).toBe(
      `${before - 2} szabad hely`,
    );
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
    const fullRow = page.locator('.date-list__seats[data-full]');
    expect(await fullRow.count()).toBe(1);
    expect(await fullRow.textContent()).toBe('Betelt');
    const select = trainingPage(page).date;
    expect(await select.locator(`option[value="${fullId}"]`).count()).toBe(0);

    await select.evaluate((element, id) => {
      const option = document.createElement('option');
      option.value = id;
      option.textContent = 'stale';
      element.append(option);
    }, fullId);
    await select.selectOption(fullId);
    await trainingPage(page).add().click();
    await page.waitForURL(/cart=failed/);
    const dialog = page.locator('dialog[open]');
    expect(await dialog.locator('h2').textContent()).toBe('Nem sikerült a kosárba tenni');
    expect(await dialog.textContent()).toContain('Erre az időpontra nincs több szabad hely.');
    expect(
      await page
        .getByRole('banner')
        .getByRole('link', { name: /^Kosár: / })
        .textContent(),
    ).toContain('A kosár üres');
    await context.close();
  }, 60_000);
});
