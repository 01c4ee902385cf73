import { formatDateTime } from '@vag/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE, seriousViolations } from './support/browser';
import { latestMailLink, startMailboxServer } from './support/mailbox';
import { storefrontApi } from './support/own-server';
import { CartPage } from './support/pages/cart-page';
import { TrainingPage } from './support/pages/training-page';
import { WaitingListEntryPage, WaitingListForm } from './support/pages/waiting-list';
import { screenshots, shotsDir } from './support/screenshots';
import type { RunningServer } from './support/server';
import { apiMessage, startingWith, t } from './support/texts';

/*
 * The storefront's waiting list (issue 24). A shopper holds the last place of a demo date, so the
 * date is full; a visitor joins its list from the training page (refused first without consent),
 * and follows the mailed link to her entry's page: first in line. The shopper lets the place go,
 * the housekeeping sweep (every 5 s here) offers it to her by mail; from the offer's page she
 * accepts it, and the cart holds it with its countdown. Another visitor joins without JavaScript
 * and leaves the list from his entry's page; a signed-in one finds the form filled in. Its own
 * server: the journey fills a demo date, and reads its mails.
 */

const SHOTS = shotsDir('waiting-list');
const TRAINING_TITLE = 'Mikrodermabrázió a gyakorlatban';
const ANNA = { name: 'Fehér Anna', email: 'feher.anna@example.hu', seats: 1 };
const BENCE = { name: 'Kardos Bence', email: 'kardos.bence@example.hu', seats: 1 };
/** A demo account (account-shell.spec.ts signs it in too). */
const BEAUTICIAN = { email: 'kozmetikus@vagheggi.example', password: 'Kozmetikus#2024' };
const ENTRY_LINK = /https?:\/\/[^\s"<]+\/varolista\/[\w-]+/;

let server: RunningServer;
let browser: Browser;
/** The demo training's page, and its date with one place left (the journey's full date). */
let training: { path: string; dateId: number; startAt: string };
/** The shopper holding the date's last place, and the visitor of the first journey (her cart gets the offer). */
let shopper: Awaited<ReturnType<typeof storefrontVisitor>>;
let anna: { context: BrowserContext; page: Page };

const url = (path: string) => `http://localhost:${server.port}${path}`;

interface ListedTraining {
  title: string;
  full_uri: string;
  trainingDates?: { id: number; start_at: string; available_limit: number; trainingLocationType: { id: number } }[];
}

beforeAll(async () => {
  server = await startMailboxServer('waiting-list');
  browser = await launchBrowser();
  const list = (await (
    await fetch(
      `http://127.0.0.1:${server.port}/api/v1/trainings?host_id=2&locale_id=1&per_page=100&load[]=trainingDates`,
    )
  ).json()) as { data: ListedTraining[] };
  const found = list.data.find((item) => item.title === TRAINING_TITLE);
  const date = found?.trainingDates?.find((item) => item.trainingLocationType.id === 1 && item.available_limit === 1);
  if (!found || !date) throw new Error(`no date with one place left of ${TRAINING_TITLE}`);
  training = { path: `/kepzes/${found.full_uri}`, dateId: date.id, startAt: date.start_at };
  shopper = await storefrontVisitor();
}, 90_000);

afterAll(async () => {
  await shopper?.visitor.close();
  await browser?.close();
  await server?.stop();
});

/** A storefront visitor's API calls on the academy. */
const storefrontVisitor = () => storefrontApi(browser, url(''));

async function newVisitor(javaScriptEnabled = true) {
  const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled });
  await context.addCookies(
    ['cookie_policy_1', 'cookie_policy_2', 'cookie_policy_3'].map((name) => ({ name, value: '1', url: url('/') })),
  );
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

async function open(page: Page, path: string) {
  const response = await page.goto(path.startsWith('http') ? path : url(path), {
    waitUntil: 'domcontentloaded',
    timeout: 30_000,
  });
  await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
  return response;
}

/** The full date's row in the training page's list of dates, and its waiting-list form. */
function fullDate(page: Page) {
  const row = new TrainingPage(page, 'hu')
    .dates()
    .getByRole('listitem')
    .filter({ hasText: formatDateTime(training.startAt) });
  return { row, form: new WaitingListForm(row, 'hu') };
}

/** The element holding the keyboard focus: its role, name attribute and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return { role: element?.getAttribute('role'), name: element?.getAttribute('name'), text: element?.textContent };
  });

describe('the waiting list of a full training date', () => {
  it('a visitor joins, is offered the freed place by mail, and accepts it into her cart', async () => {
    const held = await shopper.post('/api/v1/academy-cart/add', {
      item_id: training.dateId,
      training_location_type_id: 1,
      count: 1,
    });
    expect(held.status(), await held.text()).toBe(200);

    anna = await newVisitor();
    const { page } = anna;
    await open(page, training.path);
    const { row, form } = fullDate(page);
    await row.getByText(t('hu', 'academy.training.full'), { exact: true }).waitFor();
    // A date with some places left offers its list to whoever needs more than those.
    expect(await page.getByText(t('hu', 'waitingList.join.needMore'), { exact: true }).count()).toBeGreaterThan(0);
    await form.open();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'training-full-date', [PHONE, DESKTOP]);

    // Without consent: refused at the box, what was typed stays, the focus goes to the box.
    await form.name().fill(ANNA.name);
    await form.email().fill(ANNA.email);
    await form.submit();
    await row.getByText(apiMessage('hu', 'waiting_list_consent_required'), { exact: true }).waitFor();
    expect(await form.consent().getAttribute('aria-invalid')).toBe('true');
    expect(await form.name().inputValue()).toBe(ANNA.name);
    expect((await focused(page)).name).toBe('consent');
    expect(await seriousViolations(page)).toEqual([]);

    await form.fill(ANNA);
    await form.submit();
    await form.answer().getByText(apiMessage('hu', 'waiting_list_joined'), { exact: true }).waitFor();
    await form.position(1).waitFor();
    // Told where it counts: the answer holds the focus.
    expect((await focused(page)).role).toBe('status');
    await screenshots(page, SHOTS, 'training-joined', [PHONE, DESKTOP]);

    // The mailed link opens her entry: first in line, her own page (never cached, not indexed).
    const joinedLink = await latestMailLink(server, ANNA.email, ENTRY_LINK);
    const response = await open(page, joinedLink);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    const entry = new WaitingListEntryPage(page, 'hu');
    expect(await entry.state().textContent()).toBe(t('hu', 'waitingList.status.waiting'));
    await entry.position(1).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(TRAINING_TITLE);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'entry-waiting', [PHONE, DESKTOP]);

    // The shopper lets the place go; the sweep offers it to the first in line, by mail.
    const released = await shopper.post('/api/v1/academy-cart/remove', {
      item_id: training.dateId,
      training_location_type_id: 1,
    });
    expect(released.status(), await released.text()).toBe(200);
    const offerLink = await latestMailLink(server, ANNA.email, ENTRY_LINK, 'Felszabadult hely');
    await open(page, offerLink);
    expect(await entry.state().textContent()).toBe(t('hu', 'waitingList.status.offered'));
    await entry.offer().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'entry-offered', [PHONE, DESKTOP]);

    // The same link open elsewhere (a forwarded mail) while she accepts.
    const elsewhere = await newVisitor();
    await open(elsewhere.page, offerLink);

    await entry.accept().click();
    await page.waitForURL(/\/kosar$/);
    const line = new CartPage(page, 'hu').line(TRAINING_TITLE);
    await line.getByRole('timer').waitFor();
    const heldUntil = t('hu', 'commerce.hold.until').split('{time}')[0] ?? '';
    await line.getByText(startingWith(heldUntil)).waitFor();

    // Accepting there too is refused in a sentence, and the page shows the entry as it now is.
    const late = new WaitingListEntryPage(elsewhere.page, 'hu');
    await late.accept().click();
    await elsewhere.page
      .getByRole('alert')
      .filter({ hasText: apiMessage('hu', 'waiting_list_offer_closed') })
      .waitFor();
    await expect.poll(() => late.state().textContent()).toBe(t('hu', 'waitingList.status.accepted'));
    await elsewhere.context.close();

    await open(page, offerLink);
    expect(await entry.state().textContent()).toBe(t('hu', 'waitingList.status.accepted'));
    await screenshots(page, SHOTS, 'entry-accepted', [PHONE, DESKTOP]);

    // The offer's mail carries a new link: the first one no longer opens the entry, and says why.
    const stale = await open(page, joinedLink);
    expect(stale?.status()).toBe(404);
    await page.getByText(t('hu', 'waitingList.notFound.text'), { exact: true }).waitFor();
    await screenshots(page, SHOTS, 'entry-not-found', [PHONE, DESKTOP]);
  }, 150_000);

  it('works without JavaScript: another visitor joins the list, then leaves it from his entry’s page', async () => {
    const { context, page } = await newVisitor(false);
    await page.goto(url(training.path), { waitUntil: 'domcontentloaded' });
    const { form } = fullDate(page);
    await form.open();
    await form.fill(BENCE);
    const posted = page.waitForResponse((response) => response.request().method() === 'POST');
    await form.submit();
    expect((await posted).headers()['cache-control']).toBe('private, no-store');
    await page.waitForLoadState('domcontentloaded');
    await form.answer().getByText(apiMessage('hu', 'waiting_list_joined'), { exact: true }).waitFor();
    // Anna accepted her offer: Bence is the only one waiting.
    await form.position(1).waitFor();
    expect((await focused(page)).role).toBe('status');

    const link = await latestMailLink(server, BENCE.email, ENTRY_LINK);
    await page.goto(link, { waitUntil: 'domcontentloaded' });
    const entry = new WaitingListEntryPage(page, 'hu');
    await entry.position(1).waitFor();
    await entry.leave().click();
    await page.waitForLoadState('domcontentloaded');
    await page.getByText(t('hu', 'waitingList.left.text'), { exact: true }).waitFor();
    expect(await entry.state().textContent()).toBe(t('hu', 'waitingList.status.left'));
    // The way back: the training's page, to enrol or join again.
    expect(
      await page.getByRole('link', { name: t('hu', 'waitingList.closed.training'), exact: true }).getAttribute('href'),
    ).toBe(training.path);
    await context.close();

    // The same entry in English, with JavaScript: its ended state, checked for accessibility.
    const english = await newVisitor();
    const path = new URL(link).pathname.replace('/varolista/', '/en/waiting-list/');
    await open(english.page, path);
    const shown = new WaitingListEntryPage(english.page, 'en');
    expect(await shown.state().textContent()).toBe(t('en', 'waitingList.status.left'));
    await english.page.getByText(t('en', 'waitingList.left.text'), { exact: true }).waitFor();
    expect(await seriousViolations(english.page)).toEqual([]);
    await screenshots(english.page, SHOTS, 'entry-left-en', [PHONE, DESKTOP]);
    await english.context.close();
    await anna.context.close();
  }, 90_000);

  it('fills in a signed-in visitor’s name and e-mail once the form opens; the shared page holds neither', async () => {
    const { context, page } = await newVisitor();
    await open(page, training.path);
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
      [BEAUTICIAN.email, BEAUTICIAN.password],
    );
    expect(status).toBe(200);
    const html = await (await context.request.get(url(training.path))).text();
    expect(html).not.toContain(BEAUTICIAN.email);

    await open(page, training.path);
    const { form } = fullDate(page);
    await form.open();
    await expect.poll(() => form.email().inputValue()).toBe(BEAUTICIAN.email);
    expect(await form.name().inputValue()).not.toBe('');
    await context.close();
  }, 60_000);
});
