import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousViolations } from './support/browser';
import { TrainingPage } from './support/pages/training-page';
import { type RunningServer, startServer } from './support/server';
import { t } from './support/texts';

/*
 * A classroom date's seats held in the academy cart (issue 24): the cart says until when, with a
 * countdown; the hold runs out (a one-minute hold on this server), the seats go back, and the
 * shopper holds them again from the cart. Without JavaScript the cart states the deadline.
 * Its own server: the hold's length is a setting of the server.
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ env: { ACADEMY_SEAT_HOLD_MINUTES: '1' } });
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (path: string) => `http://localhost:${server.port}${path}`;

/** A classroom-only demo training with free seats on its first date (enrolment.spec.ts enrols on it on its own server). */
const TRAINING = {
  path: '/kepzes/arckezelesek/anti-aging-kezelesek/intenziv-anti-aging-kezelesek',
  title: 'Intenzív anti-aging kezelések',
};

async function visitor(javaScriptEnabled = true) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, javaScriptEnabled });
  await context.addCookies(
    ['cookie_policy_1', 'cookie_policy_2', 'cookie_policy_3'].map((name) => ({ name, value: '1', url: url('/') })),
  );
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

async function open(page: Page, path: string) {
  await page.goto(url(path), { waitUntil: 'domcontentloaded', timeout: 30_000 });
  await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
}

/** The deadline's sentence, "A helyeket {time}-ig foglaljuk Önnek.", told by its start. */
const heldPrefix = new RegExp(
  `^${(t('hu', 'commerce.hold.until').split('{time}')[0] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
);

describe('seats held in the academy cart', () => {
  it('counts down, runs out, gives the seats back, and holds them again from the cart', async () => {
    const { context, page } = await visitor();
    await open(page, TRAINING.path);
    const training = new TrainingPage(page, 'hu');
    const firstDate = (await training.date().getByRole('option').nth(1).textContent()) ?? '';
    await training.date().selectOption({ label: firstDate });
    const before = await training.seatsLeft();
    await training.addButton().click();
    await training.addedPopup().waitFor();
    await page.keyboard.press('Escape');

    await open(page, '/kosar');
    const line = page.getByRole('main').getByRole('listitem').filter({ hasText: TRAINING.title });
    await line.getByText(heldPrefix).waitFor();
    const timer = line.getByRole('timer');
    const first = (await timer.textContent()) ?? '';
    expect(first).toMatch(/^\(még 0:[0-5]\d\)$|^\(még 1:00\)$/);
    await expect.poll(() => timer.textContent(), { timeout: 5_000 }).not.toBe(first);
    expect(await seriousViolations(page)).toEqual([]);

    // The seat is held: the training page offers one fewer.
    const other = await visitor();
    await open(other.page, TRAINING.path);
    const seen = new TrainingPage(other.page, 'hu');
    await seen.date().selectOption({ label: firstDate });
    expect(await seen.seatsLeft()).toBe(before - 1);

    // A minute later the hold has run out: the cart says so, and so does the live region.
    const expired = t('hu', 'commerce.hold.expired');
    // The visible sentence (the live region below says it too, for screen readers).
    await line.getByText(expired, { exact: true }).first().waitFor({ timeout: 75_000 });
    expect(await page.locator('[aria-live="polite"]').filter({ hasText: expired }).count()).toBe(1);
    // The sweep (every 5 s here) has given the seat back to everyone.
    await expect
      .poll(
        async () => {
          await open(other.page, TRAINING.path);
          await seen.date().selectOption({ label: firstDate });
          return seen.seatsLeft();
        },
        { timeout: 20_000 },
      )
      .toBe(before);

    await line.getByRole('button', { name: t('hu', 'commerce.hold.againLabel', { name: TRAINING.title }) }).click();
    await line.getByRole('timer').waitFor();
    expect(await line.getByText(expired, { exact: true }).count()).toBe(0);
    await other.context.close();
    await context.close();
  }, 150_000);

  it('states the deadline as a time without JavaScript', async () => {
    const { context, page } = await visitor(false);
    await page.goto(url(TRAINING.path), { waitUntil: 'domcontentloaded', timeout: 30_000 });
    const training = new TrainingPage(page, 'hu');
    const firstDate = (await training.date().getByRole('option').nth(1).textContent()) ?? '';
    await training.date().selectOption({ label: firstDate });
    await training.addButton().click();
    await page.waitForURL(/cart=added/);
    await page.goto(url('/kosar'), { waitUntil: 'domcontentloaded' });
    const line = page.getByRole('main').getByRole('listitem').filter({ hasText: TRAINING.title });
    const deadline = (await line.getByText(heldPrefix).textContent()) ?? '';
    expect(deadline).toMatch(/\d{4}\.\d{2}\.\d{2}\. \d{2}:\d{2}/);
    expect(await line.getByRole('timer').count()).toBe(0);
    await context.close();
  }, 60_000);
});
