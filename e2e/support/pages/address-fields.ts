import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { type Locale, t } from '../texts';

/** An address as the shopper types it; the settlement comes from the zip code. */
export interface AddressInput {
  zipcode?: string;
  /** Typed only for a zip code the list does not know (issue 22): the field opens for it. */
  city?: string;
  street?: string;
  /** A street type as the list names it (reference data of the API: "utca", "út", "square"). */
  streetType?: string;
  number?: string;
}

/**
 * The fields of one address (the address book's form, the checkout's delivery or billing
 * address), inside the group or form that holds them.
 */
export class AddressFields {
  constructor(
    readonly scope: Locator,
    readonly locale: Locale,
  ) {}

  private field(key: Parameters<typeof t>[1]) {
    return this.scope.getByLabel(t(this.locale, key), { exact: true });
  }

  zipcode() {
    return this.field('account.address.zipcode');
  }
  city() {
    return this.field('account.address.city');
  }
  street() {
    return this.field('account.address.street');
  }
  streetType() {
    return this.field('account.address.streetType');
  }
  number() {
    return this.field('account.address.number');
  }

  /** Fills what is given; fields left out keep what they hold. */
  async fill(address: AddressInput) {
    if (address.zipcode !== undefined) await this.zipcode().fill(address.zipcode);
    // Filling waits until the looked-up code leaves the settlement field open to typing.
    if (address.city !== undefined) await this.city().fill(address.city);
    if (address.street !== undefined) await this.street().fill(address.street);
    if (address.streetType !== undefined) await this.streetType().selectOption({ label: address.streetType });
    if (address.number !== undefined) await this.number().fill(address.number);
  }

  /** The settlement looked up from the zip code: the form cannot be sent before it is known. */
  async waitForSettlement() {
    await expect.poll(() => this.city().inputValue()).not.toBe('');
  }
}
