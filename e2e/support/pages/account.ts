import type { Page } from 'playwright-core';
import { escapeRegExp, type Locale, startingWith, t } from '../texts';

type Key = Parameters<typeof t>[1];

/** The account area's frame: its menu, its notices, the toasts, and the screen in its main content. */
export class AccountPage {
  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {}

  protected get main() {
    return this.page.getByRole('main');
  }

  protected text(key: Key, params?: Record<string, string | number>) {
    return t(this.locale, key, params);
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  nav() {
    return this.page.getByRole('navigation', { name: this.text('account.nav.label'), exact: true });
  }

  async signOut() {
    await this.nav()
      .getByRole('button', { name: this.text('account.nav.logout'), exact: true })
      .click();
  }

  /** A notice of the account layout (`?notice=`), by its catalogue key. */
  notice(key: Key) {
    return this.page.getByRole('status').filter({ hasText: this.text(key) });
  }

  /** The messages the toasts show now (they fade after a while). */
  async toasts(): Promise<string> {
    const close = this.page.getByRole('button', { name: this.text('toast.close'), exact: true });
    const toaster = this.page.getByRole('status').filter({ has: close });
    return (await toaster.getByRole('paragraph').allTextContents()).join(' ');
  }

  /** A field of the screen, by its label. */
  field(key: Key) {
    return this.main.getByLabel(this.text(key), { exact: true });
  }

  protected button(key: Key) {
    return this.main.getByRole('button', { name: this.text(key), exact: true });
  }
}

/** The profile (the shop's account home, `/account/edit` on the academy). */
export class ProfilePage extends AccountPage {
  /** The mobile number's label may carry the "optional" mark after it. */
  phone() {
    return this.main.getByLabel(startingWith(this.text('account.field.phone')));
  }

  async save() {
    await this.button('account.profile.submit').click();
  }
}

export class ChangePasswordPage extends AccountPage {
  currentPassword() {
    return this.field('account.field.currentPassword');
  }

  async change(current: string, next: string) {
    await this.currentPassword().fill(current);
    await this.field('account.field.newPassword').fill(next);
    await this.field('account.field.passwordConfirmation').fill(next);
    await this.button('account.password.submit').click();
  }
}

export class DeleteAccountPage extends AccountPage {
  async confirmConsequences() {
    await this.main.getByLabel(this.text('account.delete.confirm'), { exact: true }).check();
  }

  async deleteWithPassword(password: string) {
    await this.field('account.field.password').fill(password);
    await this.button('account.delete.submit').click();
  }
}

export class WishListPage extends AccountPage {
  product(name: string) {
    return this.main.getByRole('heading', { name });
  }

  async remove(productName: string) {
    const remove = escapeRegExp(this.text('account.wishList.remove'));
    await this.main.getByRole('button', { name: new RegExp(`^${remove}\\W+${escapeRegExp(productName)}$`) }).click();
  }

  emptyNotice() {
    return this.page.getByText(this.text('account.wishList.empty'));
  }
}

/** The balances screen: one card per balance the user's role has, then the movements. */
export class VirtualBalancePage extends AccountPage {
  balanceCard(key: 'balance.global' | 'balance.marketing') {
    return this.main.getByRole('heading', { name: this.text(key), level: 2 });
  }
}
