import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, seriousViolations } from './support/browser';
import { latestMailLink, startMailboxServer } from './support/mailbox';
import { AdminLoginPage, demoOwner, demoOwnerCode, adminText as t } from './support/pages/admin';
import type { RunningServer } from './support/server';
import { t as shopText } from './support/texts';

/*
 * The back office's inbox (issue 20) end to end: a visitor writes through the academy's contact
 * form; the owner signs in with the TOTP code, finds the message new in the inbox, replies; the
 * reply reaches the visitor's mailbox, the message shows handled, and the mail log lists the
 * reply with its bodies. The newsletter list and its CSV download open too. Its own server with
 * the development mailbox, to read the mail.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/admin-inbox';
const TABLET = { width: 820, height: 1180 };

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startMailboxServer('admin-inbox');
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const academyUrl = (path: string) => `http://localhost:${server.port}${path}`;
const adminUrl = (path: string) => `http://admin.localhost:${server.port}${path}`;

/**
 * Serious and critical violations of the page without its frames: a mail's preview is a frame
 * that runs no script (sandbox=""), so axe cannot be injected into it and would wait forever.
 */
async function topFrameViolations(page: Page) {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ iframes: false }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

/** The page at a tablet's width and a desktop's, each never wider than the screen, axe-clean. */
async function judge(page: Page, name: string, frames = true, ready?: () => Promise<unknown>) {
  expect(await (frames ? seriousViolations(page) : topFrameViolations(page))).toEqual([]);
  for (const viewport of [TABLET, DESKTOP]) {
    await page.setViewportSize(viewport);
    await ready?.();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

/** A visitor who has answered the cookie banner, on a hydrated storefront page. */
async function visitorAt(url: string) {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addCookies([{ name: 'cookie_policy_1', value: '1', url }]);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
  return { context, page };
}

/** A visitor subscribes on the shop's blog and confirms with the mailed link (double opt-in). */
async function subscribeToNewsletter(email: string) {
  const { context, page } = await visitorAt(`http://vagheggi.localhost:${server.port}/blogs`);
  const block = page.getByRole('region', { name: 'Hírlevél' });
  await block.getByLabel('Keresztnév').fill('Olga');
  await block.getByLabel('E-mail-cím').fill(email);
  await block.getByLabel(/Kérem a hírlevelet/).check();
  await block.getByRole('button', { name: 'Feliratkozom' }).click();
  await expect.poll(() => block.getByRole('status').textContent()).toContain('Köszönjük');
  const link = await latestMailLink(server, email, /https?:\/\/[^\s"<]+\/newsletter\/confirm\?token=[\w-]+/);
  await page.goto(link.replace(/:\d+\//, `:${server.port}/`));
  await page.getByRole('button', { name: 'Feliratkozás megerősítése' }).click();
  await page.getByRole('status').filter({ hasText: 'megerősítettük' }).waitFor();
  await context.close();
}

/** A visitor recommends a training with the academy footer's form. */
async function recommendTraining(text: string) {
  const { context, page } = await visitorAt(academyUrl('/contact'));
  await page.getByLabel(shopText('hu', 'content.recommend.label')).fill(text);
  await page.getByRole('button', { name: shopText('hu', 'content.recommend.submit') }).click();
  await page
    .getByRole('status')
    .filter({ hasText: shopText('hu', 'content.recommend.thanksTitle') })
    .waitFor();
  await context.close();
}

async function sendContactForm(email: string, message: string) {
  const { context, page } = await visitorAt(academyUrl('/contact'));
  const main = page.getByRole('main');
  await main.getByLabel('Név', { exact: true }).fill('Kiss Anna');
  await main.getByLabel('E-mail-cím').fill(email);
  await main.getByLabel('Üzenet', { exact: true }).fill(message);
  await main.getByLabel(/elfogadom az adatkezelési tájékoztatót/).check();
  await main.getByRole('button', { name: 'Üzenet küldése' }).click();
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Köszönjük az üzenetét' }).count()).toBe(1);
  await context.close();
}

describe('back-office inbox', () => {
  it('a visitor’s message is answered from the inbox, the reply arrives, the mail log lists it; a recommendation is handled; the newsletter list downloads', async () => {
    const email = `kiss.anna.${Date.now()}@example.com`;
    const reader = `olvaso.${Date.now()}@example.com`;
    await subscribeToNewsletter(reader);
    await recommendTraining('Szempilla-lifting haladóknak');
    await sendContactForm(email, 'Mikor indul a haladó szempilla-tanfolyam? Ár és időpont érdekelne.');

    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const login = new AdminLoginPage(page);
    await page.goto(adminUrl('/login'));
    await login.submitPassword(demoOwner.email, demoOwner.password);
    await page.getByLabel(t('code')).waitFor();
    await login.submitCode(await demoOwnerCode());
    await page.waitForURL(/\/dashboard/);

    const nav = page.getByRole('navigation', { name: t('navLabel') });
    await Promise.all([page.waitForURL(/\/inbox/), nav.getByRole('link', { name: t('navInbox') }).click()]);
    await page.getByRole('heading', { level: 1, name: t('inboxTitle') }).waitFor();
    const row = page.getByRole('row').filter({ hasText: email });
    expect(await row.textContent()).toContain(t('inboxState_new'));
    expect(await row.textContent()).toContain(t('siteAcademy'));
    await judge(page, 'inbox');

    await Promise.all([
      page.waitForURL(/\/inbox\/contact\/\d+$/),
      row.getByRole('link', { name: 'Kiss Anna' }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: t('inboxContactTitle', { name: 'Kiss Anna' }) }).waitFor();
    const reply = page.getByRole('region', { name: t('inboxReply') });
    // An empty reply is refused by the browser before it is sent; a real one goes out.
    await reply.getByLabel(t('inboxReplySubject')).fill('Haladó szempilla-tanfolyam');
    await reply
      .getByLabel(t('inboxReplyMessage'))
      .fill('Kedves Anna, a haladó tanfolyam március 3-án indul, a részvételi díj 89 000 Ft.');
    await judge(page, 'inbox-item');
    await reply.getByRole('button', { name: t('inboxReplySend') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: t('inboxReplySent') })
      .waitFor();
    const facts = page.getByRole('region', { name: t('inboxSender') });
    await expect.poll(() => facts.textContent()).toContain(t('inboxState_handled'));
    expect(await facts.textContent()).toContain('Vaghegyi Katalin');
    const mails = page.getByRole('region', { name: t('inboxMails') });
    expect(await mails.textContent()).toContain('Haladó szempilla-tanfolyam');
    await judge(page, 'inbox-item-handled');

    // The reply reaches the visitor, quoting the message (the mailbox's source is read byte by byte: ASCII only).
    const received = await latestMailLink(server, email, /89 000 Ft\.[\s\S]*Mikor indul a halad/);
    expect(received).toContain('Mikor indul a halad');

    // Handled: off the new list, on the handled one.
    await page.goto(adminUrl('/inbox'));
    expect(await page.getByRole('row').filter({ hasText: email }).count()).toBe(0);
    await page.goto(adminUrl('/inbox?state=handled'));
    expect(await page.getByRole('row').filter({ hasText: email }).textContent()).toContain(t('inboxState_handled'));

    // The mail log lists the reply; its detail shows the text and, sandboxed, the HTML.
    await Promise.all([page.waitForURL(/\/mails/), nav.getByRole('link', { name: t('navMails') }).click()]);
    await page.getByRole('searchbox', { name: t('mailsSearch') }).fill(email);
    await Promise.all([page.waitForURL(/q=/), page.getByRole('button', { name: t('apply') }).click()]);
    const replyRow = page.getByRole('row').filter({ hasText: 'contact_reply' });
    await expect.poll(() => replyRow.count()).toBe(1);
    expect(await replyRow.textContent()).toContain('Haladó szempilla-tanfolyam');
    expect(await page.getByRole('row').filter({ hasText: 'contact_copy' }).count()).toBe(1);
    await judge(page, 'mails');
    await Promise.all([
      page.waitForURL(/\/mails\/\d+$/),
      replyRow.getByRole('link', { name: 'Haladó szempilla-tanfolyam' }).click(),
    ]);
    const frame = page.locator('iframe.mail-preview');
    expect(await frame.getAttribute('sandbox')).toBe('');
    // The mail in its frame, with its own styles (the frame paints on its own: waited for at each width).
    const greeting = page.frameLocator('iframe.mail-preview').getByText('Kedves Kiss Anna!');
    await greeting.waitFor();
    await judge(page, 'mail', false, () => greeting.waitFor());
    await page.getByRole('link', { name: t('mailViewText') }).click();
    await page.waitForURL(/view=text/);
    expect(await page.locator('pre.mail-body-text').textContent()).toContain('Az Ön üzenete');
    await judge(page, 'mail-text');

    // A training recommendation: new on its tab, handled with one button.
    await page.goto(adminUrl('/inbox?kind=recommendation'));
    const recommendation = page.getByRole('row').filter({ hasText: 'Szempilla-lifting haladóknak' });
    expect(await recommendation.textContent()).toContain(t('inboxGuest'));
    await Promise.all([
      page.waitForURL(/\/inbox\/recommendation\/\d+$/),
      recommendation.getByRole('link', { name: 'Szempilla-lifting haladóknak' }).click(),
    ]);
    await page.getByRole('button', { name: t('inboxMarkHandled') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: t('inboxMarkedHandled') })
      .waitFor();
    await page.getByRole('button', { name: t('inboxReopen') }).waitFor();
    await judge(page, 'recommendation');

    // The newsletter's confirmed list, and its CSV as a download with the member's session.
    await Promise.all([page.waitForURL(/\/newsletter/), nav.getByRole('link', { name: t('navNewsletter') }).click()]);
    await page.getByRole('heading', { level: 1, name: t('newsletterTitle') }).waitFor();
    const subscriber = page.getByRole('row').filter({ hasText: reader });
    expect(await subscriber.textContent()).toContain('Olga');
    await judge(page, 'newsletter');
    const link = page.getByRole('link', { name: t('newsletterExport') });
    // Fetched by the page itself: Node does not resolve *.localhost.
    const download = await page.evaluate(
      async (href) => {
        const response = await fetch(href);
        return {
          status: response.status,
          disposition: response.headers.get('content-disposition'),
          text: await response.text(),
        };
      },
      (await link.getAttribute('href')) ?? '',
    );
    expect(download.status).toBe(200);
    expect(download.disposition).toMatch(/^attachment; filename="newsletter-subscribers-/);
    expect(download.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'email,first_name,site,locale,registered,consented_at,confirmed_at',
    );
    expect(download.text).toContain(`${reader},Olga,shop,hu,no,`);
    // A member unsubscribes the address: it leaves the list, as if its own link had been used.
    await subscriber.getByRole('button', { name: t('newsletterUnsubscribeOf', { email: reader }) }).click();
    await page.getByRole('status').filter({ hasText: 'Leiratkoztattuk' }).waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: reader }).count()).toBe(0);
    await context.close();
  }, 90_000);
});
