import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE, seriousViolations, siteUrl } from './support/browser';
import { AdminLoginPage, adminUrl, demoOwner, demoOwnerCode, adminText as t } from './support/pages/admin';

/*
 * The back office's front door (issue 20): the demo owner signs in on the admin host with the
 * password and a TOTP code computed from the published demo secret, reaches the dashboard and
 * the audit log; the storefront hosts know nothing of the admin API.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/admin-login';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function screenshots(page: Page, name: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
  }
}

describe('back-office sign-in', () => {
  it('an owner signs in with password and TOTP code, sees the dashboard and opens the audit log', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const login = new AdminLoginPage(page);
    const response = await login.open();
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
    await expect(page.getByRole('heading', { level: 1, name: t('signIn') }).count()).resolves.toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'login');

    await login.submitPassword(demoOwner.email, 'wrong password');
    expect(await login.errorSummary().textContent()).toContain('Hibás e-mail cím vagy jelszó.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');

    await login.submitPassword(demoOwner.email, demoOwner.password);
    await page.getByLabel(t('code')).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'login-code');
    await login.submitCode(await demoOwnerCode());
    await page.waitForURL(/\/dashboard/);

    await page.getByRole('heading', { level: 1, name: t('dashboardTitle') }).waitFor();
    const welcome = await page.getByRole('heading', { level: 2 }).first().textContent();
    expect(welcome).toBe(t('dashboardWelcome', { name: 'Vaghegyi Katalin' }));
    expect(await page.getByText(t('role_owner')).count()).toBeGreaterThan(0);
    const nav = page.getByRole('navigation', { name: t('navLabel') });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      t('navDashboard'),
      t('navOrders'),
      t('navTrainingDates'),
      t('navEnrolments'),
      t('navProducts'),
      t('navCategories'),
      t('navProductImport'),
      t('academy_navTrainings'),
      t('academy_navTrainingCategories'),
      t('academy_navCalendar'),
      t('coupon_nav'),
      t('gift_nav'),
      t('content_navBlog'),
      t('content_navBlogCategories'),
      t('content_navPages'),
      t('content_navCarousel'),
      t('salon_nav'),
      t('media_nav'),
      t('redirect_nav'),
      t('seo_nav'),
      t('navCustomers'),
      t('navInbox'),
      t('navNewsletter'),
      t('navMails'),
      t('navAudit'),
      t('navStaff'),
    ]);
    expect(await seriousViolations(page)).toEqual([]);

    // The site filter lives in the URL and travels with the navigation.
    await page.getByLabel(t('siteFilter')).selectOption('academy');
    await Promise.all([page.waitForURL(/site=academy/), page.getByRole('button', { name: t('apply') }).click()]);
    await nav.locator('a[href="/audit-log?site=academy"]').waitFor();
    await screenshots(page, 'dashboard');

    await page.setViewportSize(DESKTOP);
    // A write of the owner: a new member, then a role change; both land in the audit log.
    await Promise.all([page.waitForURL(/\/staff/), nav.getByRole('link', { name: t('navStaff') }).click()]);
    const add = page.getByRole('region', { name: t('staffAdd') });
    await add.getByLabel(t('staffName')).fill('Teszt Elek');
    await add.getByLabel(t('staffEmail')).fill('teszt.elek@vagheggi.example');
    await add.getByLabel(t('staffRole')).selectOption('support');
    await add.getByLabel(t('staffPassword')).fill('Elso-jelszo-2026');
    await add.getByRole('button', { name: t('staffCreate') }).click();
    await page.getByRole('status').waitFor();
    await page.getByLabel(t('staffRoleOf', { name: 'Teszt Elek' })).selectOption('editor');
    const row = page.getByRole('row').filter({ hasText: 'teszt.elek@vagheggi.example' });
    await row.getByRole('button', { name: `${t('staffChangeRole')}: Teszt Elek` }).click();
    await page.getByRole('status').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'staff');
    await page.setViewportSize(DESKTOP);

    await Promise.all([page.waitForURL(/\/audit-log/), nav.getByRole('link', { name: t('navAudit') }).click()]);
    await page.getByRole('heading', { level: 1, name: t('auditTitle') }).waitFor();
    expect(await page.getByRole('table').count()).toBe(1);
    const entries = page.getByRole('row').filter({ hasText: 'staff #' });
    expect(await entries.count()).toBe(2);
    expect(await entries.first().textContent()).toContain('staff.update');
    expect(await entries.first().textContent()).toMatch(/role: .*support.*→.*editor/);
    expect(await entries.first().textContent()).toContain('Vaghegyi Katalin');
    expect(await page.getByRole('navigation', { name: t('pagination') }).count()).toBe(1);
    // Column choice: the change column can be hidden.
    expect(await page.getByRole('columnheader').count()).toBe(6);
    await page.locator('summary', { hasText: t('columns') }).click();
    await page.getByRole('checkbox', { name: t('auditChange') }).uncheck();
    expect(await page.getByRole('columnheader').count()).toBe(5);
    await page.locator('summary', { hasText: t('columns') }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'audit-log');
    await page.setViewportSize(DESKTOP);

    // The shop's orders: the demo's, newest first; a search by number finds one, whose detail opens.
    await Promise.all([page.waitForURL(/\/orders/), nav.getByRole('link', { name: t('navOrders') }).click()]);
    await page.getByRole('heading', { level: 1, name: t('ordersTitle') }).waitFor();
    const numbers = page.getByRole('table').getByRole('link');
    expect(await numbers.count()).toBeGreaterThan(0);
    const number = (await numbers.first().textContent()) ?? '';
    await page.getByRole('searchbox', { name: t('ordersSearch') }).fill(number);
    await Promise.all([page.waitForURL(/q=/), page.getByRole('button', { name: t('apply') }).click()]);
    await expect.poll(() => numbers.allTextContents()).toEqual([number]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    // A phone scrolls the navigation inside itself, never the whole page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshots(page, 'orders');
    await page.setViewportSize(DESKTOP);
    await Promise.all([page.waitForURL(/\/orders\/\d+$/), numbers.first().click()]);
    await page.getByRole('heading', { level: 1, name: `${t('orderTitle')} ${number}` }).waitFor();
    expect(
      await page
        .getByRole('region', { name: t('orderItems') })
        .getByRole('row')
        .count(),
    ).toBeGreaterThan(2);
    await page.getByRole('region', { name: t('orderPayments') }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'order');
    await context.close();
  });

  it('without JavaScript an academy manager signs in, sees only the sections of the role, and signs out', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    const login = new AdminLoginPage(page);
    await login.open();
    await login.submitPassword('akademia@vagheggi.example', 'wrong password');
    expect(await login.errorSummary().textContent()).toContain('Hibás e-mail cím vagy jelszó.');
    await login.submitPassword('akademia@vagheggi.example', 'Akademia#2024');
    await page.waitForURL(/\/dashboard/);
    const nav = page.getByRole('navigation', { name: t('navLabel') });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      t('navDashboard'),
      t('navTrainingDates'),
      t('navEnrolments'),
      t('academy_navTrainings'),
      t('academy_navTrainingCategories'),
      t('academy_navCalendar'),
      t('coupon_nav'),
      t('gift_nav'),
      t('content_navBlog'),
      t('content_navBlogCategories'),
      t('content_navPages'),
      t('content_navCarousel'),
      t('salon_nav'),
      t('media_nav'),
      t('redirect_nav'),
      t('seo_nav'),
      t('navCustomers'),
      t('navInbox'),
      t('navNewsletter'),
      t('navMails'),
      t('navAudit'),
    ]);
    // The site filter offers the manager's own site only.
    expect(await page.getByLabel(t('siteFilter')).locator('option').allTextContents()).toEqual([t('siteAcademy')]);
    const staff = await page.goto(adminUrl('/staff'));
    expect(staff?.status()).toBe(403);
    // Orders are the shop's: not in the academy manager's navigation, and refused by address too.
    expect((await page.goto(adminUrl('/orders')))?.status()).toBe(403);
    await page.goto(adminUrl('/dashboard'));
    await Promise.all([page.waitForURL(/\/login/), page.getByRole('button', { name: t('signOut') }).click()]);
    await page.goto(adminUrl('/dashboard'));
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('the storefront hosts answer 404 for the admin API, and the admin host serves no storefront', async () => {
    const { context, page } = await newPage(browser);
    for (const site of ['shop', 'academy'] as const) {
      const response = await page.goto(siteUrl(site, '/api/admin/v1/me'));
      expect(response?.status()).toBe(404);
    }
    const admin = await page.goto(adminUrl('/api/admin/v1/me'));
    expect(admin?.status()).toBe(401);
    const storefrontApi = await page.goto(adminUrl('/api/v1/health'));
    expect(storefrontApi?.status()).toBe(404);
    await context.close();
  });
});
