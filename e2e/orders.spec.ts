import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, open, type Site, seriousViolations, siteUrl } from './support/browser';
import { seat } from './support/participants';

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
  const card = page.locator('.auth-card');
  await card.getByLabel('E-mail cím', { exact: true }).fill(email);
  await card.getByLabel('Jelszó', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Bejelentkezés' }).click();
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
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Rendeléseim');
    const rows = page.locator('.purchase-table tbody tr');
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(0).getByRole('link').textContent()).toBe('VAG-2026-000003');
    expect(await rows.nth(0).textContent()).toContain('Sikertelen');
    expect(await seriousViolations(page)).toEqual([]);

    await rows.nth(0).getByRole('link').click();
    await page.waitForURL(/\/account\/order-history\/\d+$/);
    await expect.poll(() => page.getByRole('button', { name: 'Fizetés újra' }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('VAG-2026-000003');
    expect(await page.getByText('Enzimes tisztító púder').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The paid order offers no repayment.
    await open(page, siteUrl('shop', '/en/account/order-history'));
    await page.getByRole('link', { name: 'VAG-2026-000001' }).click();
    await page.waitForURL(/\/en\/account\/order-history\/\d+$/);
    await expect.poll(() => page.getByRole('button', { name: 'Reorder' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Pay again' }).count()).toBe(0);

    // Reorder puts the products still on sale into the cart and continues there, saying so.
    await page.getByRole('button', { name: 'Reorder' }).click();
    await page.waitForURL(/\/en\/cart\?reorder=done$/);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'still available are in your cart' }).count())
      .toBe(1);
    expect(await page.locator('.cart-line').count()).toBeGreaterThan(0);
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
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Képzéseim');
    expect(await page.locator('.my-training').textContent()).toContain('0 / 2');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: /^Résztvevők megadása/ }).click();
    await page.waitForURL(/\/account\/my-trainings\/participants\/\d+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Résztvevők adatai');
    expect(await seriousViolations(page)).toEqual([]);

    // The browser checks the shared rules first: an empty form is not sent.
    await seat(page, 1).form.getByRole('button', { name: 'Résztvevő mentése' }).click();
    expect(await seat(page, 1).form.getByLabel('Vezetéknév').getAttribute('aria-invalid')).toBe('true');

    await seat(page, 1).fill({ last: 'Kiss', first: 'Réka', email: 'reka@example.hu', place: 'Szeged' });
    await expect.poll(() => seat(page, 1).form.getByRole('button', { name: 'Módosítások mentése' }).count()).toBe(1);
    await seat(page, 2).fill({ last: 'Szabó', first: 'Lili', email: 'lili@example.hu', place: 'Pécs' });
    await expect.poll(() => seat(page, 2).form.getByRole('button', { name: 'Módosítások mentése' }).count()).toBe(1);

    await open(page, siteUrl('academy', '/account/my-trainings'));
    expect(await page.locator('.my-training').textContent()).toContain('2 / 2');
    await page.getByRole('link', { name: /^Résztvevők módosítása/ }).click();
    await page.waitForURL(/\/participants\/\d+$/);
    expect(await seat(page, 2).form.getByLabel('Vezetéknév').inputValue()).toBe('Szabó');
    expect(await seat(page, 1).form.getByLabel('Születési hely').inputValue()).toBe('Szeged');
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
