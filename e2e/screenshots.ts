// `npm run screenshots`: starts the built server on a fresh database and saves phone, tablet and
// desktop screenshots of key pages of both sites to var/screenshots, to look at by eye.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, DESKTOP, PHONE, TABLET } from './support/browser';
import { startServer } from './support/server';

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/en', '/nincs-ilyen'];
const out = new URL('../var/screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });

const server = await startServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  for (const [site, host] of [
    ['shop', 'vagheggi.localhost'],
    ['academy', 'localhost'],
  ] as const) {
    for (const [device, viewport] of [
      ['phone', PHONE],
      ['tablet', TABLET],
      ['desktop', DESKTOP],
    ] as const) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      for (const path of pages) {
        await page.goto(`http://${host}:${server.port}${path}`, { waitUntil: 'networkidle' });
        const file = `${out}${site}-${device}${path.replace(/\W+/g, '_')}.png`;
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
