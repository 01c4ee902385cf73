import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE, type Site } from './support/browser';
import { httpGet } from './support/http';
import { type RunningServer, startServer } from './support/server';

/*
 * Sign-in, registration and the account area. This file runs its own server with the
 * development mailbox on (DEV_MAILBOX) and a mail directory of its own, so that the
 * verification and reset links can be opened from /dev/mail as a shopper opens their mail.
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({
    env: { DEV_MAILBOX: 'true', MAIL_DIR: mkdtempSync(join(tmpdir(), 'vag-e2e-mail-')) },
  });
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const hostOf = (site: Site) => (site === 'shop' ? 'vagheggi.localhost' : 'localhost');
const url = (site: Site, path: string) => `http://${hostOf(site)}:${server.port}${path}`;

/** A context with the cookie choice made, so the consent layer does not cover the forms. */
async function newShopper(options: { viewport?: typeof DESKTOP; javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  await context.addCookies(
    (['shop', 'academy'] as const).flatMap((site) =>
      ['cookie_policy_1', 'cookie_policy_2', 'cookie_policy_3'].map((name) => ({
        name,
        value: '1',
        domain: hostOf(site),
        path: '/',
      })),
    ),
  );
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

/**
 * Navigates and waits for hydration. Not for the `load` event: on a busy two-core machine the
 * first resize of a product image can take longer than the whole journey step.
 */
async function open(page: Page, address: string) {
  const response = await page.goto(address, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
  return response;
}

/**
 * Serious and critical accessibility violations of the page's main content: the screens this
 * file covers (the header and footer have their own checks in home.spec.ts).
 */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('#main').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The newest link to `path` mailed to `email`, read from the development mailbox. */
async function mailedLink(email: string, path: '/verify-email' | '/reset-password'): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const list = await httpGet(server.port, '/dev/mail');
        const row = list.body.split('<tr>').find((line) => line.includes(`<td>${email}</td>`));
        const file = row?.match(/href="(\/dev\/mail\/[^"]+)"/)?.[1];
        if (!file) return undefined;
        const source = (await httpGet(server.port, file)).body
          .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
        link = source.match(new RegExp(`https?://[^\\s"<]+${path}\\?[^\\s"<]+`))?.[0];
        return link;
      },
      { timeout: 15_000, interval: 300 },
    )
    .toBeTruthy();
  return link as string;
}

/** Page object of the sign-in and account screens (role and label locators only). */
function account(page: Page) {
  // The sign-in card or the account screen: the footer's newsletter form has an e-mail field too.
  const screen = page.locator('.auth-card, .account-page__body');
  return {
    field: (label: string | RegExp) => screen.getByLabel(label, { exact: typeof label === 'string' }),
    submit: (name: string | RegExp) => page.getByRole('button', { name }).click(),
    heading: () => page.getByRole('heading', { level: 1 }),
    nav: () => page.getByRole('navigation', { name: /Fiók menü|Account menu/ }),
    toast: () => page.locator('.toaster'),
    async login(email: string, password: string) {
      await this.field(/^(E-mail cím|E-mail address)$/).fill(email);
      await this.field(/^(Jelszó|Password)$/).fill(password);
      await this.submit(/^(Bejelentkezés|Sign in)$/);
    },
  };
}

const PASSWORD = 'Jelszo#2024';
const NEW_PASSWORD = 'Masik#Jelszo9';

describe('account journeys', () => {
  it('a shopper registers, confirms the e-mail, edits the profile and addresses, sees the wish list, changes the password', async () => {
    const email = `reg-${Date.now()}@example.hu`;
    const { context, page } = await newShopper();
    const ui = account(page);
    await open(page, url('shop', '/register'));
    expect(await seriousViolations(page)).toEqual([]);

    // The browser checks with the API's own rules before sending anything.
    await ui.submit('Regisztráció');
    await expect
      .poll(() => page.getByText('A regisztrációhoz fogadja el a felhasználási feltételeket.').count())
      .toBe(1);
    expect(await ui.field('Vezetéknév').getAttribute('aria-invalid')).toBe('true');

    await ui.field('Vezetéknév').fill('Kovács');
    await ui.field('Keresztnév').fill('Éva');
    await ui.field('E-mail cím').fill(email);
    await ui.field(/^Mobilszám/).fill('06 30 123 4567');
    await ui.field('Jelszó').fill(PASSWORD);
    await ui.field('Jelszó még egyszer').fill(PASSWORD);
    // The terms name their pages, which open in a new tab so that the form keeps what was typed.
    const terms = page.getByRole('link', { name: 'felhasználási feltételeket (új lapon nyílik meg)' });
    expect(await terms.getAttribute('href')).toBe('/oldal/aszf');
    expect(await terms.getAttribute('target')).toBe('_blank');
    await page.getByLabel(/Elfogadom a felhasználási feltételeket/).check();
    await ui.submit('Regisztráció');
    await page.waitForURL(/\/account\?notice=registered$/, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Sikeres regisztráció!' }).count()).toBe(1);
    // The root reloaded: the header knows the new user.
    expect(await page.getByRole('link', { name: 'Fiókom' }).getAttribute('href')).toBe('/account');
    expect(await ui.field(/^Mobilszám/).inputValue()).toBe('+36 30 123 4567');

    await open(page, await mailedLink(email, '/verify-email'));
    await expect.poll(() => page.getByText('Az e-mail címét megerősítettük.').count()).toBe(1);

    // Sign out from the account menu, then back in: redirect_to brings the shopper back.
    await open(page, url('shop', '/account'));
    await ui.nav().getByRole('button', { name: 'Kijelentkezés' }).click();
    await page.waitForURL(url('shop', '/'), { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.getByRole('link', { name: 'Bejelentkezés' }).count()).toBe(1);
    await open(page, url('shop', '/account/address'));
    await page.waitForURL(/\/login\?redirect_to=%2Faccount%2Faddress$/, { waitUntil: 'domcontentloaded' });
    await ui.login(email, 'Rossz#Jelszo1');
    await expect.poll(() => page.getByText('Hibás e-mail cím vagy jelszó.').count()).toBeGreaterThan(0);
    await ui.login(email, PASSWORD);
    await page.waitForURL(url('shop', '/account/address'), { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.getByText('Még nincs elmentett címe.', { exact: false }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    // Profile: the shop keeps it on the account home.
    await open(page, url('shop', '/account'));
    await ui.field(/^Mobilszám/).fill('+36 20 9876543');
    await ui.submit('Adatok mentése');
    await expect.poll(() => ui.toast().textContent()).toContain('mentettük');
    await page.reload();
    expect(await ui.field(/^Mobilszám/).inputValue()).toBe('+36 20 987 6543');

    // Address book: the zip code fills the city; add, edit, delete with confirmation.
    await open(page, url('shop', '/account/address'));
    await page.getByRole('link', { name: 'Új cím' }).click();
    await page.waitForURL(/\/account\/address\/new$/, { waitUntil: 'domcontentloaded' });
    await ui.field('Irányítószám').fill('1011');
    await expect.poll(() => ui.field('Település').inputValue()).toBe('Budapest');
    await ui.field('Közterület neve').fill('Fő');
    await ui.field('Közterület jellege').selectOption({ label: 'utca' });
    await ui.field('Házszám').fill('1');
    expect(await seriousViolations(page)).toEqual([]);
    await ui.submit('Cím mentése');
    await page.waitForURL(/\/account\/address\?notice=saved$/, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.getByText('1011 Budapest, Fő utca 1').count()).toBe(1);
    await page.getByRole('link', { name: 'Szerkesztés' }).click();
    await ui.field('Házszám').fill('3/B');
    await ui.submit('Cím mentése');
    await page.waitForURL(/notice=saved$/, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.getByText('1011 Budapest, Fő utca 3/B').count()).toBe(1);
    await page.getByRole('link', { name: 'Törlés', exact: true }).click();
    await page.getByRole('button', { name: 'Igen, törlöm' }).click();
    await page.waitForURL(/notice=deleted$/, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.getByText('1011 Budapest').count()).toBe(0);

    // Wish list: saved with the product page's button, shown as a card, removed from the list.
    const product = await page.evaluate(async () => {
      const list = await (await fetch('/api/v1/products?locale_id=1&per_page=1')).json();
      return { name: list.data[0].name as string, path: `/termek/${list.data[0].full_uri}` };
    });
    const productName = product.name;
    await open(page, url('shop', product.path));
    await page.getByRole('button', { name: new RegExp(`^Kívánságlistára\\W+${productName}$`) }).click();
    await expect
      .poll(() => page.getByRole('button', { name: /A kívánságlistán/ }).getAttribute('aria-pressed'))
      .toBe('true');
    await open(page, url('shop', '/account/wish-list'));
    await expect.poll(() => page.getByRole('heading', { name: productName }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: new RegExp(`^Eltávolítás\\W+${productName}$`) }).click();
    await expect.poll(() => page.getByText('A kívánságlistája üres.', { exact: false }).count()).toBe(1);

    // A purchase as the signed-in user (bank transfer), then the order in the history.
    await open(page, url('shop', product.path));
    await page.getByRole('button', { name: 'Kosárba teszem' }).first().click();
    await page.locator('dialog[open]').waitFor();
    await open(page, url('shop', '/kosar'));
    await page.locator('main').getByRole('link', { name: 'Tovább a pénztárhoz' }).click();
    const checkout = page.locator('main');
    await page.getByRole('heading', { level: 1, name: 'Adatok' }).waitFor();
    expect(await checkout.textContent()).toContain(email);
    await checkout.getByLabel('Irányítószám').first().fill('1011');
    await checkout.getByLabel('Közterület neve').first().fill('Fő');
    await checkout.getByLabel('Közterület jellege').first().selectOption({ label: 'utca' });
    await checkout.getByLabel('Házszám').first().fill('2');
    await expect.poll(() => checkout.locator('input[name="zipcode_id"]').inputValue()).not.toBe('');
    await checkout.getByRole('button', { name: 'Tovább' }).click();
    await checkout.getByRole('group', { name: 'Szállítási mód' }).waitFor();
    await checkout.getByLabel(/GLS házhozszállítás/).check();
    await checkout.getByLabel(/Banki átutalás/).check();
    await checkout.getByRole('button', { name: 'Tovább' }).click();
    await page.getByRole('heading', { level: 1, name: 'Összesítés' }).waitFor();
    await checkout.getByLabel(/általános szerződési feltételeket/).check();
    await checkout.getByLabel(/adatkezelési tájékoztatót/).check();
    await checkout.getByRole('button', { name: 'Megrendelés elküldése' }).click();
    await page.waitForURL(/\/payment\/success\?payment_key=/, { waitUntil: 'domcontentloaded' });
    // A bank transfer waits for the shop, not for a provider: the page thanks for the order.
    await expect.poll(() => ui.heading().textContent()).toBe('Köszönjük, megkaptuk a megrendelését');
    expect(await page.getByText('a csomagot az utalás beérkezése után adjuk fel').count()).toBe(1);
    const orderNumber = (await page.locator('.payment-page__status strong').first().textContent()) ?? '';
    expect(orderNumber).toMatch(/^VAG-\d{4}-\d{6}$/);
    const orderTotal = (await page.locator('.cart-totals__total dd').textContent()) ?? '';
    expect(orderTotal).toMatch(/^[\d.]+ Ft$/);
    await page.getByRole('link', { name: 'Rendeléseim' }).click();
    await page.waitForURL(/\/account\/order-history$/, { waitUntil: 'domcontentloaded' });
    const order = page.locator('.purchase-table tbody tr').filter({ hasText: orderNumber });
    await expect.poll(() => order.count()).toBe(1);
    expect(await order.textContent()).toContain(orderTotal);
    expect(await seriousViolations(page)).toEqual([]);
    await order.getByRole('link', { name: orderNumber }).click();
    await page.waitForURL(/\/account\/order-history\/\d+$/, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => ui.heading().textContent()).toContain(orderNumber);
    expect(await page.getByText(productName).count()).toBeGreaterThan(0);

    // Change the password; the new one signs in.
    await open(page, url('shop', '/account/change-password'));
    await ui.field('Jelenlegi jelszó').fill(PASSWORD);
    await ui.field('Új jelszó').fill(NEW_PASSWORD);
    await ui.field('Jelszó még egyszer').fill(NEW_PASSWORD);
    await ui.submit('Jelszó módosítása');
    await expect.poll(() => ui.toast().textContent()).not.toBe('');
    expect(await ui.field('Jelenlegi jelszó').inputValue()).toBe('');
    await ui.nav().getByRole('button', { name: 'Kijelentkezés' }).click();
    await page.waitForURL(url('shop', '/'), { waitUntil: 'domcontentloaded' });
    await open(page, url('shop', '/login'));
    await ui.login(email, NEW_PASSWORD);
    await page.waitForURL(url('shop', '/account'), { waitUntil: 'domcontentloaded' });
    await context.close();
  }, 180_000);

  it('signs in and edits an address without JavaScript', async () => {
    const { context, page } = await newShopper({ javaScriptEnabled: false });
    const ui = account(page);
    // Without JavaScript there is no hydration to wait for.
    await page.goto(url('shop', '/en/login?redirect_to=/en/account/address'), { waitUntil: 'domcontentloaded' });
    await ui.login('vasarlo@vagheggi.example', 'wrong');
    expect(await page.getByRole('alert').textContent()).toBe('These credentials do not match our records.');
    await ui.login('vasarlo@vagheggi.example', 'Vasarlo#2024');
    await page.waitForURL(url('shop', '/en/account/address'), { waitUntil: 'domcontentloaded' });
    expect(await ui.heading().textContent()).toBe('My addresses');
    await page.getByRole('link', { name: 'New address' }).click();
    await ui.field('Zip code').fill('1011');
    await ui.field('Street name').fill('Dísz');
    await ui.field('Street type').selectOption({ label: 'square' });
    // A refused post renders the form anew: what was typed stays, the field says what is missing.
    await ui.submit('Save address');
    await page.waitForSelector('.field--invalid');
    expect(await ui.field('House number').getAttribute('aria-invalid')).toBe('true');
    expect(await ui.field('Zip code').inputValue()).toBe('1011');
    expect(await ui.field('Street name').inputValue()).toBe('Dísz');
    expect(await ui.field('Street type').locator('option:checked').textContent()).toBe('square');
    await ui.field('House number').fill('5');
    await ui.submit('Save address');
    await page.waitForURL(/\/en\/account\/address\?notice=saved$/, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.getByText('1011 Budapest, Dísz square 5').count()).toBe(1);
    // The same on the edit form: the refused values are shown, not the saved address.
    await page
      .locator('.address-card')
      .filter({ hasText: '1011 Budapest, Dísz square 5' })
      .getByRole('link', { name: 'Edit' })
      .click();
    await ui.field('Street name').fill('');
    await ui.field('House number').fill('7/A');
    await ui.submit('Save address');
    await page.waitForSelector('.field--invalid');
    expect(await ui.field('Street name').getAttribute('aria-invalid')).toBe('true');
    expect(await ui.field('House number').inputValue()).toBe('7/A');
    await ui.field('Street name').fill('Dísz');
    await ui.submit('Save address');
    await page.waitForURL(/\/en\/account\/address\?notice=saved$/, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.getByText('1011 Budapest, Dísz square 7/A').count()).toBe(1);

    // Reorder is a form post too: the shopper lands on the cart with what was added.
    await page.goto(url('shop', '/en/account/order-history'), { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: /^VAG-\d{4}-000001$/ }).click();
    await page.getByRole('button', { name: 'Reorder' }).click();
    await page.waitForURL(/\/en\/cart\?reorder=done$/, { waitUntil: 'domcontentloaded' });
    expect(await page.getByRole('status').filter({ hasText: 'still available are in your cart' }).count()).toBe(1);
    expect(await page.locator('.cart-line').count()).toBeGreaterThan(0);
    await page.goto(url('shop', '/en/account/address'), { waitUntil: 'domcontentloaded' });
    await ui.nav().getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(url('shop', '/en'), { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.getByRole('link', { name: 'Sign in' }).count()).toBeGreaterThan(0);
    await context.close();
  }, 90_000);

  it('a sign-in refused for too many attempts says so, with and without JavaScript', async () => {
    // The API allows five attempts per address and caller in its window (LOGIN_LIMIT), then 429.
    const email = `limit-${Date.now()}@example.hu`;
    const { context, page } = await newShopper();
    const ui = account(page);
    const notice = page.locator('.auth-card').getByRole('alert');
    await open(page, url('shop', '/login'));
    for (const expected of [422, 422, 422, 422, 422, 429]) {
      const answer = page.waitForResponse((response) => response.request().method() === 'POST');
      await ui.login(email, 'Rossz#Jelszo1');
      expect((await answer).status()).toBe(expected);
    }
    // The toast fades: the form itself keeps the API's message.
    await expect
      .poll(() => notice.textContent())
      .toBe('Túl sok próbálkozás. Kérjük, várjon egy kicsit, és próbálja újra.');
    await context.close();

    const plain = await newShopper({ javaScriptEnabled: false });
    await plain.page.goto(url('shop', '/en/login'), { waitUntil: 'domcontentloaded' });
    await account(plain.page).login(email, 'Rossz#Jelszo1');
    expect(await plain.page.locator('.auth-card').getByRole('alert').textContent()).toBe(
      'Too many attempts. Please wait a little and try again.',
    );
    await plain.context.close();
  }, 90_000);

  it('a professional registers on the academy with the proof of conduct', async () => {
    const { context, page } = await newShopper({ viewport: PHONE });
    const ui = account(page);
    await open(page, url('academy', '/en/register'));
    expect(await page.getByLabel(/Operating licence/).isVisible()).toBe(false);
    await ui.field('Last name').fill('Szabó');
    await ui.field('First name').fill('Anna');
    await ui.field('E-mail address').fill(`pro-${Date.now()}@example.hu`);
    await ui.field('Mobile number').fill('+36 70 555 1234');
    await ui.field('Password').fill(PASSWORD);
    await ui.field('Repeat the password').fill(PASSWORD);
    await page.getByLabel(/I am a beauty professional/).check();
    await ui.submit('Register');
    await expect.poll(() => page.getByText('Please upload the document.').count()).toBe(1);
    await page.getByLabel(/Operating licence/).setInputFiles({
      name: 'licence.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    expect(await page.getByRole('link', { name: 'privacy notice (opens in a new tab)' }).getAttribute('href')).toBe(
      '/en/page/privacy',
    );
    await page.getByLabel(/I accept the terms/).check();
    expect(await seriousViolations(page)).toEqual([]);
    await ui.submit('Register');
    await page.waitForURL(/\/en\/account\/static\/dashboard\?notice=registeredProfessional$/, {
      waitUntil: 'domcontentloaded',
    });
    await expect
      .poll(() => page.getByText('Your professional account is being checked', { exact: false }).count())
      .toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await open(page, url('academy', '/en/account/edit'));
    expect(await ui.heading().textContent()).toBe('Personal details');
    expect(await seriousViolations(page)).toEqual([]);

    // Self-delete asks twice: the consequence box and the password.
    await open(page, url('academy', '/en/account/delete'));
    await ui.field('Password').fill(PASSWORD);
    await ui.submit('Delete my account for good');
    await expect.poll(() => page.getByText('This field is required.').count()).toBe(1);
    await page.getByLabel(/I understand; delete my account/).check();
    await ui.submit('Delete my account for good');
    await page.waitForURL(/\/en\/login\?deleted=1$/, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.getByText('Your account and your personal data have been deleted.').count()).toBe(1);
    await context.close();
  }, 90_000);

  it('resets a forgotten password through the mailed link', async () => {
    const { context, page } = await newShopper();
    const ui = account(page);
    const email = 'szakember@vagheggi.example';
    await open(page, url('shop', '/forgot-password'));
    await ui.field('E-mail cím').fill(email);
    await ui.submit('Link küldése');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'elküldtük a jelszó' }).count())
      .toBeGreaterThan(0);
    await open(page, await mailedLink(email, '/reset-password'));
    expect(await ui.field('E-mail cím').inputValue()).toBe(email);
    await ui.field('Új jelszó').fill(NEW_PASSWORD);
    await ui.field('Jelszó még egyszer').fill(NEW_PASSWORD);
    await ui.submit('Jelszó mentése');
    await page.getByRole('link', { name: 'Tovább a bejelentkezéshez' }).click();
    await ui.login(email, NEW_PASSWORD);
    await page.waitForURL(url('shop', '/account'), { waitUntil: 'domcontentloaded' });
    // Role 2 sees the virtual balance.
    await open(page, url('shop', '/account/virtual-balance'));
    await expect.poll(() => page.getByRole('heading', { name: 'Virtuális egyenleg', level: 2 }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 90_000);

  for (const viewport of [PHONE, DESKTOP]) {
    it(`login and register have no serious accessibility issue at ${viewport.width} px`, async () => {
      const { context, page } = await newShopper({ viewport });
      for (const [site, path] of [
        ['shop', '/login'],
        ['academy', '/en/login'],
        ['academy', '/register'],
        ['shop', '/en/forgot-password'],
      ] as const) {
        await open(page, url(site, path));
        expect(await seriousViolations(page), `${site} ${path}`).toEqual([]);
      }
      await context.close();
    }, 90_000);
  }
});
