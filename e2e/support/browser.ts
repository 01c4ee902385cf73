import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // A Hungarian browser, as most of the shops' visitors: an English one is sent to /en on a first visit.
  '--accept-lang=hu-HU,hu',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export type Site = 'shop' | 'academy';

/** Chromium resolves *.localhost to loopback, so each site is reached by its own host name. */
export function siteUrl(site: Site, path = '/', port = inject('port')): string {
  const host = site === 'shop' ? 'vagheggi.localhost' : 'localhost';
  return `http://${host}:${port}${path}`;
}

export const PHONE = { width: 390, height: 844 };
export const TABLET = { width: 820, height: 1180 };
export const DESKTOP = { width: 1366, height: 900 };

export async function newPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  // Fail a step well before the test's own timeout, with the step named in the error.
  page.setDefaultTimeout(10_000);
  return { context, page };
}

/** Navigates and waits until React has hydrated the page, so clicks are handled by the app. */
export async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForSelector('html[data-hydrated]');
  return response;
}

/** Serious and critical accessibility violations of the page as it is now. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Signs in from the page, as the storefront's script does: CSRF cookie first, then the token header. */
export async function signIn(page: Page, email: string, password: string, port = inject('port')) {
  await open(page, siteUrl('shop', '/', port));
  const status = await page.evaluate(
    async ([email, password]) => {
      await fetch('/sanctum/csrf-cookie', { credentials: 'same-origin' });
      const token = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1] ?? '';
      const response = await fetch('/auth/login', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(token) },
        body: JSON.stringify({ email, password }),
      });
      return response.status;
    },
    [email, password],
  );
  expect(status).toBe(200);
}
