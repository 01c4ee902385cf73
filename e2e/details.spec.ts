import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, open, siteUrl } from './support/browser';

/* The details of issue 18: small things a shopper or a checker trips over on every page. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

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
