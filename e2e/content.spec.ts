import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, open, type Site, seriousViolations, siteUrl } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A visitor who has answered the cookie banner, so it covers nothing at the bottom of the page. */
async function withConsent(context: BrowserContext, site: Site) {
  const url = siteUrl(site, '/');
  await context.addCookies([{ name: 'cookie_policy_1', value: '1', url }]);
}

async function visitor(site: Site, options: { javaScriptEnabled?: boolean } = {}) {
  if (options.javaScriptEnabled === false) {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    await withConsent(context, site);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    return { context, page };
  }
  const { context, page } = await newPage(browser);
  await withConsent(context, site);
  return { context, page };
}

/** Page object of the contact form. */
function contactForm(page: Page) {
  const main = page.getByRole('main');
  return {
    name: main.getByLabel('Név', { exact: true }),
    email: main.getByLabel('E-mail-cím'),
    message: main.getByLabel('Üzenet', { exact: true }),
    consent: main.getByLabel(/elfogadom az adatkezelési tájékoztatót/),
    submit: main.getByRole('button', { name: 'Üzenet küldése' }),
  };
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => [JSON.parse(text)].flat().map((item: { '@type': string }) => item['@type']));
}

describe('blog', () => {
  it('filters the list by a tag of the tag cloud and pages through it, in the URL', async () => {
    const { context, page } = await visitor('shop');
    await open(page, siteUrl('shop', '/blogs'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Blog');
    const articles = page.locator('.post-grid > li');
    expect(await articles.count()).toBe(10);
    await page.getByRole('navigation', { name: 'Lapozás' }).getByRole('link', { name: '2. oldal' }).click();
    await page.waitForURL(/\/blogs\?page=2$/);
    await expect.poll(() => articles.count()).toBe(2);

    await page.getByRole('link', { name: /#hidratálás/ }).click();
    await page.waitForURL(/\/blogs\?tag=hidratalas$/);
    await expect.poll(() => articles.count()).toBe(4);
    expect(await page.getByRole('heading', { name: /Cikkek: 4/ }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows a post with BlogPosting and BreadcrumbList data, and goes to its own slug in English', async () => {
    const { context, page } = await visitor('shop');
    await open(page, siteUrl('shop', '/blog/teli-hidratalas'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Hidratálás télen: így védje a bőrét a hidegben',
    );
    expect(await jsonLdTypes(page)).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('navigation', { name: /Nyelv/ }).first().getByRole('link', { name: 'English' }).click();
    await page.waitForURL(siteUrl('shop', '/en/blog/hydration-in-winter'));
    await context.close();
  });

  it('answers an unknown post with 404', async () => {
    const { context, page } = await visitor('academy');
    expect((await page.goto(siteUrl('academy', '/blog/nincs-ilyen')))?.status()).toBe(404);
    await context.close();
  });
});

describe('search', () => {
  it('suggests as the shopper types; arrow down and Enter open the first suggestion', async () => {
    const { context, page } = await visitor('shop');
    await open(page, siteUrl('shop', '/blogs'));
    const box = page.getByRole('combobox', { name: 'Keresés az oldalon' });
    await box.click();
    await page.keyboard.type('krem');
    const listbox = page.getByRole('listbox', { name: 'Javaslatok' });
    await expect.poll(() => listbox.isVisible()).toBe(true);
    const first = listbox.getByRole('option').first();
    expect(await page.getByRole('status').filter({ hasText: 'javaslat érhető el' }).textContent()).toMatch(/^5 /);
    await page.keyboard.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/termek\/.+/);
    await context.close();
  });

  it('Escape closes the suggestions; Enter without a choice opens the results page', async () => {
    const { context, page } = await visitor('shop');
    await open(page, siteUrl('shop', '/en/blogs'));
    const box = page.getByRole('combobox', { name: 'Search the site' });
    await box.fill('serum');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en\/search\?keyword=serum$/);
    // The URL changes as the client navigation commits; the results page renders right after.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('serum');
    await context.close();
  });

  it('filters the results page by kind with counters', async () => {
    const { context, page } = await visitor('shop');
    await open(page, siteUrl('shop', '/search?keyword=krem'));
    const kinds = page.getByRole('navigation', { name: 'Találatok típus szerint' });
    const blog = kinds.getByRole('link', { name: /^Blog \d+$/ });
    const count = Number((await blog.textContent())?.replace(/\D/g, ''));
    expect(count).toBeGreaterThan(0);
    await blog.click();
    await page.waitForURL(/filter%5B%5D=BlogPost/);
    await expect.poll(() => page.locator('.search-result').count()).toBe(count);
    expect(await page.locator('.search-result__kind').allTextContents()).toEqual(Array(count).fill('Blogcikk'));
    expect(await blog.getAttribute('aria-current')).toBe('page');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('contact', () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`shows the server's field error, then sends the message (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const { context, page } = await visitor('academy', { javaScriptEnabled });
      if (javaScriptEnabled) await open(page, siteUrl('academy', '/contact'));
      else await page.goto(siteUrl('academy', '/contact'));
      const form = contactForm(page);
      await form.name.fill('A');
      await form.email.fill('anna@example.com');
      await form.message.fill('Szeretnék érdeklődni a tavaszi képzésekről.');
      await form.consent.check();
      await form.submit.click();
      await expect.poll(() => form.name.getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByText('Adja meg a nevét (legalább 2 betű').isVisible()).toBe(true);
      if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);
      await form.name.fill('Kiss Anna');
      expect(await form.consent.isChecked()).toBe(true);
      await form.submit.click();
      const success = page.getByRole('status').filter({ hasText: 'Köszönjük az üzenetét' });
      await expect.poll(() => success.count()).toBe(1);
      await context.close();
    });
  }
});

describe('newsletter', () => {
  it('subscribes a guest from the block above the footer and thanks them', async () => {
    const { context, page } = await visitor('shop');
    await open(page, siteUrl('shop', '/blogs'));
    const block = page.getByRole('region', { name: 'Hírlevél' });
    await block.getByLabel('Keresztnév').fill('Anna');
    await block.getByLabel('E-mail-cím').fill(`anna-${Date.now()}@example.com`);
    await block.getByLabel(/Kérem a hírlevelet/).check();
    await block.getByRole('button', { name: 'Feliratkozom' }).click();
    await expect.poll(() => block.getByRole('status').textContent()).toContain('Köszönjük');
    await context.close();
  });

  it('is not shown on the home page', async () => {
    const { context, page } = await visitor('shop');
    await open(page, siteUrl('shop', '/'));
    expect(await page.getByRole('region', { name: 'Hírlevél' }).count()).toBe(0);
    await context.close();
  });
});

describe('shop-only screens', () => {
  it('lists the salons on the shop and answers 404 on the academy', async () => {
    const { context, page } = await visitor('shop');
    await open(page, siteUrl('shop', '/szalonok'));
    await page.getByRole('link', { name: 'Bella Szépségszalon' }).click();
    await page.waitForURL(siteUrl('shop', '/szalonok/bella-szepsegszalon'));
    // The URL changes as the client navigation commits; the page renders right after.
    await page.getByRole('table', { name: 'Nyitvatartás' }).waitFor();
    expect(await page.getByRole('link', { name: /Megnyitás térképen/ }).getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\//,
    );
    expect((await page.goto(siteUrl('academy', '/szalonok')))?.status()).toBe(404);
    expect((await page.goto(siteUrl('academy', '/kozmetikusoknak')))?.status()).toBe(404);
    await context.close();
  });
});
