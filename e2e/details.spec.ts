import { AxeBuilder } from '@axe-core/playwright';
import { localizePath } from '@vag/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, open, PHONE, type Site, signIn, siteUrl } from './support/browser';
import { httpGet } from './support/http';
import { ProductPage } from './support/pages/product-page';
import { t } from './support/texts';

/* The details of issue 18: small things a shopper or a checker trips over on every page. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const hostOf = (site: Site) => (site === 'shop' ? 'vagheggi.localhost' : 'localhost');

describe('logo', () => {
  for (const [site, path] of [
    ['shop', '/'],
    ['shop', '/en'],
    ['academy', '/'],
    ['academy', '/en'],
  ] as const) {
    it(`${site} ${path}: the logo's accessible name contains its visible text (WCAG 2.5.3)`, async () => {
      const { context, page } = await newPage(browser);
      await open(page, siteUrl(site, path));
      // An experimental axe rule: off unless asked for by name.
      const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
      expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.html))).toEqual([]);
      await context.close();
    });
  }
});

describe('search field', () => {
  it('the search combobox is a text input (role="combobox" is not allowed on type="search")', async () => {
    const { body } = await httpGet(inject('port'), '/', hostOf('shop'));
    const inputs = [...body.matchAll(/<input\b[^>]*>/g)].map((match) => match[0]);
    const comboboxes = inputs.filter((input) => input.includes('role="combobox"'));
    expect(comboboxes.length).toBeGreaterThan(0);
    for (const input of comboboxes) {
      expect(input).toContain('type="text"');
      expect(input).toMatch(/inputmode="search"/i);
    }
  });
});

describe('menu', () => {
  it('links to the other site at its configured address', async () => {
    const { context, page } = await newPage(browser);
    await open(page, siteUrl('shop', '/'));
    const academy = page.getByRole('navigation', { name: t('hu', 'nav.secondary') }).getByRole('link', {
      name: 'Akadémia',
    });
    expect(await academy.getAttribute('href')).toBe(siteUrl('academy', '/'));
    await open(page, siteUrl('academy', '/en'));
    const shop = page.getByRole('navigation', { name: t('en', 'nav.secondary') }).getByRole('link', {
      name: 'Web shop',
    });
    expect(await shop.getAttribute('href')).toBe(siteUrl('shop', '/en'));
    await context.close();
  });
});

describe('training page', () => {
  it('states the duration once', async () => {
    const { body } = await httpGet(inject('port'), '/sitemap.xml', hostOf('academy'));
    const trainings = [...body.matchAll(/<loc>[^<]+?(\/kepzes\/[^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(trainings.length).toBeGreaterThan(0);
    const { context, page } = await newPage(browser);
    for (const path of trainings.slice(0, 3)) {
      await open(page, siteUrl('academy', path));
      // The page may answer in the browser's language; the facts' terms are upper-cased by CSS.
      const locale = (await page.locator('html').getAttribute('lang')) === 'en' ? 'en' : 'hu';
      const term = t(locale, 'academy.training.duration').toLowerCase();
      const text = (await page.getByRole('main').innerText()).toLowerCase();
      expect(text.split(term).length - 1, path).toBe(1);
    }
    await context.close();
  });
});

describe('names', () => {
  it('writes a name family name first in Hungarian and given name first in English', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'kozmetikus@vagheggi.example', 'Kozmetikus#2024');
    const [uri] = await page.evaluate(async () => {
      const response = await fetch('/api/v1/products?locale_id=2&per_page=1');
      return ((await response.json()) as { data: { full_uri: string }[] }).data.map((product) => product.full_uri);
    });
    await open(page, siteUrl('shop', localizePath(`/product/${uri}`, 'en')));
    await new ProductPage(page, 'en').addToCart();
    const buyer = async (locale: 'hu' | 'en') => {
      await open(page, siteUrl('shop', localizePath('/checkout/step1', locale)));
      return page.getByRole('group', { name: t(locale, 'commerce.checkout.personal') }).innerText();
    };
    expect(await buyer('en')).toContain('Csilla Nagy-Tóth');
    expect(await buyer('hu')).toContain('Nagy-Tóth Csilla');
    await context.close();
  });
});

describe('balance notes', () => {
  it("shows a balance entry's note in the reader's language", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'kozmetikus@vagheggi.example', 'Kozmetikus#2024');
    const notes = async (path: string) => {
      await open(page, siteUrl('shop', path));
      return page.locator('.account-table__reason').allInnerTexts();
    };
    const english = await notes('/en/account/virtual-balance');
    expect(english).toContain('Guest code credit');
    expect(english.join('\n')).not.toMatch(/ \/ |[áéíóöőúüű]/);
    const hungarian = await notes('/account/virtual-balance');
    expect(hungarian).toContain('Vendégkód jóváírás');
    expect(hungarian.join('\n')).not.toMatch(/ \/ |credit/i);
    await context.close();
  });
});

describe('account screens', () => {
  const screens = [
    '',
    'static/dashboard',
    'edit',
    'change-password',
    'address',
    'virtual-balance',
    'wish-list',
    'order-history',
    'my-trainings',
    'guest-code',
    'delete',
  ];
  for (const [email, password] of [
    ['kozmetikus@vagheggi.example', 'Kozmetikus#2024'],
    ['vasarlo@vagheggi.example', 'Vasarlo#2024'],
  ] as const) {
    it(`${email}: no account screen scrolls sideways on a phone`, async () => {
      const { context, page } = await newPage(browser, PHONE);
      await signIn(page, email, password);
      const wide: string[] = [];
      for (const screen of screens) {
        // The layout is the server's markup and its stylesheet: no need to wait for hydration.
        const response = await page.goto(siteUrl('shop', `/account/${screen}`));
        if (response?.status() !== 200) continue;
        const { scroll, client } = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        if (scroll > client) wide.push(`/account/${screen}: ${scroll} > ${client}`);
      }
      expect(wide).toEqual([]);
      await context.close();
    });
  }
});
