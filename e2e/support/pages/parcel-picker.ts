import type { Page } from 'playwright-core';
import { type Locale, t } from '../texts';

/** Step 2's GLS point picker: the search, what it says it found, and the points as radios. */
export class ParcelPicker {
  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {}

  group() {
    return this.page
      .getByRole('main')
      .getByRole('group', { name: t(this.locale, 'commerce.parcel.title'), exact: true });
  }

  search() {
    return this.group().getByLabel(t(this.locale, 'commerce.parcel.search'), { exact: true });
  }

  status() {
    return this.group().getByRole('status');
  }

  points() {
    return this.group().getByRole('radio');
  }

  /** Each listed point as the shopper reads it: its whole text, and the distance it shows in km. */
  async listed(): Promise<{ text: string; km: number }[]> {
    const texts = await this.group().getByRole('listitem').allTextContents();
    return texts.map((text) => {
      const shown = /(<\s*)?(\d+(?:[,.]\d+)?) km/.exec(text);
      return { text, km: shown?.[2] ? Number(shown[2].replace(',', '.')) - (shown[1] ? 0.05 : 0) : Number.NaN };
    });
  }
}
