import type { Locator, Page } from 'playwright-core';
import { type Locale, messagePattern, t } from '../texts';

/** A date's waiting-list form in the training page's list of dates (issue 24). */
export class WaitingListForm {
  constructor(
    readonly row: Locator,
    readonly locale: Locale,
  ) {}

  /** The disclosure's summary: "notify me" on a full date. */
  async open() {
    await this.row.getByText(t(this.locale, 'waitingList.join.open'), { exact: true }).click();
    await this.name().waitFor();
  }

  name() {
    return this.row.getByLabel(t(this.locale, 'waitingList.join.name'), { exact: true });
  }

  email() {
    return this.row.getByLabel(t(this.locale, 'waitingList.join.email'), { exact: true });
  }

  seats() {
    return this.row.getByLabel(t(this.locale, 'waitingList.join.seats'), { exact: true });
  }

  consent() {
    return this.row.getByRole('checkbox', { name: t(this.locale, 'waitingList.join.consent') });
  }

  async fill(person: { name: string; email: string; seats: number }) {
    await this.name().fill(person.name);
    await this.email().fill(person.email);
    await this.seats().selectOption(String(person.seats));
    await this.consent().check();
  }

  async submit() {
    await this.row.getByRole('button', { name: t(this.locale, 'waitingList.join.submit'), exact: true }).click();
  }

  /** The answer once on the list: the API's sentence and the place in line. */
  answer() {
    return this.row.getByRole('status');
  }

  position(position: number) {
    return this.row.getByText(t(this.locale, 'waitingList.join.position', { position }), { exact: true });
  }
}

/** An entry's own page, opened by its mail's link. */
export class WaitingListEntryPage {
  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {}

  /** The state's badge, the heading of the page's one panel. */
  state() {
    return this.page.getByRole('main').getByRole('heading', { level: 2 });
  }

  position(position: number) {
    return this.page.getByText(t(this.locale, 'waitingList.waiting.position', { position }), { exact: true });
  }

  /** "Places have freed up: we are keeping 1 for you until 2026.12.01. 10:00." */
  offer() {
    return this.page.getByText(
      messagePattern(t(this.locale, 'waitingList.offered.text'), {
        count: '\\d+',
        time: '\\d{4}\\.\\d{2}\\.\\d{2}\\. \\d{2}:\\d{2}',
      }),
    );
  }

  accept() {
    return this.page.getByRole('button', { name: t(this.locale, 'waitingList.offered.accept'), exact: true });
  }

  leave() {
    return this.page.getByRole('button', { name: t(this.locale, 'waitingList.waiting.leave'), exact: true });
  }
}
