import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './support/browser';
import { latestMailLink, startMailboxServer } from './support/mailbox';
import type { RunningServer } from './support/server';

/*
 * Newsletter double opt-in (issue 17) as a visitor lives it: subscribe, open the mailed link,
 * confirm with one click. Its own server with the development mailbox, to read the mail.
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startMailboxServer('newsletter');
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const SHOP = 'vagheggi.localhost';
const url = (path: string) => `http://${SHOP}:${server.port}${path}`;

async function newVisitor(javaScriptEnabled = true) {
  const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled });
  await context.addCookies(
    ['cookie_policy_1', 'cookie_policy_2', 'cookie_policy_3'].map((name) => ({
      name,
      value: '1',
      domain: SHOP,
      path: '/',
    })),
  );
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

async function open(page: Page, address: string, hydrated = true) {
  const response = await page.goto(address, { waitUntil: 'domcontentloaded' });
  if (hydrated) await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
  return response;
}

/** The confirmation link mailed to `email`, on this server's port, as its owner opens it. */
async function mailedConfirmLink(email: string): Promise<string> {
  const link = await latestMailLink(server, email, /https?:\/\/[^\s"<]+\/newsletter\/confirm\?token=[\w-]+/);
  return link.replace(/:\d+\//, `:${server.port}/`);
}

describe('newsletter double opt-in', () => {
  it('subscribes from the block, and only the click on the mailed link’s page confirms, once', async () => {
    const email = `olvaso-${Date.now()}@example.com`;
    const { context, page } = await newVisitor();
    await open(page, url('/blogs'));
    const block = page.getByRole('region', { name: 'Hírlevél' });
    await block.getByLabel('Keresztnév').fill('Olga');
    await block.getByLabel('E-mail-cím').fill(email);
    await block.getByLabel(/Kérem a hírlevelet/).check();
    await block.getByRole('button', { name: 'Feliratkozom' }).click();
    await expect.poll(() => block.getByRole('status').textContent()).toContain('erősítse meg');
    // Signing up kept the visitor anonymous: no session was stored for it.
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('vag_session');

    const link = await mailedConfirmLink(email);
    const first = await open(page, link);
    expect(first?.headers()['cache-control']).toBe('private, no-store');
    const confirm = page.getByRole('button', { name: 'Feliratkozás megerősítése' });
    await confirm.waitFor();
    // Opening the page again (a prefetch, a second render) spent nothing: the button is still there.
    await open(page, link);
    await confirm.click();
    await page.getByRole('status').filter({ hasText: 'Feliratkozását megerősítettük' }).waitFor();

    await open(page, link);
    await page.getByRole('status').filter({ hasText: 'Feliratkozását már korábban megerősítette.' }).waitFor();
    expect(await confirm.count()).toBe(0);
    await context.close();
  });

  it('works without JavaScript: the form on the newsletter page, then the confirmation button', async () => {
    const email = `nojs-${Date.now()}@example.com`;
    const { context, page } = await newVisitor(false);
    await open(page, url('/en/newsletter'), false);
    const main = page.getByRole('main');
    await main.getByLabel('First name').fill('Nora');
    await main.getByLabel('E-mail address').fill(email);
    await main.getByLabel(/Send me the newsletter/).check();
    await main.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('status').filter({ hasText: 'confirm your subscription' }).waitFor();

    // Subscribed in English: the mail and its link are English too.
    const link = await mailedConfirmLink(email);
    expect(link).toContain('/en/newsletter/confirm?token=');
    await open(page, link, false);
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await page.getByRole('status').filter({ hasText: 'Your subscription is confirmed' }).waitFor();
    await context.close();
  });

  it('tells a visitor with a broken link so, and offers to subscribe again', async () => {
    const { context, page } = await newVisitor();
    const response = await open(page, url('/newsletter/confirm?token=nincs-ilyen'));
    expect(response?.status()).toBe(200);
    await page.getByRole('alert').filter({ hasText: 'érvénytelen vagy lejárt' }).waitFor();
    await page.getByRole('link', { name: 'Feliratkozás a hírlevélre' }).waitFor();
    await context.close();
  });
});
