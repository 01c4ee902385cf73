import { request } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './support/browser';
import { latestMailLink, linkTo, startMailboxServer } from './support/mailbox';
import { ForgotPasswordPage, LoginPage, RegisterPage, ResetPasswordPage } from './support/pages/auth';
import type { RunningServer } from './support/server';
import { apiMessage, t } from './support/texts';

/*
 * The one-time links of the mails (issue 18) as their owner lives them: opened signed out, as a
 * mail app opens them, and opened again. Every open says what the link did, never "invalid" for
 * a link that worked. Its own server with the development mailbox, to read the mails.
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startMailboxServer('one-time-links');
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const SHOP = 'vagheggi.localhost';
const url = (path: string) => `http://${SHOP}:${server.port}${path}`;

/** A browser of its own; `consent` makes the cookie choice so that the layer does not cover forms. */
async function newVisitor(consent: boolean) {
  const context = await browser.newContext({ viewport: DESKTOP });
  if (consent) {
    await context.addCookies(
      ['cookie_policy_1', 'cookie_policy_2', 'cookie_policy_3'].map((name) => ({
        name,
        value: '1',
        domain: SHOP,
        path: '/',
      })),
    );
  }
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

async function open(page: Page, address: string) {
  const response = await page.goto(address, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
  return response;
}

/** The status of a HEAD of `address` (Node resolves no `*.localhost`: the host goes as a header). */
function headStatus(address: string): Promise<number | undefined> {
  const target = new URL(address);
  return new Promise((resolve, reject) => {
    const headRequest = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: 'HEAD',
        headers: { host: target.host },
        setHost: false,
      },
      (response) => {
        response.resume();
        resolve(response.statusCode);
      },
    );
    headRequest.once('error', reject);
    headRequest.end();
  });
}

describe('one-time links', () => {
  it('a verification link opened signed out says "verified", then "already verified", never "invalid"', async () => {
    const locale = 'en';
    const email = `once-${Date.now()}@example.hu`;
    const shopper = await newVisitor(true);
    const register = new RegisterPage(shopper.page, locale);
    await open(shopper.page, url('/en/register'));
    await register.fill({
      lastName: 'Smith',
      firstName: 'Jane',
      email,
      phone: '06 30 123 4567',
      password: 'Jelszo#2024',
    });
    await register.acceptTerms();
    await register.submit();
    await shopper.page.waitForURL(/\/en\/account\?notice=registered$/, { waitUntil: 'domcontentloaded' });
    const link = await latestMailLink(server, email, linkTo('/en/verify-email'));
    await shopper.context.close();

    // A link checker asks for its headers first: that spends nothing.
    expect(await headStatus(link)).toBe(200);
    // The mail app opens the link in a browser without the shop's session: no cookie at all.
    for (const expected of ['email_verified', 'email_already_verified'] as const) {
      const { context, page } = await newVisitor(false);
      const response = await open(page, link);
      expect(response?.status()).toBe(200);
      // Rendered for this visitor alone, kept by no cache, and the token is sent to no other site.
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      expect(response?.headers()['referrer-policy']).toBe('same-origin');
      expect(response?.headers()['x-cache']).toBeUndefined();
      await expect
        .poll(() =>
          page
            .getByRole('status')
            .filter({ hasText: apiMessage(locale, expected) })
            .count(),
        )
        .toBe(1);
      expect(await page.getByText(apiMessage(locale, 'verification_invalid')).count()).toBe(0);
      await context.close();
    }
  }, 90_000);

  it('a password reset link opens twice before it is used, sets the password once, then says it was used', async () => {
    // The demo customer's account speaks Hungarian: its mail and link are Hungarian.
    const locale = 'hu';
    const email = 'vasarlo@vagheggi.example';
    const password = 'Harmadik#Jelszo7';
    const { context, page } = await newVisitor(true);
    await open(page, url('/forgot-password'));
    const forgot = new ForgotPasswordPage(page, locale);
    await forgot.requestLink(email);
    await expect.poll(() => forgot.sentNotice().count()).toBeGreaterThan(0);
    const link = await latestMailLink(server, email, linkTo('/reset-password'));

    const reset = new ResetPasswordPage(page, locale);
    for (let i = 0; i < 2; i++) {
      const response = await open(page, link);
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      expect(await reset.email().inputValue()).toBe(email);
    }
    await reset.setPassword(password);
    await reset.toLogin();
    await new LoginPage(page, locale).login(email, password);
    await page.waitForURL(url('/account'), { waitUntil: 'domcontentloaded' });

    await open(page, link);
    await expect.poll(() => reset.card().getByText(t(locale, 'account.reset.used')).count()).toBe(1);
    expect(await reset.email().count()).toBe(0);
    await context.close();
  }, 90_000);
});
