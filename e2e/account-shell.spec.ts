import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, open, seriousViolations, signIn, siteUrl } from './support/browser';
import { type Locale, t } from './support/texts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The strip of the user's balances above the header, named "Egyenlegeim". */
function balanceStrip(page: Page, locale: Locale) {
  return page.getByRole('complementary', { name: t(locale, 'balance.title') });
}

/** A balance as the strip states it ("Virtuális egyenleg: 15.000 Ft"). */
function balance(locale: Locale, key: 'balance.marketing' | 'balance.global', amount: string) {
  return `${t(locale, key)}: ${amount}`;
}

describe('signed-in layout', () => {
  it('a guest sees the sign-in link and no balance strip', async () => {
    const { context, page } = await newPage(browser);
    await open(page, siteUrl('shop', '/'));
    expect(await page.getByRole('link', { name: t('hu', 'header.login') }).getAttribute('href')).toBe('/login');
    expect(await balanceStrip(page, 'hu').count()).toBe(0);
    await context.close();
  });

  it('a beautician sees both balances above the header and the account link', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'kozmetikus@vagheggi.example', 'Kozmetikus#2024');
    await open(page, siteUrl('shop', '/'));
    expect(await balanceStrip(page, 'hu').textContent()).toBe(
      balance('hu', 'balance.marketing', '15.500 Ft') + balance('hu', 'balance.global', '15.000 Ft'),
    );
    expect(await page.getByRole('link', { name: t('hu', 'header.account') }).getAttribute('href')).toBe('/account');
    expect(await seriousViolations(page)).toEqual([]);
    await open(page, siteUrl('shop', '/en'));
    expect(await balanceStrip(page, 'en').textContent()).toContain(balance('en', 'balance.global', '15.000 Ft'));
    await context.close();
  });

  it('a professional sees the global balance only', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'szakember@vagheggi.example', 'Szakember#2024');
    await open(page, siteUrl('shop', '/'));
    expect(await balanceStrip(page, 'hu').textContent()).toBe(balance('hu', 'balance.global', '5.000 Ft'));
    await context.close();
  });
});
