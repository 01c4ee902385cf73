import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  newPage,
  open,
  PHONE,
  type Site,
  seriousViolations,
  siteUrl,
  TABLET,
} from './support/browser';
import { httpGet } from './support/http';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SHOP_HOST = 'vagheggi.localhost';

/** What the API says, so the journeys compare the page with the data instead of copying it. */
async function apiJson<T>(path: string, host = SHOP_HOST): Promise<T> {
  const response = await httpGet(inject('port'), path, host);
  expect(response.status, path).toBe(200);
  return JSON.parse(response.body) as T;
}

/** Page object of a category listing. */
function listing(page: Page) {
  const results = page.locator('.listing__results');
  return {
    cards: () => results.getByRole('article'),
    cardNames: () => results.getByRole('heading', { level: 2 }).allTextContents(),
    count: () => page.locator('#listing-count').textContent(),
    filter: (name: string) => page.getByRole('checkbox', { name }),
    minPrice: () => page.getByRole('spinbutton', { name: /Legalacsonyabb ár|Minimum price/ }),
    sort: () => page.getByRole('combobox', { name: /Rendezés|Sort by/ }),
    pagination: () => page.getByRole('navigation', { name: /Lapozás|Pagination/ }),
    settled: () =>
      page.waitForFunction(() => document.querySelector('.listing__results')?.getAttribute('aria-busy') === 'false'),
  };
}

describe('home pages', () => {
  const homes: { site: Site; path: string; shelves: RegExp[] }[] = [
    {
      site: 'shop',
      path: '/',
      shelves: [/Kiemelt termékeink/, /Újdonságok/, /Akciós termékek/, /Szakembereknek/, /A blogból/],
    },
    { site: 'shop', path: '/en', shelves: [/Featured products/, /New arrivals/, /On sale/, /From the blog/] },
    { site: 'academy', path: '/', shelves: [/Közelgő képzések/, /Kiemelt képzések/] },
    { site: 'academy', path: '/en', shelves: [/Upcoming trainings/, /Featured trainings/] },
  ];
  for (const home of homes) {
    it(`${home.site} ${home.path}: carousel and the API's lists`, async () => {
      const { context, page } = await newPage(browser);
      await open(page, siteUrl(home.site, home.path));
      const carousel = page.getByRole('region', { name: /Kiemelt ajánlatok|Featured offers/ });
      expect(await carousel.count()).toBe(1);
      // The first slide's picture is the LCP: fetched eagerly with high priority.
      const firstImage = carousel.locator('img').first();
      expect(await firstImage.getAttribute('fetchpriority')).toBe('high');
      expect(await firstImage.getAttribute('srcset')).toContain('?w=1920 1920w');
      for (const shelf of home.shelves) {
        const section = page.getByRole('region', { name: shelf });
        expect(await section.count(), String(shelf)).toBe(1);
        expect(await section.getByRole('article').count(), String(shelf)).toBeGreaterThan(0);
      }
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }

  it('shop: the promoted shelf lists the API’s promoted products with the original price struck through', async () => {
    const promoted = await apiJson<{ data: { name: string; price_original: number }[] }>(
      '/api/v1/products?locale_id=1&list=promoted&per_page=10',
    );
    const { context, page } = await newPage(browser);
    await open(page, siteUrl('shop', '/'));
    const shelf = page.getByRole('region', { name: 'Akciós termékek' });
    expect(await shelf.getByRole('heading', { level: 3 }).allTextContents()).toEqual(promoted.data.map((p) => p.name));
    expect(await shelf.locator('s').first().textContent()).toMatch(/\d+ Ft$/);
    await context.close();
  });

  it('the carousel pauses, and moves with its buttons', async () => {
    const { context, page } = await newPage(browser);
    await open(page, siteUrl('shop', '/'));
    await page.getByRole('button', { name: 'Automatikus lapozás szüneteltetése' }).click();
    expect(await page.getByRole('button', { name: 'Automatikus lapozás indítása' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Következő dia' }).click();
    const current = page.locator('.carousel__slide:not([aria-hidden])');
    expect(await current.getAttribute('aria-label')).toBe('2. dia / 3');
    await page.getByRole('button', { name: 'Előző dia' }).click();
    expect(await current.getAttribute('aria-label')).toBe('1. dia / 3');
    await context.close();
  });
});

describe('category listing', () => {
  it('filters, sorts and pages through a category; reloading the URL gives the same page', async () => {
    const { context, page } = await newPage(browser);
    await open(page, siteUrl('shop', '/kategoria/arcapolas'));
    const list = listing(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Arcápolás');
    expect(await list.cards().count()).toBe(9);

    await list.filter('Arctisztítás').check();
    await page.waitForURL(/sub=\d+/);
    await list.settled();
    await list.filter('Hidratálás').check();
    await page.waitForURL(/sub=\d+&sub=\d+/);
    await list.settled();
    await list.sort().selectOption('price-desc');
    await page.waitForURL(/sort=price-desc/);
    await list.settled();

    const prices = await page.locator('.listing__results .price-tag__price').allTextContents();
    const numbers = prices.map((price) => Number(price.replace(/\D/g, '')));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));

    await list.pagination().getByRole('link', { name: 'Következő oldal' }).click();
    await page.waitForURL(/page=2/);
    await list.settled();
    const url = page.url();
    const names = await list.cardNames();
    const count = await list.count();
    expect(names.length).toBeGreaterThan(0);

    await page.reload();
    await page.waitForSelector('html[data-hydrated]');
    expect(page.url()).toBe(url);
    expect(await list.cardNames()).toEqual(names);
    expect(await list.count()).toBe(count);
    expect(await list.filter('Arctisztítás').isChecked()).toBe(true);
    expect(await list.sort().inputValue()).toBe('price-desc');
    await context.close();
  });

  it('works as a plain GET form without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(siteUrl('shop', '/kategoria/arcapolas'));
    await page.getByRole('checkbox', { name: 'Hidratálás' }).check();
    await page.getByRole('spinbutton', { name: 'Legalacsonyabb ár' }).fill('5000');
    await page.locator('#catalogue-filters').getByRole('button', { name: 'Szűrés' }).click();
    await page.waitForURL(/min=5000/);
    const prices = await page.locator('.listing__results .price-tag__price').allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(Number(price.replace(/\D/g, ''))).toBeGreaterThanOrEqual(5000);
    await context.close();
  });

  it('shows the empty state for a price range without products', async () => {
    const { context, page } = await newPage(browser);
    await open(page, siteUrl('shop', '/kategoria/arcapolas?min=99999999'));
    expect(await page.getByText('Nincs a szűrésnek megfelelő termék.').count()).toBe(1);
    expect(await listing(page).count()).toBe('0 találat');
    await context.close();
  });

  it('breadcrumb, SEO title and BreadcrumbList JSON-LD of a sub category, in English', async () => {
    const { context, page } = await newPage(browser);
    await open(page, siteUrl('shop', '/en/category'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Our products');
    await page.getByRole('checkbox', { name: 'Face care' }).check();
    await page.waitForURL(/sub=/);
    await page.goto(siteUrl('shop', '/en/category/face-care/cleansing'));
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link').allTextContents()).toEqual(['Home', 'Face care']);
    expect(await page.title()).toMatch(/^Cleansing \| Vagheggi/);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"BreadcrumbList"'))).toBe(true);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      siteUrl('shop', '/en/category/face-care/cleansing'),
    );
    // Slugs differ per language: hreflang names the Hungarian page's own path.
    expect(await page.locator('link[rel="alternate"][hreflang="hu"]').getAttribute('href')).toBe(
      siteUrl('shop', '/kategoria/arcapolas/arctisztitas'),
    );
    await context.close();
  });

  it('lists trainings on the academy, and answers 404 for an unknown category', async () => {
    const { context, page } = await newPage(browser);
    await open(page, siteUrl('academy', '/kategoria'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Képzéseink');
    expect(await listing(page).cards().count()).toBeGreaterThan(0);
    expect((await page.goto(siteUrl('shop', '/kategoria/nincs-ilyen')))?.status()).toBe(404);
    expect((await page.goto(siteUrl('academy', '/en/category/no-such-area')))?.status()).toBe(404);
    await context.close();
  });

  it('lays out three product cards and two training cards a row on a tablet', async () => {
    /** How many of a list's first cards share the first card's row. */
    const firstRow = (page: Page, list: string) =>
      page.locator(`${list} > li`).evaluateAll((items) => {
        const tops = items.slice(0, 4).map((item) => Math.round(item.getBoundingClientRect().top));
        return tops.filter((top) => top === tops[0]).length;
      });
    const { context, page } = await newPage(browser, TABLET);
    await open(page, siteUrl('shop', '/kategoria/arcapolas'));
    expect(await firstRow(page, '.listing__results .catalogue-grid')).toBe(3);
    await open(page, siteUrl('academy', '/kategoria'));
    expect(await firstRow(page, '.listing__results .catalogue-grid')).toBe(2);
    // A shelf scrolls sideways: three cards fit and the fourth peeks in.
    await open(page, siteUrl('shop', '/'));
    const shelf = page.getByRole('region', { name: 'Újdonságok' }).locator('.catalogue-grid--products > li');
    const widths = await shelf.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().width));
    expect(widths.length).toBeGreaterThan(3);
    const viewport = page.viewportSize()?.width ?? 0;
    expect((widths[0] ?? 0) * 3).toBeLessThan(viewport);
    expect((widths[0] ?? 0) * 4).toBeGreaterThan(viewport - 48);
    await context.close();
  });

  for (const viewport of [PHONE, TABLET, DESKTOP]) {
    it(`has no serious accessibility issue at ${viewport.width} px`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await open(page, siteUrl('shop', '/kategoria/arcapolas/hidratalas'));
      expect(await seriousViolations(page)).toEqual([]);
      await open(page, siteUrl('academy', '/en/category'));
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});

describe('product detail', () => {
  it('shows breadcrumb, price with promotion, the 30-day lowest price and Product JSON-LD', async () => {
    const { data } = await apiJson<{
      data: { name: string; full_uri: string; price: number; lowest_price_30_days: number | null }[];
    }>('/api/v1/products?locale_id=1&list=promoted&per_page=1');
    const product = data[0];
    expect(product).toBeDefined();
    if (!product) return;
    const { context, page } = await newPage(browser);
    const response = await open(page, siteUrl('shop', `/termek/${product.full_uri}`));
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(product.name);
    const crumbs = page.getByRole('navigation', { name: 'Morzsamenü' }).getByRole('listitem');
    expect(await crumbs.count()).toBe(5);
    expect(await crumbs.first().textContent()).toBe('Főoldal');
    expect(await crumbs.last().textContent()).toBe(product.name);
    const price = `${String(product.price).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} Ft`;
    expect(await page.locator('.product-page__summary .price-tag__price').textContent()).toBe(price);
    if (product.lowest_price_30_days !== null) {
      expect(await page.getByText(/Az akciót megelőző 30 nap legalacsonyabb ára/).count()).toBe(1);
    }
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
    expect(jsonLd).toContain('"@type":"Product"');
    expect(jsonLd).toContain(`"price":${product.price}`);
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/^http.*\/img\//);
    expect(await page.getByRole('button', { name: /Kosárba/ }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('region', { name: 'Ezeket is ajánljuk' }).getByRole('article').count()).toBeGreaterThan(
      0,
    );
    await context.close();
  });

  it('switches gallery images with the keyboard', async () => {
    const { data } = await apiJson<{ data: { full_uri: string }[] }>('/api/v1/products?locale_id=2&per_page=1');
    const { context, page } = await newPage(browser);
    await open(page, siteUrl('shop', `/en/product/${data[0]?.full_uri}`));
    const thumbs = page.getByRole('toolbar', { name: 'Product images' }).getByRole('button');
    await thumbs.first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await thumbs.nth(1).getAttribute('aria-pressed')).toBe('true');
    expect(await thumbs.nth(1).evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });

  it('answers 404 for an unknown product, and on the academy', async () => {
    const { context, page } = await newPage(browser);
    expect((await page.goto(siteUrl('shop', '/termek/nincs/ilyen/termek')))?.status()).toBe(404);
    const { data } = await apiJson<{ data: { full_uri: string }[] }>('/api/v1/products?locale_id=1&per_page=1');
    expect((await page.goto(siteUrl('academy', `/termek/${data[0]?.full_uri}`)))?.status()).toBe(404);
    await context.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`has no serious accessibility issue at ${viewport.width} px`, async () => {
      const { data } = await apiJson<{ data: { full_uri: string }[] }>(
        '/api/v1/products?locale_id=1&list=professionals&per_page=1',
      );
      const { context, page } = await newPage(browser, viewport);
      await open(page, siteUrl('shop', `/termek/${data[0]?.full_uri}`));
      expect(await page.getByRole('note').textContent()).toMatch(/szakemberek/);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
