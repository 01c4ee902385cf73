import type { Training } from '@vag/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE, seriousViolations, siteUrl } from './support/browser';
import { httpGet } from './support/http';

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

/** Page object of the training page selector (spec §2). */
function selector(page: Page, lang: 'hu' | 'en' = 'hu') {
  const hu = lang === 'hu';
  return {
    location: () => page.getByLabel(hu ? 'Helyszín' : 'Location', { exact: true }),
    date: () => page.getByLabel(hu ? 'Időpont' : 'Date', { exact: true }),
    dateOptions: async () =>
      (
        await page
          .getByLabel(hu ? 'Időpont' : 'Date', { exact: true })
          .locator('option')
          .allTextContents()
      ).slice(1),
    add: () => page.getByRole('button', { name: hu ? 'Jelentkezem' : 'Enrol', exact: true }),
    headerCart: () => page.getByRole('banner').getByRole('link', { name: hu ? /^Kosár: / : /^Cart: / }),
    popup: () => page.getByRole('dialog', { name: hu ? 'A kosárba került' : 'Added to your cart' }),
  };
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
    const s = selector(page);
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
    expect(await s.date().locator('option:checked').textContent()).toBe(options[0]);
    expect(await page.locator('script[type="application/ld+json"]').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('"@type":"Event"')]),
    );
    await context.close();
  });

  it('pre-selects online for an online-only training', async () => {
    const { context, page } = await visitor();
    await open(page, siteUrl('academy', TRAININGS.online));
    const s = selector(page);
    expect(await s.location().count()).toBe(0);
    const options = await s.dateOptions();
    expect(await s.date().locator('option:checked').textContent()).toBe(options[0]);
    await context.close();
  });

  it('asks for a location first when both ways exist and online is not dearer, then re-selects the first date', async () => {
    const { context, page } = await visitor();
    await open(page, siteUrl('academy', TRAININGS.both));
    const s = selector(page);
    expect(await s.location().inputValue()).toBe('');
    await s.add().click();
    await expect.poll(() => s.location().getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('alert').textContent()).toBe('Kérjük, válassza ki, hol venne részt a képzésen.');
    await s.location().selectOption('online');
    await expect.poll(() => s.date().locator('option:checked').textContent()).toMatch(LABEL);
    expect(await s.location().getAttribute('aria-invalid')).toBeNull();
    await context.close();
  });

  it('never offers a full classroom date', async () => {
    const training = await trainingFromApi(TRAININGS.withFullDate);
    const full = training.trainingDates?.find((date) => date.available_limit === 0);
    expect(full).toBeDefined();
    const { context, page } = await visitor();
    await open(page, siteUrl('academy', TRAININGS.withFullDate));
    const options = await selector(page).dateOptions();
    const withSeats = training.trainingDates?.filter((date) => date.available_limit > 0) ?? [];
    expect(options).toHaveLength(withSeats.length);
    expect(await page.getByLabel('Időpont', { exact: true }).locator(`option[value="${full?.id}"]`).count()).toBe(0);
    await context.close();
  });

  it('adds to the cart: the popup opens, the header count follows, then the quantity control takes over', async () => {
    const { context, page } = await visitor();
    await open(page, siteUrl('academy', TRAININGS.classroom));
    const s = selector(page);
    expect(await s.headerCart().textContent()).toContain('A kosár üres');
    await s.add().click();
    await s.popup().waitFor();
    expect(await s.popup().textContent()).toContain('Tinédzserbőr kezelése');
    await expect.poll(() => s.headerCart().textContent()).toContain('1 tétel a kosárban');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => s.popup().isVisible()).toBe(false);
    const quantity = page.getByTestId('training-quantity');
    expect(await quantity.locator('output').textContent()).toBe('1');
    expect(await quantity.getByRole('button', { name: /törlése a kosárból/ }).count()).toBe(1);
    await quantity.getByRole('button', { name: /Eggyel több résztvevő/ }).click();
    await expect.poll(() => quantity.locator('output').textContent()).toBe('2');
    await expect.poll(() => s.headerCart().textContent()).toContain('2 tétel a kosárban');
    // Above one participant the decrease button is a minus, not the trash.
    expect(await quantity.getByRole('button', { name: /Eggyel kevesebb résztvevő/ }).count()).toBe(1);
    await context.close();
  });

  it('enrols from a list card through the date selector popup (spec §2)', async () => {
    const { context, page } = await visitor();
    await open(page, siteUrl('academy', '/kategoria'));
    const s = selector(page);
    await page.getByRole('button', { name: 'Jelentkezem' }).first().click();
    const dialog = page.locator('dialog.date-popup');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').first().textContent()).not.toBe('');
    await dialog
      .getByRole('button', { name: /Jelentkezem|Kosárba/ })
      .first()
      .click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => s.headerCart().textContent()).toContain('1 tétel a kosárban');
    await context.close();
  });

  it('works without JavaScript: the form adds and the page comes back with the popup', async () => {
    const { context, page } = await visitor(DESKTOP, false);
    await page.goto(siteUrl('academy', TRAININGS.classroom), { waitUntil: 'domcontentloaded', timeout: 30_000 });
    await selector(page).add().click();
    await page.waitForURL(/cart=added/);
    expect(await page.locator('dialog[open] h2').textContent()).toBe('A kosárba került');
    expect(await selector(page).headerCart().textContent()).toContain('1 tétel a kosárban');
    await context.close();
  });

  it('speaks English under /en, and the shop has no training pages', async () => {
    const { context, page } = await visitor();
    const response = await open(page, siteUrl('academy', TRAININGS.classroom.replace('/kepzes/', '/en/training/')));
    expect(response?.status()).toBe(200);
    expect(await selector(page, 'en').add().count()).toBe(1);
    expect((await page.goto(siteUrl('shop', TRAININGS.classroom), { waitUntil: 'commit' }))?.status()).toBe(404);
    await context.close();
  });
});

describe('training calendar', () => {
  it('moves between months in the URL and links the dates to their trainings', async () => {
    const { context, page } = await visitor();
    await open(page, siteUrl('academy', '/kepzesi-naptar'));
    const month = page.getByRole('navigation', { name: 'Képzési naptár' }).getByRole('heading');
    const first = await month.textContent();
    expect(await page.getByText('Előző hónap').getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('link', { name: 'Következő hónap' }).click();
    await page.waitForURL(/\?month=\d{4}-\d{2}$/);
    await expect.poll(() => month.textContent()).not.toBe(first);
    const entries = page.locator('.calendar-grid a.calendar-entry');
    await expect.poll(() => entries.count()).toBeGreaterThan(0);
    expect(await entries.first().getAttribute('href')).toMatch(/^\/kepzes\//);
    await page.getByRole('link', { name: 'Előző hónap' }).click();
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
      if (name === 'phone') expect(await page.locator('.calendar-list').isVisible()).toBe(true);
      await context.close();
    });
  }
});
