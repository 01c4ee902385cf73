import type { Page } from 'playwright-core';
import { apiMessage, type Locale, t } from '../texts';

/** The cart page: its lines, the coupon box, the way on to the checkout. */
export class CartPage {
  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {}

  private get main() {
    return this.page.getByRole('main');
  }

  /** Every line of the cart, gifts included. */
  lines() {
    return this.main.getByRole('region', { name: t(this.locale, 'commerce.cartPage.items') }).getByRole('listitem');
  }

  line(productName: string) {
    return this.lines().filter({ hasText: productName });
  }

  /** The amount a line holds, as the page shows it between its − and + buttons. */
  quantityOf(productName: string) {
    // no accessible name: the amount is a bare span between the two buttons (no output or label)
    return this.line(productName).locator('.quantity__value').textContent();
  }

  async increase(productName: string) {
    await this.page
      .getByRole('button', { name: t(this.locale, 'commerce.cartPage.increase', { name: productName }) })
      .click();
  }

  /** The guest's e-mail of the coupon box (a signed-in shopper's is known). */
  couponEmail() {
    return this.page.getByLabel(t(this.locale, 'commerce.coupon.email'));
  }

  async applyCoupon(code: string, email?: string) {
    if (email !== undefined) await this.couponEmail().fill(email);
    await this.page.getByRole('textbox', { name: t(this.locale, 'commerce.coupon.code') }).fill(code);
    await this.page.getByRole('button', { name: t(this.locale, 'commerce.coupon.apply') }).click();
  }

  /** The coupon's line among the totals ("Kupon: TAVASZ10"), named by the API. */
  couponLine(code: string) {
    return this.page.getByText(apiMessage(this.locale, 'cart_coupon_subtraction', { code }), { exact: true });
  }

  /** What a reorder put into the cart, said above the lines. */
  reorderNotice() {
    return this.page.getByRole('status').filter({ hasText: apiMessage(this.locale, 'reorder_done') });
  }

  async toCheckout() {
    await this.main.getByRole('link', { name: t(this.locale, 'commerce.cartPage.toCheckout') }).click();
  }
}
