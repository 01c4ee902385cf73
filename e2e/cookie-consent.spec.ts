import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, open, PHONE, seriousViolations, siteUrl } from './support/browser';
import { t } from './support/texts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function consentCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  return Object.fromEntries(cookies.filter((c) => c.name.startsWith('cookie_policy_')).map((c) => [c.name, c.value]));
}

describe('cookie consent', () => {
  it('shows the banner on a first visit; accept all stores three 30-day cookies and hides it for good', async () => {
    const { context, page } = await newPage(browser);
    await open(page, siteUrl('shop', '/'));
    const banner = page.getByRole('dialog', { name: 'Sütik (cookie-k) a webhelyen' });
    expect(await banner.isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await banner.getByRole('button', { name: 'Összes elfogadása' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    // The banner hides as soon as the choice is sent; the cookies arrive with the answer.
    await expect
      .poll(() => consentCookies(context))
      .toEqual({ cookie_policy_1: '1', cookie_policy_2: '1', cookie_policy_3: '1' });
    const expires = (await context.cookies()).find((c) => c.name === 'cookie_policy_1')?.expires ?? 0;
    expect(expires * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000);
    await page.reload();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('settings start with the optional levels off and store just the selection', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await open(page, siteUrl('academy', '/en'));
    const banner = page.getByRole('dialog', { name: 'Cookies on this site' });
    await banner.getByRole('button', { name: 'More' }).click();
    expect(await banner.getByText(/withdraw your consent/).isVisible()).toBe(true);
    await banner.getByRole('button', { name: 'Settings' }).click();
    expect(await banner.getByRole('checkbox', { name: /Necessary/ }).isDisabled()).toBe(true);
    expect(await banner.getByRole('checkbox', { name: 'Statistics cookies' }).isChecked()).toBe(false);
    expect(await banner.getByRole('checkbox', { name: 'Marketing cookies' }).isChecked()).toBe(false);
    await banner.getByRole('checkbox', { name: 'Statistics cookies' }).check();
    await banner.getByRole('button', { name: 'Accept selected' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    await expect
      .poll(() => consentCookies(context))
      .toEqual({ cookie_policy_1: '1', cookie_policy_2: '1', cookie_policy_3: '0' });
    expect(page.url()).toBe(siteUrl('academy', '/en'));
    await context.close();
  });

  it('works without JavaScript as a plain form post that returns to the page', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('shop', '/en'));
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.waitForURL(siteUrl('shop', '/en'));
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await consentCookies(context)).toEqual({ cookie_policy_1: '1', cookie_policy_2: '1', cookie_policy_3: '1' });
    await context.close();
  });

  it('rejecting is as prominent as accepting, and keeps the necessary cookies only', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await open(page, siteUrl('shop', '/'));
    const banner = page.getByRole('dialog', { name: t('hu', 'cookies.title') });
    const reject = banner.getByRole('button', { name: t('hu', 'cookies.rejectAll') });
    const accept = banner.getByRole('button', { name: t('hu', 'cookies.acceptAll') });
    expect(await reject.getAttribute('class')).toBe(await accept.getAttribute('class'));
    const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()];
    expect(rejectBox?.height).toBe(acceptBox?.height);
    await reject.click();
    await expect.poll(() => banner.count()).toBe(0);
    await expect
      .poll(() => consentCookies(context))
      .toEqual({ cookie_policy_1: '1', cookie_policy_2: '0', cookie_policy_3: '0' });
    await context.close();
  });

  it('comes first in the keyboard order, right after the skip link', async () => {
    const { context, page } = await newPage(browser);
    await open(page, siteUrl('shop', '/'));
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('skip-link');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.cookie-layer')))).toBe(true);
    await context.close();
  });

  it('the footer link reopens the settings with the current choice, and a new choice replaces it', async () => {
    const { context, page } = await newPage(browser);
    await open(page, siteUrl('academy', '/en'));
    const banner = page.getByRole('dialog', { name: t('en', 'cookies.title') });
    await banner.getByRole('button', { name: t('en', 'cookies.acceptAll') }).click();
    await expect.poll(() => banner.count()).toBe(0);
    // The choice is stored by the server's answer; on a loaded machine it can land after the layer closes.
    await expect
      .poll(() => consentCookies(context))
      .toEqual({ cookie_policy_1: '1', cookie_policy_2: '1', cookie_policy_3: '1' });
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: t('en', 'cookies.reopen') })
      .click();
    await expect.poll(() => banner.count()).toBe(1);
    expect(await banner.getByRole('checkbox', { name: t('en', 'cookies.level2') }).isChecked()).toBe(true);
    await banner.getByRole('checkbox', { name: t('en', 'cookies.level3') }).uncheck();
    await banner.getByRole('button', { name: t('en', 'cookies.acceptSelection') }).click();
    await expect.poll(() => banner.count()).toBe(0);
    await expect
      .poll(() => consentCookies(context))
      .toEqual({ cookie_policy_1: '1', cookie_policy_2: '1', cookie_policy_3: '0' });
    // Back on the page without the reopening parameter, and the layer stays closed.
    await expect.poll(() => page.url()).toBe(siteUrl('academy', '/en'));
    expect(await banner.count()).toBe(0);
    await context.close();
  });
});
