import type { Locator, Page } from 'playwright-core';
import { adminText as t } from './admin';

/** The back office's media library (issue 21) and the rich-text editor's image dialog, by their labels. */
export class AdminMediaPage {
  constructor(private readonly page: Page) {}

  async upload(file: string, alt: { hu?: string; en?: string } = {}) {
    const form = this.page.getByRole('region', { name: t('media_upload') });
    await form.getByLabel(t('media_upload_file')).setInputFiles(file);
    if (alt.hu !== undefined) await form.getByLabel(t('media_alt_hu')).fill(alt.hu);
    if (alt.en !== undefined) await form.getByLabel(t('media_alt_en')).fill(alt.en);
    await form.getByRole('button', { name: t('media_upload_submit') }).click();
    await this.page
      .getByRole('status')
      .filter({ hasText: t('media_uploaded') })
      .waitFor();
  }

  /** An image's card in the grid, by its file name. */
  card(name: string): Locator {
    return this.page.getByRole('listitem').filter({ has: this.page.getByRole('heading', { level: 3, name }) });
  }

  async setAlt(name: string, alt: { hu?: string; en?: string }) {
    const form = this.card(name).getByRole('form', { name: t('media_edit_of', { name }) });
    if (alt.hu !== undefined) await form.getByLabel(t('media_alt_hu')).fill(alt.hu);
    if (alt.en !== undefined) await form.getByLabel(t('media_alt_en')).fill(alt.en);
    await form.getByRole('button', { name: t('media_alt_save') }).click();
    await this.card(name)
      .getByRole('status')
      .filter({ hasText: t('media_saved') })
      .waitFor();
  }

  altOf(name: string, language: 'hu' | 'en') {
    return this.card(name)
      .getByLabel(t(`media_alt_${language}`))
      .inputValue();
  }

  /** Whether the card's thumbnail really loaded (served by /img/ on the admin host). */
  thumbnailLoaded(name: string) {
    return this.card(name)
      .getByRole('img')
      .evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0);
  }
}

/** The rich-text editor of a form, by its label. */
export class RichTextField {
  constructor(
    private readonly page: Page,
    private readonly label: string,
  ) {}

  editable() {
    return this.page.getByRole('textbox', { name: this.label, exact: true }).first();
  }

  /** The field's own toolbar; of a form with one editor per language under the same label, the first (Hungarian). */
  toolbar() {
    return this.page
      .locator('.rich-text')
      .filter({ has: this.page.getByText(this.label, { exact: true }) })
      .first()
      .getByRole('toolbar', { name: t('rte_toolbar') });
  }

  /** Opens the media library from the toolbar: the dialog, once its first page is there. */
  async openLibrary() {
    await this.toolbar()
      .getByRole('button', { name: t('rte_image') })
      .click();
    const dialog = this.page.getByRole('dialog', { name: t('media_dialog_title') });
    await dialog.getByRole('list').waitFor();
    return dialog;
  }

  /** Picks the image with this alt text (or file name) in the open library. */
  async pick(name: string) {
    const dialog = this.page.getByRole('dialog', { name: t('media_dialog_title') });
    await dialog.getByRole('button', { name: t('media_choose_of', { name }) }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
}
