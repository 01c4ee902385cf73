import type { Training } from '@vag/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE, seriousViolations, siteUrl } from './support/browser';
import { httpGet } from './support/http';
import { TrainingPage } from './support/pages/training-page';
import { t } from './support/texts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Demo trainings (packages/api/src/db/demo/catalogue-trainings.ts), by their Hungarian detail paths. */
const TRAININGS = {
  /** Classroom only, 6 hours. */
  classroom: '/kepzes/arckezelesek/klasszikus-arckezelesek/tinedzserbor-kezelese',
  /** Online only, 3 hours. */
  online: '/kepzes/arckezelesek/anti-aging-kezelesek/retinol-es-peptidek-a-gyakorlatban',
  /** Both ways, online cheaper than the classroom: nothing pre-selected. */
  both: '/kepzes/arckezelesek/klasszikus-arckezelesek/aromaterapias-arcmasszazs',
  /** Classroom only; its first upcoming date is full. */
  withFullDate: '/kepzes/gepi-kezelesek/mikrodermabrazio/mikrodermabrazio-a-gyakorlatban',
};

const LABEL = /^(\d{4}\.\d{2}\.\d{2}\.) (\d{2}):(\d{2}) - (\d{2}):(\d{2})$/;

/**
 * Navigates and waits for hydration. Pages here carry large pictures that the image endpoint
 * renders on first request: waiting for the DOM, not every picture, keeps the journey about the page.
 */
async function open(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 30_000 });
  await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
  return response;
}

/** A fresh visitor who has already answered the cookie banner, so nothing covers the page. */
async function visitor(viewport = DESKTOP, javaScriptEnabled = true): Promise<{ context: BrowserContext; page: Page }> {
  if (javaScriptEnabled) {
    const fresh = await newPage(browser, viewport);
    fresh.page.setDefaultTimeout(20_000);
    await fresh.context.addCookies([{ name: 'cookie_policy_1', value: '1', url: siteUrl('academy', '/') }]);
    return fresh;
  }
  const context = await browser.newContext({ viewport, javaScriptEnabled });
  await context.addCookies([{ name: 'cookie_policy_1', value: '1', url: siteUrl('academy', '/') }]);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

async function trainingFromApi(path: string): Promise<Training> {
  const fullUri = path.replace('/kepzes/', '');
  const port = Number(new URL(siteUrl('academy', '/')).port);
  const response = await httpGet(port, `/api/v1/trainings/by-uri?locale_id=1&full_uri=${encodeURIComponent(fullUri)}`);
  return (JSON.parse(response.body) as { data: Training }).data;
}

describe('training page selector', () => {
  it('pre-selects the classroom of a classroom-only training with its first date, labelled start - end', async () => {
    const { context, page } = await visitor();
    await open(page, siteUrl('academy', TRAININGS.classroom));
    const s = new TrainingPage(page, 'hu');
    // One way only: no location dropdown (spec §2).
    expect(await s.location().count()).toBe(0);
    const options = await s.dateOptions();
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) {
      const [, , h1, m1, h2, m2] = LABEL.exec(option) ?? [];
      expect(option).toMatch(LABEL);
      // 6 hours: duration type 2 means hours × 60 (spec §4).
      expect(Number(h2) * 60 + Number(m2) - (Number(h1) * 60 + Number(m1))).toBe(360);
    }
    expect(await s.selectedDate()).toBe(options[0]);
    expect(await page.locator('script[type="application/ld+json"]').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('"@type":"Event"')]),
    );
    await context.close();
  });

  it('pre-selects online for an online-only training', async () => {
    const { context, page } = await visitor();
    await open(page, siteUrl('academy', TRAININGS.online));
    const s = new TrainingPage(page, 'hu');
    expect(await s.location().count()).toBe(0);
    const options = await s.dateOptions();
    expect(await s.selectedDate()).toBe(options[0]);
    await context.close();
  });

  it('asks for a location first when both ways exist and online is not dearer, then re-selects the first date', async () => {
    const { context, page } = await visitor();
    await open(page, siteUrl('academy', TRAININGS.both));
    const s = new TrainingPage(page, 'hu');
    expect(await s.location().inputValue()).toBe('');
    await s.addButton().click();
    await expect.poll(() => s.location().getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('alert').textContent()).toBe(t('hu', 'academy.error.training_error_select_local_type'));
    await s.location().selectOption('online');
    await expect.poll(() => s.selectedDate()).toMatch(LABEL);
    expect(await s.location().getAttribute('aria-invalid')).toBeNull();
    await context.close();
  });

  it('never offers a full classroom date', async () => {
    const training = await trainingFromApi(TRAININGS.withFullDate);
    const full = training.trainingDates?.find((date) => date.available_limit === 0);
    expect(full).toBeDefined();
    const { context, page } = await visitor();
    await open(page, siteUrl('academy', TRAININGS.withFullDate));
    const s = new TrainingPage(page, 'hu');
    const options = await s.dateOptions();
    const withSeats = training.trainingDates?.filter((date) => date.available_limit > 0) ?? [];
    expect(options).toHaveLength(withSeats.length);
    // An option's value is not in the accessibility tree: the date is told by its id.
    expect(await s.date().locator(`option[value="${full?.id}"]`).count()).toBe(0);
    await context.close();
  });

  it('adds to the cart: the popup opens, the header count follows, then the quantity control takes over', async () => {
    const { context, page } = await visitor();
    await open(page, siteUrl('academy', TRAININGS.classroom));
    const s = new TrainingPage(page, 'hu');
    expect(await s.headerCart().textContent()).toContain(t('hu', 'commerce.cart.empty'));
    await s.addButton().click();
    await s.addedPopup().waitFor();
    expect(await s.addedPopup().textContent()).toContain('Tinédzserbőr kezelése');
    await expect.poll(() => s.headerCart().textContent()).toContain(t('hu', 'commerce.cart.count', { count: 1 }));
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => s.addedPopup().isVisible()).toBe(false);
    expect(await s.participants().textContent()).toBe('1');
    expect(await s.removeButton().count()).toBe(1);
    await s.addParticipant();
    await expect.poll(() => s.participants().textContent()).toBe('2');
    await expect.poll(() => s.headerCart().textContent()).toContain(t('hu', 'commerce.cart.count', { count: 2 }));
    // Above one participant the decrease button is a minus, not the trash.
    expect(await s.decreaseButton().count()).toBe(1);
    expect(await s.removeButton().count()).toBe(0);
    await context.close();
  });

  it('enrols from a list card through the date selector popup (spec §2)', async () => {
    const { context, page } = await visitor();
    await open(page, siteUrl('academy', '/kategoria'));
    const s = new TrainingPage(page, 'hu');
    await page
      .getByRole('button', { name: t('hu', 'academy.popup.open'), exact: true })
      .first()
      .click();
    // The popup is named by the training's title; the cookie choice is made, so it is the only dialog.
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').first().textContent()).not.toBe('');
    await dialog.getByRole('button', { name: t('hu', 'academy.selector.add'), exact: true }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => s.headerCart().textContent()).toContain(t('hu', 'commerce.cart.count', { count: 1 }));
    await context.close();
  });

  it('works without JavaScript: the form adds and the page comes back with the popup', async () => {
    const { context, page } = await visitor(DESKTOP, false);
    await page.goto(siteUrl('academy', TRAININGS.classroom), { waitUntil: 'domcontentloaded', timeout: 30_000 });
    const s = new TrainingPage(page, 'hu');
    await s.addButton().click();
    await page.waitForURL(/cart=added/);
    expect(await page.getByRole('dialog').getByRole('heading', { level: 2 }).textContent()).toBe(
      t('hu', 'commerce.popup.addedTitle'),
    );
    expect(await s.headerCart().textContent()).toContain(t('hu', 'commerce.cart.count', { count: 1 }));
    await context.close();
  });

  it('speaks English under /en, and the shop has no training pages', async () => {
    const { context, page } = await visitor();
    const response = await open(page, siteUrl('academy', TRAININGS.classroom.replace('/kepzes/', '/en/training/')));
    expect(response?.status()).toBe(200);
    expect(await new TrainingPage(page, 'en').addButton().count()).toBe(1);
    expect((await page.goto(siteUrl('shop', TRAININGS.classroom), { waitUntil: 'commit' }))?.status()).toBe(404);
    await context.close();
  });
});

describe('training calendar', () => {
  it('moves between months in the URL and links the dates to their trainings', async () => {
    const { context, page } = await visitor();
    await open(page, siteUrl('academy', '/kepzesi-naptar'));
    const month = page.getByRole('navigation', { name: t('hu', 'academy.calendar.title') }).getByRole('heading');
    const first = await month.textContent();
    // The first month has no way back: a disabled step, not a link.
    expect(await page.getByText(t('hu', 'academy.calendar.previous')).getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('link', { name: t('hu', 'academy.calendar.next') }).click();
    await page.waitForURL(/\?month=\d{4}-\d{2}$/);
    await expect.poll(() => month.textContent()).not.toBe(first);
    const entries = page.getByRole('table').getByRole('link');
    await expect.poll(() => entries.count()).toBeGreaterThan(0);
    expect(await entries.first().getAttribute('href')).toMatch(/^\/kepzes\//);
    await page.getByRole('link', { name: t('hu', 'academy.calendar.previous') }).click();
    await expect.poll(() => month.textContent()).toBe(first);
    await context.close();
  });

  it('answers 404 on the shop', async () => {
    const { context, page } = await visitor();
    expect((await page.goto(siteUrl('shop', '/kepzesi-naptar'), { waitUntil: 'commit' }))?.status()).toBe(404);
    await context.close();
  });
});

describe('accessibility', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`training and calendar pages have no serious violations on a ${name}`, async () => {
      const { context, page } = await visitor(viewport);
      await open(page, siteUrl('academy', TRAININGS.both));
      expect(await seriousViolations(page)).toEqual([]);
      await open(page, siteUrl('academy', '/kepzesi-naptar'));
      expect(await seriousViolations(page)).toEqual([]);
      if (name === 'phone') {
        // The list replaces the grid on a phone. It is displayed even when it is empty (in the last days of a
        // month without more dates; the page then says so), so its display is asserted, not its size.
        const list = page.getByRole('region', { name: t('hu', 'academy.calendar.list'), includeHidden: true });
        expect(await list.evaluate((element) => getComputedStyle(element).display)).not.toBe('none');
        expect(await page.locator('table.calendar-grid').isVisible()).toBe(false);
      }
      await context.close();
    });
  }
});
