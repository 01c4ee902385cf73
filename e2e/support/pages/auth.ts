import type { Page } from 'playwright-core';
import { apiMessage, containing, type Locale, startingWith, t } from '../texts';

/*
 * The sign-in screens: each is one card, a region named by its heading, so that the footer's
 * newsletter form (an e-mail field too) is never taken for theirs.
 */

type Key = Parameters<typeof t>[1];

class AuthScreen {
  constructor(
    readonly page: Page,
    readonly locale: Locale,
    private readonly title: Key,
  ) {}

  card() {
    return this.page.getByRole('region', { name: t(this.locale, this.title), exact: true });
  }

  protected field(key: Key) {
    return this.card().getByLabel(t(this.locale, key), { exact: true });
  }

  protected button(key: Key) {
    return this.card().getByRole('button', { name: t(this.locale, key), exact: true });
  }

  /** What the form says of a refused post, kept after the toast has faded. */
  alert() {
    return this.card().getByRole('alert');
  }
}

export class LoginPage extends AuthScreen {
  constructor(page: Page, locale: Locale) {
    super(page, locale, 'account.login.title');
  }

  email() {
    return this.field('account.field.email');
  }

  password() {
    return this.field('account.field.password');
  }

  async login(email: string, password: string) {
    await this.email().fill(email);
    await this.password().fill(password);
    await this.button('account.login.submit').click();
  }

  /** The notice of the sign-in page a deleted account lands on. */
  deletedNotice() {
    return this.page.getByText(t(this.locale, 'account.login.deleted'));
  }
}

export interface Registration {
  lastName: string;
  firstName: string;
  email: string;
  phone: string;
  password: string;
}

export class RegisterPage extends AuthScreen {
  constructor(page: Page, locale: Locale) {
    super(page, locale, 'account.register.title');
  }

  lastName() {
    return this.field('account.field.lastName');
  }

  /** The mobile number's label may carry the "optional" mark after it. */
  phone() {
    return this.card().getByLabel(startingWith(t(this.locale, 'account.field.phone')));
  }

  async fill(person: Registration) {
    await this.lastName().fill(person.lastName);
    await this.field('account.field.firstName').fill(person.firstName);
    await this.field('account.field.email').fill(person.email);
    await this.phone().fill(person.phone);
    await this.field('account.field.password').fill(person.password);
    await this.field('account.field.passwordConfirmation').fill(person.password);
  }

  /** A legal page's link in the terms' label, named with its "opens in a new tab". */
  termsLink() {
    return this.legalLink('account.register.termsLink');
  }

  privacyLink() {
    return this.legalLink('account.register.privacyLink');
  }

  private legalLink(key: Key) {
    const name = `${t(this.locale, key)} ${t(this.locale, 'commerce.legal.newTab')}`;
    return this.card().getByRole('link', { name, exact: true });
  }

  async acceptTerms() {
    await this.card()
      .getByLabel(containing(t(this.locale, 'account.register.termsLink')))
      .check();
  }

  async askForProfessionalAccount() {
    await this.card().getByLabel(t(this.locale, 'account.register.isProfessional'), { exact: true }).check();
  }

  /** The proof of conduct's file field, shown once a professional account is asked for. */
  proofOfConduct() {
    return this.card().getByLabel(startingWith(t(this.locale, 'account.field.proofOfConduct')));
  }

  async submit() {
    await this.button('account.register.submit').click();
  }
}

export class ForgotPasswordPage extends AuthScreen {
  constructor(page: Page, locale: Locale) {
    super(page, locale, 'account.forgot.title');
  }

  async requestLink(email: string) {
    await this.field('account.field.email').fill(email);
    await this.button('account.forgot.submit').click();
  }

  /** The answer, the same whether the address is registered or not. */
  sentNotice() {
    return this.page.getByRole('status').filter({ hasText: apiMessage(this.locale, 'reset_link_sent') });
  }
}

export class ResetPasswordPage extends AuthScreen {
  constructor(page: Page, locale: Locale) {
    super(page, locale, 'account.reset.title');
  }

  email() {
    return this.field('account.field.email');
  }

  async setPassword(password: string) {
    await this.field('account.field.newPassword').fill(password);
    await this.field('account.field.passwordConfirmation').fill(password);
    await this.button('account.reset.submit').click();
  }

  async toLogin() {
    await this.page.getByRole('link', { name: t(this.locale, 'account.reset.toLogin'), exact: true }).click();
  }
}
