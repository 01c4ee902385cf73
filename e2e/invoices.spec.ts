import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { httpGet } from './support/http';
import { latestMailLink, startMailboxServer } from './support/mailbox';
import { PaymentReturnPage } from './support/pages/payment';
import type { RunningServer } from './support/server';
import { fillCart, placeCardOrder } from './support/shop-journeys';

/*
 * Issue 22 "Invoices": a guest's card order, once paid, is invoiced by the server's worker; the
 * paid mail links the invoice, and the link downloads the PDF (the payment key authorizes it).
 */

let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startMailboxServer('invoices')]);
});
afterAll(async () => {
  await browser.close();
  await server.stop();
});

describe('the invoice of a card order', () => {
  it('shop hu: the paid mail links the invoice, and the link downloads its PDF', async () => {
    const email = `e2e-szamla-${Date.now()}@example.com`;
    const { context, page } = await newPage(browser);
    await fillCart(page, 'hu', server.port);
    const simulator = await placeCardOrder(page, 'hu', email, server.port);
    await simulator.pay();
    await new PaymentReturnPage(page, 'hu').reached();

    const link = await latestMailLink(
      server,
      email,
      /https?:\/\/[^\s"<]+\/api\/v1\/invoices\/\d+\?payment_key=[\w-]+/,
      'Sikeres fizetés',
    );
    const url = new URL(link);
    // The worker issues it within seconds of the payment.
    let pdf = await httpGet(server.port, `${url.pathname}${url.search}`, 'vagheggi.localhost');
    await expect
      .poll(
        async () => {
          pdf = await httpGet(server.port, `${url.pathname}${url.search}`, 'vagheggi.localhost');
          return pdf.status;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/attachment; filename="VAGSZ-\d{4}-\d{6}\.pdf"/);
    expect(pdf.body.startsWith('%PDF-')).toBe(true);

    // Without the key the same address is nobody's invoice.
    expect((await httpGet(server.port, url.pathname, 'vagheggi.localhost')).status).toBe(404);
    await context.close();
  });
});
