import { budapestLocalOf, formatDateTime } from '@vag/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousViolations } from './support/browser';
import { AdminLoginPage, adminText as t } from './support/pages/admin';
import { AdminTrainingsPage } from './support/pages/admin-trainings';
import { TrainingPage } from './support/pages/training-page';
import { screenshots, shotsDir } from './support/screenshots';
import { type RunningServer, startServer } from './support/server';

/*
 * The academy's editors (issue 21): the demo academy manager adds a date to a demo training in
 * the back office; it is offered at once in the training page's date selector and in the
 * storefront's training calendar, and it shows in the back office's calendar. Then the manager
 * changes its capacity and cancels it (nobody enrolled): the storefront stops offering it. Its
 * own server: the journey changes demo data that other journeys read.
 */

const SHOTS = shotsDir('admin-trainings');
const TRAINING = 'Tinédzserbőr kezelése';
const TRAINING_PATH = '/kepzes/arckezelesek/klasszikus-arckezelesek/tinedzserbor-kezelese';
const VENUE = 'Vagheggi Akadémia, 1061 Budapest, Király utca 12.';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const academyUrl = (path: string) => `http://localhost:${server.port}${path}`;
const adminUrl = (path: string) => `http://admin.localhost:${server.port}${path}`;

/** A storefront visitor's page (cookie banner answered), hydrated. */
async function storefront(path: string) {
  const visitor = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await visitor.addCookies([{ name: 'cookie_policy_1', value: '1', url: academyUrl('/') }]);
  const shopper = await visitor.newPage();
  shopper.setDefaultTimeout(20_000);
  await shopper.goto(academyUrl(path), { waitUntil: 'domcontentloaded' });
  await shopper.waitForSelector('html[data-hydrated]');
  return { visitor, shopper };
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('trainings in the back office', () => {
  it('the academy manager adds a date: the storefront sells it at once and both calendars show it; cancelled, it is gone', async () => {
    // A date five weeks ahead at 10:15 Budapest time, 6 hours long (the training's duration).
    const day = budapestLocalOf(new Date(Date.now() + 35 * 86_400_000)).slice(0, 10);
    const startLocal = `${day}T10:15`;
    const label = `${formatDateTime(`${day}T12:00:00Z`).slice(0, 11)} 10:15 - 16:15`;

    context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(adminUrl('/login'));
    await new AdminLoginPage(page).submitPassword('akademia@vagheggi.example', 'Akademia#2024');
    await page.waitForURL(/\/dashboard/);
    const nav = page.getByRole('navigation', { name: t('navLabel') });
    await Promise.all([
      page.waitForURL(/\/trainings$/),
      nav.getByRole('link', { name: t('academy_navTrainings') }).click(),
    ]);
    const trainings = new AdminTrainingsPage(page);
    await page.getByRole('heading', { level: 1, name: t('academy_trainingsTitle') }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'trainings');

    await trainings.openTraining(TRAINING);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'training');

    // The new date: saved, listed among the training's dates.
    await trainings.addClassroomDate({ startLocal, venue: VENUE, capacity: 9 });
    expect(await page.getByRole('status').textContent()).toBe('Az időpontot elmentettük.');
    const row = trainings
      .datesRegion()
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: /10:15/ }) });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('0 / 9');

    // The storefront's training page offers it in its date selector at once.
    const { visitor, shopper } = await storefront(TRAINING_PATH);
    const selector = new TrainingPage(shopper, 'hu');
    expect(await selector.dateOptions()).toContain(label);
    // …and the storefront's calendar lists it in its month.
    await shopper.goto(academyUrl(`/kepzesi-naptar?month=${day.slice(0, 7)}`), { waitUntil: 'domcontentloaded' });
    const entry = shopper
      .getByRole('table')
      .getByRole('link')
      .filter({ hasText: TRAINING })
      .filter({ hasText: '10:15' });
    expect(await entry.count()).toBe(1);
    expect(await entry.getAttribute('href')).toBe(TRAINING_PATH);

    // The back office's calendar: the date on its day, with its seats.
    await trainings.openCalendar(day.slice(0, 7));
    const cell = trainings.calendar().getByRole('link', { name: `10:15 ${TRAINING}` });
    expect(await cell.count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'training-calendar');

    // The date's screen: the capacity changes, the prices shown; then it is cancelled.
    await Promise.all([page.waitForURL(/\/training-dates\/\d+$/), cell.click()]);
    const settings = page.getByRole('region', { name: t('academy_dateSettingsTitle') });
    await settings.getByLabel(t('academy_capacity')).fill('12');
    await settings.getByRole('button', { name: t('academy_save') }).click();
    expect(await page.getByRole('status').textContent()).toBe('Az időpontot elmentettük.');
    await expect.poll(() => settings.getByLabel(t('academy_capacity')).inputValue()).toBe('12');
    expect(await page.getByRole('region', { name: t('academy_datePricesTitle') }).textContent()).toContain('49.000 Ft');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'training-date');

    const cancel = page.getByRole('region', { name: t('academy_cancelTitle') });
    expect(await cancel.textContent()).toContain(t('academy_cancelNobody'));
    await cancel.getByLabel(t('academy_cancelReason')).fill('Az oktató megbetegedett');
    await cancel.getByLabel(t('academy_cancelConfirmEmpty')).check();
    await cancel.getByRole('button', { name: t('academy_cancelSubmit') }).click();
    // The previous step's notice is replaced once the cancellation answers.
    await expect.poll(() => page.getByRole('status').textContent()).toBe(t('academy_cancelledNotice', { count: 0 }));
    await expect.poll(() => page.getByRole('region', { name: t('academy_cancelTitle') }).count()).toBe(0);
    await screenshots(page, SHOTS, 'training-date-cancelled');

    // Gone from the storefront's selector; struck through in the back office's calendar.
    await shopper.goto(academyUrl(TRAINING_PATH), { waitUntil: 'domcontentloaded' });
    await shopper.waitForSelector('html[data-hydrated]');
    expect(await selector.dateOptions()).not.toContain(label);
    await visitor.close();
    await trainings.openCalendar(day.slice(0, 7));
    expect(await trainings.calendar().locator('li.cancelled s').filter({ hasText: TRAINING }).count()).toBe(1);

    // A new training's editor: empty, every field labelled.
    await page.goto(adminUrl('/trainings/new'));
    await page.getByRole('heading', { level: 1, name: t('academy_trainingNewTitle') }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'training-new');
  }, 180_000);
});
