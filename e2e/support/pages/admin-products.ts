import type { Page } from 'playwright-core';
import { adminText as t } from './admin';

/** The back office's product list and editor (issue 21), by their labels. */
export class AdminProductsPage {
  constructor(private readonly page: Page) {}

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: t('product_search') }).fill(text);
    await Promise.all([this.page.waitForURL(/q=/), this.page.getByRole('button', { name: t('apply') }).click()]);
  }

  names() {
    return this.page.getByRole('table').getByRole('link').allTextContents();
  }

  async openNew() {
    await Promise.all([
      this.page.waitForURL(/\/products\/new/),
      this.page.getByRole('link', { name: t('product_new') }).click(),
    ]);
    await this.page.getByRole('heading', { level: 1, name: t('product_newTitle') }).waitFor();
  }

  /** A text field of one language's group (Magyar / Angol). */
  languageField(lang: 'hu' | 'en', label: string) {
    return this.page.getByRole('group', { name: t(`product_lang_${lang}`) }).getByLabel(label, { exact: true });
  }

  field(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }

  /** Ticks a sub category (its checkbox is labelled with its place in the tree) and makes it the default. */
  async chooseSubCategory(name: string) {
    await this.page.getByRole('checkbox', { name, exact: true }).check();
    await this.page.getByRole('radio', { name: t('product_categoryDefaultOf', { name }) }).check();
  }

  /** The first sub category the editor offers, by its label. */
  async firstSubCategoryName() {
    const label = await this.page
      .getByRole('group', { name: t('product_sectionCategories') })
      .getByRole('checkbox')
      .first();
    return (await label.evaluate((input) => input.parentElement?.textContent ?? '')).trim();
  }

  async create() {
    await Promise.all([
      this.page.waitForURL(/\/products\/\d+\?created=1/),
      this.page.getByRole('button', { name: t('product_create') }).click(),
    ]);
  }

  async save() {
    await this.page.getByRole('button', { name: t('product_save') }).click();
  }

  /** The storefront path of the product in Hungarian, as the editor shows it. */
  async hungarianPath() {
    return (
      (await this.page
        .getByRole('group', { name: t('product_lang_hu') })
        .locator('code')
        .textContent()) ?? ''
    );
  }

  /** Uploads an image in the media library's dialog; the upload is picked as the next picture. */
  async addPictureByUpload(file: { name: string; mimeType: string; buffer: Buffer }, alt: string) {
    await this.page.getByRole('button', { name: t('product_pictureAdd') }).click();
    const dialog = this.page.getByRole('dialog', { name: t('media_dialog_title') });
    await dialog.getByLabel(t('media_upload_file')).setInputFiles(file);
    await dialog.getByLabel(t('media_alt_hu')).fill(alt);
    await dialog.getByRole('button', { name: t('media_upload_submit') }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  /** Plans a promotion from `startsAt` (Budapest wall clock), open-ended. */
  async addPromotion(price: string, startsAt: string) {
    // A save before reloads the editor, which can draw the promotion form anew after it was
    // filled: fill and send it until the post leaves (a redrawn form sends nothing).
    await this.page.waitForLoadState('networkidle');
    const section = this.section(t('product_promotions'));
    for (let attempt = 1; ; attempt += 1) {
      await section.getByLabel(t('product_promotionPrice')).fill(price);
      await section.getByLabel(t('product_promotionStarts')).fill(startsAt);
      const posted = this.page
        .waitForRequest((request) => request.method() === 'POST', { timeout: 3_000 })
        .then(() => true)
        .catch(() => false);
      await section.getByRole('button', { name: t('product_promotionAdd') }).click();
      if ((await posted) || attempt === 3) return;
    }
  }

  /** Finds a product by its Hungarian name in the related section and picks it (plain forms: a search, then Add). */
  async pickRelated(name: string) {
    await this.page.waitForLoadState('networkidle');
    const section = this.section(t('product_sectionRelated'));
    await section.getByRole('searchbox', { name: t('product_relatedFind') }).fill(name);
    await Promise.all([
      this.page.waitForURL(/related_find=/),
      section.getByRole('button', { name: t('product_relatedFindButton') }).click(),
    ]);
    await section.getByRole('button', { name: t('product_relatedAddOf', { name }), exact: true }).click();
    await section
      .getByRole('table', { name: t('product_relatedPicks') })
      .getByRole('link', { name })
      .waitFor();
  }

  promotionRows() {
    return this.section(t('product_promotions'))
      .getByRole('row')
      .count()
      .then((rows) => Math.max(0, rows - 1));
  }

  /** The notice of the last write, or the error summary of a refused one. */
  async feedback() {
    const summary = this.page.getByRole('alert');
    if (await summary.count()) return summary.first().textContent();
    return this.notice().first().textContent();
  }

  notice() {
    return this.page.getByRole('status').filter({ hasNotText: /^$/ });
  }

  section(name: string) {
    return this.page.getByRole('region', { name, exact: true });
  }
}
