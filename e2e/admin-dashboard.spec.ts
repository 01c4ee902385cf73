import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, seriousViolations } from './support/browser';
import { AdminLoginPage, demoOwner, demoOwnerCode, adminText as t } from './support/pages/admin';

/*
 * The back office's dashboard (issue 20): the demo owner sees both sites' takings with their
 * 30-day chart, orders by state linking to the filtered list, what waits for a transfer or to be
 * sent, the training dates filling and the latest contact requests; the site filter narrows it.
 * With SHOTS=<dir> it saves screenshots at a laptop's and a tablet's width.
 */

const SHOTS = process.env.SHOTS;
const TABLET = { width: 820, height: 1180 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function screenshots(page: Page, name: string) {
  if (!SHOTS) return;
  // Away from the chart, so that no tooltip covers it.
  await page.mouse.move(0, 0);
  for (const viewport of [DESKTOP, TABLET]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

/** The owner's second step, with a code no other journey of the run has used. */
async function signInWithCode(page: Page, login: AdminLoginPage) {
  await login.submitCode(await demoOwnerCode());
  await page.waitForURL(/\/dashboard/);
}

const charts = (page: Page) => page.locator('.chart-area svg.recharts-surface');

describe('back-office dashboard', () => {
  it('shows the owner each site’s figures, the chart and links into the lists', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const login = new AdminLoginPage(page);
    await login.open();
    await login.submitPassword(demoOwner.email, demoOwner.password);
    await signInWithCode(page, login);
    await page.waitForURL(/\/dashboard/);

    await page.getByRole('heading', { level: 1, name: t('dashboardTitle') }).waitFor();
    for (const site of [t('siteShop'), t('siteAcademy')]) {
      expect(await page.getByRole('heading', { level: 2, name: site, exact: true }).count()).toBe(1);
    }
    expect(await page.getByRole('heading', { level: 3, name: t('dashTakings') }).count()).toBe(2);
    for (const heading of [
      'dashOrdersByState',
      'dashUnshipped',
      'dashEnrolmentsByPayment',
      'dashUpcomingDates',
    ] as const) {
      expect(await page.getByRole('heading', { level: 3, name: t(heading) }).count(), heading).toBe(1);
    }
    expect(await page.getByRole('heading', { level: 3, name: t('dashTransfers') }).count()).toBe(2);
    await page.getByRole('heading', { level: 2, name: t('dashContactRequests') }).waitFor();
    const takings = await page.locator('.figures dd').allTextContents();
    expect(takings).toHaveLength(6);
    for (const amount of takings) expect(amount).toMatch(/^\d{1,3}(\.\d{3})* Ft$/);

    // The chart is drawn once the page runs its script; the day-by-day table is in the server's HTML.
    await expect.poll(() => charts(page).count()).toBe(2);
    expect(await page.locator('.chart-area svg .recharts-bar').count()).toBe(2);
    const html = await page.evaluate(() => fetch('/dashboard').then((response) => response.text()));
    expect(html.match(/<caption>/g)).toHaveLength(2);
    expect(html).toContain(t('dashChartTitle'));

    const fulfilment = page.getByRole('list', { name: t('dashFulfilment'), exact: true });
    expect(await fulfilment.getByRole('link', { name: t('dashFulfilment_received') }).getAttribute('href')).toBe(
      '/orders?fulfilment_status=received',
    );
    const payment = page.getByRole('list', { name: t('dashPayment'), exact: true });
    expect(await payment.getByRole('link', { name: t('paymentStatus_1') }).getAttribute('href')).toBe(
      '/orders?payment_status_id=1',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'dashboard');

    // The site filter lives in the URL: the academy alone.
    await page.getByLabel(t('siteFilter')).selectOption('academy');
    await Promise.all([page.waitForURL(/site=academy/), page.getByRole('button', { name: t('apply') }).click()]);
    await page.getByRole('heading', { level: 2, name: t('siteAcademy'), exact: true }).waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 2, name: t('siteShop'), exact: true }).count()).toBe(0);
    await expect.poll(() => charts(page).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'dashboard-academy');
    await context.close();
  });
});
