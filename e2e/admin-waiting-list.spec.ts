import { budapestLocalOf, formatDateTime } from '@vag/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, seriousViolations } from './support/browser';
import { ownServer, storefrontApi } from './support/own-server';
import { AdminLoginPage, demoOwner, demoOwnerCode, adminText as t } from './support/pages/admin';
import { AdminTrainingsPage } from './support/pages/admin-trainings';
import { screenshots, shotsDir } from './support/screenshots';

/*
 * A training date's waiting list in the back office (issue 24): the owner adds a date of one
 * place to a demo training; a shopper holds that place in the academy cart, and two people join
 * the date's waiting list on the storefront. The training's dates count them, a link to the date's
 * list; on the date's screen both wait in the order they joined. An offer out of turn is refused at its row (no free place); the owner raises the
 * capacity and the first in the queue is offered the place; then the other is removed, from a
 * page without JavaScript. Its own server: the journey adds a date that other journeys would see.
 */

const SHOTS = shotsDir('admin-waiting-list');
const TRAINING = 'Tinédzserbőr kezelése';
const VENUE = 'Vagheggi Akadémia, 1061 Budapest, Király utca 12.';
const FIRST = { name: 'Várady Anna', email: 'varady.anna@example.hu' };
const SECOND = { name: 'Bodnár Bella', email: 'bodnar.bella@example.hu' };

const own = ownServer();
const { academyUrl, adminUrl } = own;
/** A storefront visitor's API calls on the academy. */
const storefrontVisitor = () => storefrontApi(own.browser, academyUrl(''));

/** The date's only place, held in a shopper's academy cart: the date is full. */
async function holdTheOnlyPlace(dateId: number) {
  const { visitor, post } = await storefrontVisitor();
  const held = await post('/api/v1/academy-cart/add', { item_id: dateId, training_location_type_id: 1, count: 1 });
  expect(held.status(), await held.text()).toBe(200);
  await visitor.close();
}

async function joinWaitingList(dateId: number, person: { name: string; email: string }) {
  const { visitor, post } = await storefrontVisitor();
  const joined = await post(`/api/v1/training-dates/${dateId}/waiting-list`, { ...person, seats: 1, consent: true });
  expect(joined.status(), await joined.text()).toBe(201);
  await visitor.close();
}

/** The waiting list's panel of the date's screen, and its table of the entries still on the list. */
const panel = (on: Page) => on.getByRole('region', { name: t('waitingListTitle') });
const liveTable = (on: Page) => panel(on).getByRole('table', { name: t('waitingListTitle'), exact: true });
const rowOf = (table: Locator, name: string) => table.getByRole('row').filter({ hasText: name });
/** Position, person, seats, status, joined, offer deadline, offers (the steps' cell left out). */
const cellsOf = async (row: Locator) => (await row.getByRole('cell').allTextContents()).slice(0, 7);

describe('a training date’s waiting list in the back office', () => {
  it('the owner sees who waits in order, is refused an offer the date has no place for, raises the capacity so the first is offered, and removes the other', async () => {
    const context = await own.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(adminUrl('/login'));
    const login = new AdminLoginPage(page);
    await login.submitPassword(demoOwner.email, demoOwner.password);
    await page.getByLabel(t('code')).waitFor();
    await login.submitCode(await demoOwnerCode());
    await page.waitForURL(/\/dashboard/);

    // A classroom date of one place, six weeks ahead at 07:45 Budapest time.
    const day = budapestLocalOf(new Date(Date.now() + 42 * 86_400_000)).slice(0, 10);
    const trainings = new AdminTrainingsPage(page);
    await trainings.openList();
    await trainings.openTraining(TRAINING);
    await trainings.addClassroomDate({ startLocal: `${day}T07:45`, venue: VENUE, capacity: 1 });
    const dateLink = trainings
      .datesRegion()
      .getByRole('link', { name: `${formatDateTime(`${day}T12:00:00Z`).slice(0, 11)} 07:45` });
    await dateLink.waitFor();
    const dateId = Number((await dateLink.getAttribute('href'))?.split('/').pop());
    expect(dateId).toBeGreaterThan(0);

    await holdTheOnlyPlace(dateId);
    await joinWaitingList(dateId, FIRST);
    await joinWaitingList(dateId, SECOND);

    // The training's dates count both on the list, linked to the date's waiting list.
    await page.reload();
    const dateRow = trainings
      .datesRegion()
      .getByRole('row')
      .filter({ has: page.locator(`a[href="/training-dates/${dateId}"]`) });
    const waitingLink = dateRow.getByRole('link', { name: t('waitingListCount', { count: 2 }), exact: true });
    expect(await waitingLink.getAttribute('href')).toBe(`/training-dates/${dateId}#date-waiting-list`);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'training-dates-waiting');

    // Both wait, in the order they joined; nobody has had an offer yet.
    await Promise.all([page.waitForURL(/\/training-dates\/\d+#date-waiting-list$/), waitingLink.click()]);
    expect(await panel(page).getByRole('heading', { level: 2 }).textContent()).toContain(
      t('waitingListCount', { count: 2 }),
    );
    const rows = liveTable(page).getByRole('row');
    expect(await rows.count()).toBe(3);
    expect(await cellsOf(rows.nth(1))).toEqual([
      '1',
      `${FIRST.name}${FIRST.email}`,
      '1',
      t('waitingListStatus_waiting'),
      expect.stringMatching(/^\d{4}\.\d{2}\.\d{2}\. \d{2}:\d{2}$/),
      '–',
      '0',
    ]);
    expect((await cellsOf(rows.nth(2))).slice(0, 4)).toEqual([
      '2',
      `${SECOND.name}${SECOND.email}`,
      '1',
      t('waitingListStatus_waiting'),
    ]);
    expect(await panel(page).getByRole('group').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'waiting-list');

    // An offer out of turn: the date's one place is held, so the line under the row says why it was refused.
    const second = rowOf(liveTable(page), SECOND.name);
    await second.getByRole('button', { name: t('waitingListOfferOf', { name: SECOND.name }) }).click();
    await expect
      .poll(() => liveTable(page).getByRole('row').allTextContents())
      .toEqual([
        expect.any(String),
        expect.stringContaining(FIRST.name),
        expect.stringContaining(SECOND.name),
        t('waitingListFull'),
      ]);
    expect(await page.getByRole('alert').textContent()).toContain(t('waitingListFull'));
    expect((await cellsOf(second))[3]).toBe(t('waitingListStatus_waiting'));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'waiting-list-full');

    // A second place: the first in the queue is offered it (at once, or at the next sweep), with a deadline.
    const settings = page.getByRole('region', { name: t('academy_dateSettingsTitle') });
    await settings.getByLabel(t('academy_capacity')).fill('2');
    await settings.getByRole('button', { name: t('academy_save') }).click();
    await page.getByRole('status').waitFor();
    await expect
      .poll(
        async () => {
          await page.reload();
          return (await cellsOf(rowOf(liveTable(page), FIRST.name)))[3];
        },
        { timeout: 20_000 },
      )
      .toBe(t('waitingListStatus_offered'));
    const first = await cellsOf(rowOf(liveTable(page), FIRST.name));
    expect([first[0], first[6]]).toEqual(['–', '1']);
    expect(first[5]).toMatch(/^\d{4}\.\d{2}\.\d{2}\. \d{2}:\d{2}$/);
    expect((await cellsOf(rowOf(liveTable(page), SECOND.name)))[0]).toBe('1');
    expect(await panel(page).getByRole('heading', { level: 2 }).textContent()).toContain(
      t('waitingListCount', { count: 1 }),
    );
    expect(
      await rowOf(liveTable(page), FIRST.name)
        .getByRole('button', { name: t('waitingListOfferOf', { name: FIRST.name }) })
        .count(),
    ).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'waiting-list-offered');

    // The other is removed from a page without JavaScript: the box confirms it, the form posts as HTML.
    const plain = await own.browser.newContext({
      viewport: DESKTOP,
      javaScriptEnabled: false,
      storageState: await context.storageState(),
    });
    const noScript = await plain.newPage();
    noScript.setDefaultTimeout(20_000);
    await noScript.goto(adminUrl(`/training-dates/${dateId}`));
    const leaving = rowOf(liveTable(noScript), SECOND.name);
    await leaving.getByLabel(t('waitingListConfirmOf', { name: SECOND.name })).check();
    await leaving.getByRole('button', { name: t('waitingListRemoveOf', { name: SECOND.name }) }).click();
    expect(await noScript.getByRole('status').textContent()).toBe(t('waitingListRemoved', { name: SECOND.name }));
    expect(await rowOf(liveTable(noScript), SECOND.name).count()).toBe(0);
    await plain.close();

    // Back in the staff member's page: the removed entry is folded among the ended ones.
    await page.reload();
    expect(await rowOf(liveTable(page), SECOND.name).count()).toBe(0);
    expect(await panel(page).getByRole('heading', { level: 2 }).textContent()).not.toContain(
      t('waitingListCount', { count: 1 }),
    );
    const ended = panel(page).getByRole('group');
    // A summary has no role of its own to find it by.
    const folded = ended.locator('summary');
    expect(await folded.textContent()).toBe(t('waitingListEndedTitle', { count: 1 }));
    await folded.click();
    const removed = rowOf(ended.getByRole('table'), SECOND.name);
    expect(await removed.getByRole('cell').nth(2).textContent()).toBe(t('waitingListStatus_removed'));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'waiting-list-ended');
  }, 180_000);
});
