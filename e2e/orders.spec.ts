import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, open, PHONE, type Site, seriousViolations, siteUrl } from './support/browser';
import { LoginPage } from './support/pages/auth';
import { CartPage } from './support/pages/cart-page';
import { OrderPage, OrdersPage } from './support/pages/orders';
import { MyTrainingsPage, ParticipantsPage } from './support/pages/trainings';
import { screenshots, shotsDir } from './support/screenshots';
import { apiMessage, t } from './support/texts';

/*
 * Order history (shop) and my trainings with the participants form (academy), signed in as the
 * demo shopper and the demo beautician.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A signed-in page; the cookie choice is made so that the consent layer covers nothing. */
async function signedIn(site: Site, email: string, password: string, to: string) {
  const { context, page } = await newPage(browser);
  const host = site === 'shop' ? 'vagheggi.localhost' : 'localhost';
  await context.addCookies(
    ['cookie_policy_1', 'cookie_policy_2', 'cookie_policy_3'].map((name) => ({
      name,
      value: '1',
      domain: host,
      path: '/',
    })),
  );
  await open(page, siteUrl(site, `/login?redirect_to=${encodeURIComponent(to)}`));
  await new LoginPage(page, 'hu').login(email, password);
  await page.waitForURL((url) => url.pathname === to);
  await page.waitForSelector('html[data-hydrated]');
  return { context, page };
}

describe('orders and trainings', () => {
  it('the shopper sees three orders newest first and can pay the failed one again', async () => {
    const { context, page } = await signedIn(
      'shop',
      'vasarlo@vagheggi.example',
      'Vasarlo#2024',
      '/account/order-history',
    );
    const orders = new OrdersPage(page, 'hu');
    await expect.poll(() => orders.heading().textContent()).toBe(t('hu', 'account.nav.orderHistory'));
    const rows = orders.rows();
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(0).getByRole('link').textContent()).toBe('VAG-2026-000003');
    expect(await rows.nth(0).textContent()).toContain(apiMessage('hu', 'payment_status_2'));
    expect(await seriousViolations(page)).toEqual([]);

    await orders.open('VAG-2026-000003');
    await page.waitForURL(/\/account\/order-history\/\d+$/);
    const failed = new OrderPage(page, 'hu');
    await expect.poll(() => failed.payAgainButton().count()).toBe(1);
    expect(await failed.heading().textContent()).toContain('VAG-2026-000003');
    expect(await page.getByText('Enzimes tisztító púder').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The paid order offers no repayment.
    await open(page, siteUrl('shop', '/en/account/order-history'));
    await new OrdersPage(page, 'en').open('VAG-2026-000001');
    await page.waitForURL(/\/en\/account\/order-history\/\d+$/);
    const paid = new OrderPage(page, 'en');
    await expect.poll(() => paid.reorderButton().count()).toBe(1);
    expect(await paid.payAgainButton().count()).toBe(0);

    // Its invoice (issued by the server's worker when it started) downloads as the PDF it is.
    const invoices = page.getByRole('region', { name: t('en', 'account.invoices.title') });
    expect(await invoices.textContent()).toContain(t('en', 'account.invoices.kind.invoice'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      invoices.getByRole('link', { name: t('en', 'account.invoices.download') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^VAGSZ-\d{4}-\d{6}\.pdf$/);
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, shotsDir('orders'), 'order-with-invoice', [PHONE, DESKTOP]);

    // Reorder puts the products still on sale into the cart and continues there, saying so.
    await paid.reorderButton().click();
    await page.waitForURL(/\/en\/cart\?reorder=done$/);
    const cart = new CartPage(page, 'en');
    await expect.poll(() => cart.reorderNotice().count()).toBe(1);
    expect(await cart.lines().count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('the beautician names both participants of a two-seat enrolment and sees them saved', async () => {
    const { context, page } = await signedIn(
      'academy',
      'kozmetikus@vagheggi.example',
      'Kozmetikus#2024',
      '/account/my-trainings',
    );
    const trainings = new MyTrainingsPage(page, 'hu');
    await expect.poll(() => trainings.heading().textContent()).toBe(t('hu', 'account.nav.myTrainings'));
    expect(await trainings.trainings().textContent()).toContain('0 / 2');
    expect(await seriousViolations(page)).toEqual([]);

    await trainings.nameParticipantsLink().click();
    await page.waitForURL(/\/account\/my-trainings\/participants\/\d+$/);
    const participants = new ParticipantsPage(page, 'hu');
    await expect.poll(() => participants.heading().textContent()).toBe(t('hu', 'account.participants.title'));
    expect(await seriousViolations(page)).toEqual([]);

    // The browser checks the shared rules first: an empty form is not sent.
    await participants.seat(1).saveButton.click();
    expect(await participants.seat(1).lastName().getAttribute('aria-invalid')).toBe('true');

    await participants.seat(1).fill({ last: 'Kiss', first: 'Réka', email: 'reka@example.hu', place: 'Szeged' });
    await participants.seat(2).fill({ last: 'Szabó', first: 'Lili', email: 'lili@example.hu', place: 'Pécs' });

    await open(page, siteUrl('academy', '/account/my-trainings'));
    expect(await trainings.trainings().textContent()).toContain('2 / 2');
    await trainings.editParticipantsLink().click();
    await page.waitForURL(/\/participants\/\d+$/);
    expect(await participants.seat(2).lastName().inputValue()).toBe('Szabó');
    expect(await participants.seat(1).birthPlace().inputValue()).toBe('Szeged');

    // The enrolment goes into the beautician's calendar: the card's link downloads an iCalendar
    // file that a maintained parser (ical.js) reads as the training's dated events (issue 24).
    await open(page, siteUrl('academy', '/account/my-trainings'));
    const title = await trainings.title();
    const [download] = await Promise.all([page.waitForEvent('download'), trainings.calendarLink(title).click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const calendar = ICAL.Component.fromString(await readFile(await download.path(), 'utf8'));
    expect(calendar.name).toBe('vcalendar');
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(event.summary).toContain(title);
      expect(event.startDate.toJSDate().getTime()).toBeLessThan(event.endDate.toJSDate().getTime());
      // A classroom date names its venue, an online one says how to join: never neither.
      expect(`${event.location ?? ''}${event.description ?? ''}`.trim()).not.toBe('');
    }
    await context.close();
  });

  it('the shop has no my trainings', async () => {
    const { context, page } = await signedIn(
      'shop',
      'vasarlo@vagheggi.example',
      'Vasarlo#2024',
      '/account/order-history',
    );
    const response = await page.goto(siteUrl('shop', '/account/my-trainings'));
    expect(response?.status()).toBe(404);
    await context.close();
  });
});
