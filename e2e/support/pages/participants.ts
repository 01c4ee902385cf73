import type { Page } from 'playwright-core';
import { type Locale, t } from '../texts';

/*
 * Who attends each seat (issue 18): the academy checkout's participants step and the page by
 * payment key (/resztvevok/<key>) that the thank-you page and the confirmation mail link to.
 */

export interface Attendee {
  birthPlace: string;
  /** YYYY-MM-DD */
  birthDate: string;
  /** The education level's name as the list shows it. */
  education: string;
}

const seatName = (locale: Locale, n: number) => t(locale, 'participants.seat').replace('{n}', String(n));

/** The checkout step between payment and summary (academy only). */
export class CheckoutParticipantsPage {
  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {}

  private get main() {
    return this.page.getByRole('main');
  }

  async reached() {
    await this.page
      .getByRole('heading', { level: 1, name: t(this.locale, 'participants.step'), exact: true })
      .waitFor();
  }

  /** The `n`-th seat of the page (seats are numbered per date; the page lists them in the cart's order). */
  seat(index: number) {
    return this.main
      .getByRole('group')
      .filter({ has: this.page.locator('legend') })
      .nth(index);
  }

  async buyerAttends(index: number) {
    await this.seat(index)
      .getByRole('button', { name: t(this.locale, 'participants.buyerAttends'), exact: true })
      .click();
  }

  later(index: number) {
    return this.seat(index).getByLabel(t(this.locale, 'participants.later'), { exact: true });
  }

  field(index: number, key: Parameters<typeof t>[1]) {
    return this.seat(index).getByLabel(t(this.locale, key), { exact: true });
  }

  async fillRest(index: number, attendee: Attendee) {
    await this.field(index, 'account.participants.birthPlace').fill(attendee.birthPlace);
    await this.field(index, 'account.participants.birthDate').fill(attendee.birthDate);
    await this.field(index, 'account.participants.education').selectOption({ label: attendee.education });
  }

  async next() {
    await this.main.getByRole('button', { name: t(this.locale, 'participants.continue'), exact: true }).click();
  }

  /** Every seat left to be named later (journeys about something else pass the step so). */
  async leaveAllForLater() {
    await this.reached();
    const seats = await this.main.getByLabel(t(this.locale, 'participants.later'), { exact: true }).all();
    for (const checkbox of seats) await checkbox.check();
    await this.next();
  }
}

/** The participants form by payment key. */
export class KeyParticipantsPage {
  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {}

  private get main() {
    return this.page.getByRole('main');
  }

  async reached() {
    await this.page
      .getByRole('heading', { level: 1, name: t(this.locale, 'participants.pageTitle'), exact: true })
      .waitFor();
  }

  /** The form of an unnamed seat, by its number on the date. */
  seatForm(n: number) {
    return this.main.locator('form').filter({
      has: this.page.getByRole('heading', { level: 3, name: seatName(this.locale, n), exact: true }),
    });
  }

  async name(n: number, person: { lastName: string; firstName: string; email: string; phone: string } & Attendee) {
    const form = this.seatForm(n);
    const field = (key: Parameters<typeof t>[1]) => form.getByLabel(t(this.locale, key), { exact: true });
    await field('account.field.lastName').fill(person.lastName);
    await field('account.field.firstName').fill(person.firstName);
    await field('account.field.email').fill(person.email);
    await field('account.field.phone').fill(person.phone);
    await field('account.participants.birthPlace').fill(person.birthPlace);
    await field('account.participants.birthDate').fill(person.birthDate);
    await field('account.participants.education').selectOption({ label: person.education });
    await form.getByRole('button', { name: t(this.locale, 'participants.save'), exact: true }).click();
  }

  allNamedNotice() {
    return this.main.getByText(t(this.locale, 'participants.allNamed'), { exact: true });
  }
}
