import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PENDING_PROFESSIONAL } from '../packages/api/src/db/demo/accounts';
import { DESKTOP, launchBrowser, newPage, open, seriousViolations, siteUrl } from './support/browser';
import { httpGet } from './support/http';
import { AdminLoginPage, adminUrl, demoOwner, demoOwnerCode, adminText as t } from './support/pages/admin';
import { AdminCustomersPage } from './support/pages/admin-customers';
import { LoginPage } from './support/pages/auth';
import { ProductPage } from './support/pages/product-page';
import { screenshots, shotsDir } from './support/screenshots';
import { t as shopText } from './support/texts';

/*
 * The back office's customers (issue 20): the owner finds the demo's pending professional
 * registration, opens the proof through its short-lived link and approves it; the customer,
 * signed in on the shop, can then put a professionals-only product into the cart.
 */

const SHOTS = shotsDir('admin-customers');
const customerName = `${DEMO_PENDING_PROFESSIONAL.lastName} ${DEMO_PENDING_PROFESSIONAL.firstName}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function professionalsOnlyProductPath() {
  const response = await httpGet(
    inject('port'),
    '/api/v1/products?locale_id=1&list=professionals&per_page=1',
    'vagheggi.localhost',
  );
  const [product] = (JSON.parse(response.body) as { data: { full_uri: string; is_only_for_professionals: boolean }[] })
    .data;
  expect(product?.is_only_for_professionals).toBe(true);
  return `/termek/${product?.full_uri}`;
}

const addButton = (page: Page) => page.getByRole('button', { name: shopText('hu', 'commerce.add.button') });

describe('back-office customers', () => {
  it('the owner approves a pending professional after viewing the proof, and the customer can then buy for professionals', async () => {
    const productPath = await professionalsOnlyProductPath();
    // Before the approval the customer is offered no add-to-cart button on a professionals-only product.
    const shop = await newPage(browser, DESKTOP);
    await open(shop.page, siteUrl('shop', '/login'));
    await new LoginPage(shop.page, 'hu').login(DEMO_PENDING_PROFESSIONAL.email, DEMO_PENDING_PROFESSIONAL.password);
    await shop.page.waitForURL((url) => url.pathname !== '/login');
    await open(shop.page, siteUrl('shop', productPath));
    await shop.page.waitForSelector('html[data-hydrated]');
    expect(await addButton(shop.page).count()).toBe(0);

    const { context, page } = await newPage(browser, DESKTOP);
    const login = new AdminLoginPage(page);
    await login.open();
    await login.submitPassword(demoOwner.email, demoOwner.password);
    await page.getByLabel(t('code')).waitFor();
    await login.submitCode(await demoOwnerCode());
    await page.waitForURL(/\/dashboard/);

    const nav = page.getByRole('navigation', { name: t('navLabel') });
    await Promise.all([page.waitForURL(/\/customers/), nav.getByRole('link', { name: t('navCustomers') }).click()]);
    await page.getByRole('heading', { level: 1, name: t('customersTitle') }).waitFor();
    const customers = new AdminCustomersPage(page);
    expect((await customers.names()).length).toBeGreaterThan(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'customers');

    // Accents and case do not matter; the filter stays in the URL.
    await customers.search('varga dora', 'pending');
    expect(page.url()).toContain('professional_status=pending');
    // The URL changes a moment before the filtered table is drawn: wait for the table.
    await expect.poll(() => customers.names()).toEqual([customerName]);
    await customers.openCustomer(customerName);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'customer-pending');
    await page.setViewportSize(DESKTOP);

    // The proof opens from UPLOAD_DIR through the link of this session, as the image it is.
    const proofs = customers.section(t('customerProofs'));
    const [document] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/api/admin/v1/uploads/')),
      proofs.getByRole('button', { name: t('customerProofOpenOf', { name: 'oklevel-varga-dora.png' }) }).click(),
    ]);
    expect(document.status()).toBe(200);
    expect(document.headers()['content-type']).toBe('image/png');
    expect(document.headers()['content-security-policy']).toContain('sandbox');
    await page.screenshot({ path: `${SHOTS}/proof-1366.png` });
    // The link is nothing without the member's session (another member's session: 403, API tests).
    const other = await browser.newContext();
    expect((await (await other.newPage()).goto(document.url()))?.status()).toBe(401);
    await other.close();
    await page.goBack();
    await customers.section(t('customerProofs')).waitFor();

    await customers.section(t('customerProofs')).getByLabel(t('customerDecisionNote')).fill('Az oklevelet láttuk.');
    await customers
      .section(t('customerProofs'))
      .getByRole('button', { name: t('customerApprove') })
      .click();
    await customers.notice().waitFor();
    expect(await customers.notice().textContent()).toBe(
      'A szakmai regisztrációt jóváhagytuk, és értesítettük az ügyfelet.',
    );
    await expect.poll(() => page.locator('.page-head p').textContent()).toContain(t('professional_approved'));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'customer-approved');

    // The audit log names who approved it.
    await page.goto(adminUrl('/audit-log?action=customer.professional_approve'));
    expect(await page.getByRole('row').filter({ hasText: 'customer.professional_approve' }).count()).toBe(1);
    await context.close();

    // The customer's next page already has the professional role: the product goes into the cart.
    await open(shop.page, siteUrl('shop', productPath));
    await shop.page.waitForSelector('html[data-hydrated]');
    await new ProductPage(shop.page, 'hu').addToCart();
    await shop.context.close();
  });
});
