import type { Page } from 'playwright-core';
import { escapeRegExp, type Locale, t } from '../texts';

/** A product page of the shop: its add-to-cart form, the popup that answers it, the wish list button. */
export class ProductPage {
  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {}

  /** The add-to-cart popup once the cart took the product (a native dialog named by its heading). */
  addedPopup() {
    return this.page.getByRole('dialog', { name: t(this.locale, 'commerce.popup.addedTitle') });
  }

  /**
   * Adds the product and waits for the popup: the cookie layer is a dialog too, and a navigation
   * before the cart answered would cancel the add.
   */
  async addToCart() {
    await this.clickAddToCart();
    await this.addedPopup().waitFor();
  }

  /** Without JavaScript the add is a form post that comes back as the page with the popup open. */
  async clickAddToCart() {
    await this.page
      .getByRole('button', { name: t(this.locale, 'commerce.add.button') })
      .first()
      .click();
  }

  /** The wish list button while the product is not on the list ("Kívánságlistára: <name>"). */
  saveToWishListButton(productName: string) {
    const add = escapeRegExp(t(this.locale, 'account.wishList.add'));
    return this.page.getByRole('button', { name: new RegExp(`^${add}\\W+${escapeRegExp(productName)}$`) });
  }

  /**
   * Saves the product to the wish list and waits for the API's answer: while the post is under
   * way the button already shows the outcome, and leaving the page then would cancel the post.
   */
  async saveToWishList(productName: string) {
    const answered = this.page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().includes('wish-list'),
    );
    await this.saveToWishListButton(productName).click();
    await answered;
  }

  savedToWishListButton() {
    return this.page.getByRole('button', { name: t(this.locale, 'account.wishList.saved') });
  }
}
