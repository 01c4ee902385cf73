import type { Locator, Page } from 'playwright-core';
import { type Locale, t } from '../texts';

/**
 * The payment simulator, the API's stand-in for Barion's gateway. Its texts are private to
 * packages/api/src/modules/payments/payments.simulator-page.ts (not exported), so its two
 * buttons are named here.
 */
const SIMULATOR = {
  hu: { pay: 'Fizetés', fail: 'Sikertelen fizetés' },
  en: { pay: 'Pay', fail: 'Fail the payment' },
} as const;

export class PaymentSimulatorPage {
  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {}

  async reached() {
    await this.page.waitForURL('**/payment-simulator/**');
  }

  async pay() {
    await this.page.getByRole('button', { name: SIMULATOR[this.locale].pay, exact: true }).click();
  }

  async fail() {
    await this.page.getByRole('button', { name: SIMULATOR[this.locale].fail, exact: true }).click();
  }
}

/** The page a payment returns to (and a bank transfer lands on): its outcome, items, totals. */
export class PaymentReturnPage {
  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {}

  private get main() {
    return this.page.getByRole('main');
  }

  async reached() {
    await this.page.waitForURL('**/payment/success?**');
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** "Azonosító: VAG-2026-000001 · Fizetés állapota: Függőben": the number is its first strong text. */
  async orderNumber(): Promise<string> {
    const status = this.main.getByRole('status').filter({ hasText: t(this.locale, 'commerce.payment.number') });
    return (await status.getByRole('strong').first().textContent()) ?? '';
  }

  items() {
    return this.main.getByRole('region', { name: t(this.locale, 'commerce.cartPage.items') }).getByRole('listitem');
  }

  item(name: string) {
    return this.items().filter({ hasText: name });
  }

  /** The totals' lines by their term ("Fizetendő" → "12.990 Ft"). */
  async totals(): Promise<Map<string, string>> {
    return readTotals(this.main.getByRole('complementary'));
  }

  async total(): Promise<string> {
    return (await this.totals()).get(t(this.locale, 'commerce.totals.total')) ?? '';
  }

  /** The note of an order that waits for the shopper's bank transfer. */
  transferNote(key: 'commerce.payment.transferShop' | 'commerce.payment.transferAcademy') {
    return this.page.getByText(t(this.locale, key));
  }

  registerLink() {
    return this.page.getByRole('link', { name: t(this.locale, 'commerce.payment.register'), exact: true });
  }

  async payAgain() {
    await this.page.getByRole('button', { name: t(this.locale, 'commerce.payment.payAgain'), exact: true }).click();
  }

  /** "Pay another way": the form of the methods that can replace the failed card payment. */
  switchForm() {
    return this.page.getByRole('form', { name: t(this.locale, 'paymentOutcome.switchTitle'), exact: true });
  }

  async switchTo(methodName: string) {
    await this.switchForm().getByRole('radio', { name: methodName }).check();
    await this.switchForm()
      .getByRole('button', { name: t(this.locale, 'paymentOutcome.switchSubmit'), exact: true })
      .click();
  }

  async toOrders() {
    await this.page.getByRole('link', { name: t(this.locale, 'commerce.payment.toOrders'), exact: true }).click();
  }

  async toTrainings() {
    await this.page.getByRole('link', { name: t(this.locale, 'commerce.payment.toTrainings'), exact: true }).click();
  }
}

/** A list of totals (term and amount pairs) as a map from term to amount. */
export async function readTotals(scope: Locator): Promise<Map<string, string>> {
  const terms = await scope.getByRole('term').allTextContents();
  const amounts = await scope.getByRole('definition').allTextContents();
  return new Map(terms.map((term, index) => [term.trim(), (amounts[index] ?? '').trim()]));
}
