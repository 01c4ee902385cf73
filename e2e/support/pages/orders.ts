import { AccountPage } from './account';

/** The order history: one row per order, newest first, each linked by its number. */
export class OrdersPage extends AccountPage {
  /** The orders' rows (the header row holds column headers, not cells). */
  rows() {
    return this.main
      .getByRole('table')
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell') });
  }

  row(orderNumber: string) {
    return this.rows().filter({ hasText: orderNumber });
  }

  async open(orderNumber: string) {
    await this.main.getByRole('link', { name: orderNumber, exact: true }).click();
  }
}

/** One order of the history: what was bought, and paying again or ordering again. */
export class OrderPage extends AccountPage {
  payAgainButton() {
    return this.main.getByRole('button', { name: this.text('account.orders.repay'), exact: true });
  }

  reorderButton() {
    return this.main.getByRole('button', { name: this.text('account.orders.reorder'), exact: true });
  }
}
