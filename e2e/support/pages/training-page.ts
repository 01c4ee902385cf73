import type { Page } from 'playwright-core';
import { type Locale, messagePattern, startingWith, t } from '../texts';

/** A training's page on the academy: its date selector, the seats in the cart, its list of dates. */
export class TrainingPage {
  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {}

  /** Classroom or online; only a training held both ways asks it. */
  location() {
    return this.page.getByLabel(t(this.locale, 'academy.selector.location'), { exact: true });
  }

  date() {
    return this.page.getByLabel(t(this.locale, 'academy.selector.date'), { exact: true });
  }

  /** The dates offered, as labelled, without the leading "choose a date". */
  async dateOptions(): Promise<string[]> {
    return (await this.date().getByRole('option').allTextContents()).slice(1);
  }

  async selectedDate() {
    return this.date().getByRole('option', { selected: true }).textContent();
  }

  /** The chosen date's free seats, as the selector states them ("… · Szabad helyek: 7"). */
  async seatsLeft(): Promise<number> {
    const pattern = messagePattern(t(this.locale, 'academy.selector.seatsLeft'), { count: '(\\d+)' });
    const text = (await this.page.getByText(pattern).textContent()) ?? '';
    const seats = pattern.exec(text)?.[1];
    if (seats === undefined) throw new Error(`no seat count in "${text}"`);
    return Number(seats);
  }

  /** The list of dates below the description. */
  dates() {
    return this.page.getByRole('region', { name: t(this.locale, 'academy.training.dates'), exact: true });
  }

  /** A date's row in the list, by the label the selector shows for it. */
  listRow(label: string) {
    return this.dates().getByRole('listitem').filter({ hasText: label });
  }

  addButton() {
    return this.page.getByRole('button', { name: t(this.locale, 'academy.selector.add'), exact: true });
  }

  addedPopup() {
    return this.page.getByRole('dialog', { name: t(this.locale, 'commerce.popup.addedTitle') });
  }

  /** One more participant on the date in the cart. */
  async addParticipant() {
    await this.page
      .getByRole('button', { name: messagePattern(t(this.locale, 'academy.selector.increase'), { name: '.+' }) })
      .click();
  }

  /** Fewer participants: a minus above one, the trash (remove from the cart) at one. */
  decreaseButton() {
    return this.page.getByRole('button', {
      name: messagePattern(t(this.locale, 'academy.selector.decrease'), { name: '.+' }),
    });
  }

  removeButton() {
    return this.page.getByRole('button', {
      name: messagePattern(t(this.locale, 'academy.selector.remove'), { name: '.+' }),
    });
  }

  /** How many participants the cart holds for the date. */
  participants() {
    return this.page.getByRole('status', { name: t(this.locale, 'academy.selector.participants'), exact: true });
  }

  /** The header's cart link ("Kosár: A kosár üres"). */
  headerCart() {
    return this.page
      .getByRole('banner')
      .getByRole('link', { name: startingWith(`${t(this.locale, 'header.cart')}: `) });
  }
}
