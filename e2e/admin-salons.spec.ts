import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../packages/api/src/db/demo/staff';
import { DESKTOP, launchBrowser, newPage, seriousViolations } from './support/browser';
import { AdminLoginPage, adminText as t } from './support/pages/admin';
import { screenshots, shotsDir } from './support/screenshots';

/*
 * The back office's salons (issue 21): an editor opens the list from the navigation, opens a
 * salon, gives it a latitude without a longitude and a Monday closing before it opens; the form
 * answers with both errors at their fields, and the screens are looked at and checked with axe.
 */

const SHOTS = shotsDir('admin-salons');
const editor = (() => {
  const member = DEMO_STAFF.find((staff) => staff.role === 'editor');
  if (!member) throw new Error('no demo editor');
  return member;
})();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('back-office salons', () => {
  it('an editor opens a salon and is told at the fields what is wrong with its map and hours', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const login = new AdminLoginPage(page);
    await login.open();
    await login.submitPassword(editor.email, editor.password);
    await page.waitForURL(/\/dashboard/);
    const nav = page.getByRole('navigation', { name: t('navLabel') });
    await Promise.all([
      page.waitForURL(/\/salons$/),
      nav.getByRole('link', { name: t('salon_nav'), exact: true }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: t('salon_listTitle') }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'salons');

    await Promise.all([page.waitForURL(/\/salons\/\d+/), page.getByRole('table').getByRole('link').first().click()]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'salon');

    await page.getByLabel(t('salon_lat'), { exact: true }).fill('47.5');
    await page.getByLabel(t('salon_lng'), { exact: true }).fill('');
    const monday = t('salon_day_1');
    await page.getByRole('checkbox', { name: `${monday}: ${t('salon_closed')}` }).uncheck();
    await page.getByLabel(`${monday}: ${t('salon_open')}`).fill('18:00');
    await page.getByLabel(`${monday}: ${t('salon_close')}`).fill('09:00');
    await page.getByRole('button', { name: t('salon_save') }).click();
    const lng = page.getByLabel(t('salon_lng'), { exact: true });
    await expect.poll(() => lng.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel(`${monday}: ${t('salon_open')}`).getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'salon-errors');
    await context.close();
  }, 120_000);
});
