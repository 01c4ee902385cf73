import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/browser';
import { ownServer, storefrontApi } from './support/own-server';
import { AdminLoginPage, adminText as t } from './support/pages/admin';

/*
 * The back office's academy (issue 20): the demo beautician names one of the two seats of her
 * paid demo enrolment on the storefront; the demo academy manager (no second factor required
 * with demo data) opens the training dates, the date with that enrolment, downloads its
 * attendance CSV and opens the printable sheet, sends the date a message, opens the
 * enrolment and moves the participant to the next date. Its own server: the journey changes
 * demo data that other journeys read.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/admin-enrolments';
const WIDTHS = [1366, 820];
const PARTICIPANT = { first_name: 'Rozália', last_name: 'Őrsi', email: 'rozalia.orsi@example.hu' };

const own = ownServer();
const { academyUrl, adminUrl } = own;
let page: Page;

async function screenshots(name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The storefront's calls of a signed-in beautician: the CSRF cookie's token on every write, as the web client sends it. */
async function nameDemoParticipant() {
  const shopper = await storefrontApi(own.browser, academyUrl(''));
  const login = await shopper.post('/auth/login', {
    email: 'kozmetikus@vagheggi.example',
    password: 'Kozmetikus#2024',
  });
  expect(login.status(), await login.text()).toBe(200);
  const trainings = await (await shopper.get('/api/v1/my-trainings')).json();
  const item = trainings.data[0];
  const levels = await (await shopper.get('/api/v1/education-levels')).json();
  const named = await shopper.post('/api/v1/academy-subscription-item-participants', {
    academy_subscription_item_id: item.academy_subscription_item_id,
    ...PARTICIPANT,
    phone_number: '+36 30 123 4567',
    highest_level_of_education_id: levels.data[0].id,
    birth_place: 'Pécs',
    birth_date: '1990-03-14',
  });
  expect(named.status(), await named.text()).toBe(201);
  await shopper.visitor.close();
  return { dateId: item.trainingDate.id as number, number: item.subscription_id as string };
}

describe('the academy in the back office', () => {
  it('the academy manager finds a date with enrolments, downloads its attendance sheet, prints it, writes to it, opens the enrolment and moves its participant', async () => {
    const demo = await nameDemoParticipant();
    const context = await own.browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);

    await page.goto(adminUrl('/login'));
    await new AdminLoginPage(page).submitPassword('akademia@vagheggi.example', 'Akademia#2024');
    await page.waitForURL(/\/dashboard/);
    const nav = page.getByRole('navigation', { name: t('navLabel') });

    // The dates: upcoming, soonest first; the demo enrolment's date shows its seats.
    await Promise.all([
      page.waitForURL(/\/training-dates$/),
      nav.getByRole('link', { name: t('navTrainingDates') }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: t('trainingDatesTitle') }).waitFor();
    const dateLink = page.locator(`a[href="/training-dates/${demo.dateId}"]`);
    const row = page.getByRole('row').filter({ has: dateLink });
    // Paid seats and enrolments of the demo's paid enrolment of two places.
    expect((await row.getByRole('cell').allTextContents()).slice(-2)).toEqual(['2', '1']);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots('training-dates');

    // The date: its enrolment, the participant named, the seat not yet named.
    await Promise.all([page.waitForURL(/\/training-dates\/\d+$/), dateLink.click()]);
    await page.getByRole('region', { name: t('participantsTitle') }).waitFor();
    const enrolments = page.getByRole('region', { name: t('enrolmentsTitle') });
    expect(await enrolments.textContent()).toContain(demo.number);
    const participants = page.getByRole('region', { name: t('participantsTitle') });
    expect(await participants.textContent()).toContain('Őrsi Rozália');
    expect(await participants.textContent()).toContain(t('trainingDateUnnamed', { count: 1 }));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots('training-date');

    // The attendance CSV: a byte order mark, the header, the participant's row and the unnamed seat's.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: t('trainingDateCsv') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^attendance-\d{4}-\d{2}-\d{2}-\d+\.csv$/);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Név,E-mail,Telefon,Jelentkezés száma,Fizetés');
    expect(lines[1]).toBe(`Őrsi Rozália,rozalia.orsi@example.hu,'+36 30 123 4567,${demo.number},Fizetve`);
    expect(lines[2]).toMatch(/^Még nincs megnevezve/);

    // The printable sheet: the training, date and venue, a row to sign per expected person.
    await Promise.all([
      page.waitForURL(/\/attendance$/),
      page.getByRole('link', { name: t('trainingDatePrintable') }).click(),
    ]);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const sheet = page.getByRole('table', { name: t('attendanceTitle') });
    expect(await sheet.getByRole('columnheader').allTextContents()).toContain(t('attendanceSignature'));
    expect(await sheet.getByRole('row').count()).toBe(3);
    expect(await sheet.textContent()).toContain('Őrsi Rozália');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots('attendance');
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: t('attendancePrint') }).isVisible()).toBe(false);
    await page.screenshot({ path: `${SHOTS}/attendance-print.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    // A message to the date: the participant and the buyer of the unnamed seat.
    await Promise.all([
      page.waitForURL(/\/training-dates\/\d+$/),
      page.getByRole('link', { name: t('attendanceBack') }).click(),
    ]);
    const message = page.getByRole('region', { name: t('dateMessageTitle') });
    await message.getByLabel(t('dateMessageSubject')).fill('Parkolás a képzés napján');
    await message.getByLabel(t('dateMessageBody')).fill('A hátsó udvarban ingyen parkolhat.');
    await message.getByRole('button', { name: t('dateMessageSend') }).click();
    expect(await page.getByRole('status').textContent()).toBe(t('dateMessageSent', { count: 2 }));

    // The enrolment: its date, participants, the card payment and the mails about it.
    await Promise.all([
      page.waitForURL(/\/enrolments\/\d+$/),
      enrolments.getByRole('link', { name: demo.number }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: `${t('enrolmentTitle')} ${demo.number}` }).waitFor();
    expect(await page.getByRole('region', { name: t('participantsTitle') }).textContent()).toContain('Őrsi Rozália');
    expect(await page.getByRole('region', { name: t('enrolmentMails') }).textContent()).toContain(
      'Parkolás a képzés napján',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots('enrolment');

    await Promise.all([page.waitForURL(/\/enrolments$/), nav.getByRole('link', { name: t('navEnrolments') }).click()]);
    await page.getByRole('searchbox', { name: t('ordersSearch') }).fill(demo.number);
    await Promise.all([page.waitForURL(/q=/), page.getByRole('button', { name: t('apply') }).click()]);
    await expect.poll(() => page.getByRole('table').getByRole('link').allTextContents()).toEqual([demo.number]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots('enrolments');

    // The participant moves to the training's next date: gone from this one, with the API's word for it.
    await page.goto(adminUrl(`/training-dates/${demo.dateId}`));
    const moveTo = page.getByLabel(t('participantNewDateOf', { name: 'Őrsi Rozália' }));
    const target = await moveTo.locator('option').first().getAttribute('value');
    await moveTo.selectOption(target ?? '');
    await page.getByRole('button', { name: t('participantMoveOf', { name: 'Őrsi Rozália' }) }).click();
    expect(await page.getByRole('status').textContent()).toBe('A résztvevőt áthelyeztük, és e-mailben értesítettük.');
    // The notice can show a moment before the reloaded date does: wait for the list to follow.
    await expect
      .poll(() => page.getByRole('region', { name: t('participantsTitle') }).textContent())
      .not.toContain('Őrsi Rozália');
    await page.goto(adminUrl(`/training-dates/${target}`));
    expect(await page.getByRole('region', { name: t('participantsTitle') }).textContent()).toContain('Őrsi Rozália');
  });
});
