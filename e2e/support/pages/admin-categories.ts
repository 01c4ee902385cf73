import type { Page } from 'playwright-core';
import { adminUrl, adminText as t } from './admin';

/**
 * The back office's category tree (issue 21): rows by name, their move buttons and the editor
 * beside them. The shop's screen by default; the academy's training categories share its pieces.
 */
export class AdminCategoriesPage {
  constructor(
    private readonly page: Page,
    private readonly screen = { path: '/categories?site=shop', title: t('category_title') },
  ) {}

  async open() {
    await this.page.goto(adminUrl(this.screen.path));
    await this.heading().waitFor();
  }

  heading() {
    return this.page.getByRole('heading', { level: 1, name: this.screen.title });
  }

  /** The tree's category names in reading order (every level). */
  names() {
    return this.page.locator('.category-tree .category-name strong').allInnerTexts();
  }

  async edit(name: string) {
    await this.page.getByRole('link', { name: t('category_edit_of', { name }) }).click();
    await this.page.getByRole('heading', { level: 2, name: new RegExp(name) }).waitFor();
  }

  /** A field of the editor in one language's group ('hu' or 'en'). */
  field(locale: 'hu' | 'en', label: string) {
    const group = this.page.getByRole('group', { name: t(locale === 'hu' ? 'category_lang_hu' : 'category_lang_en') });
    return group.getByLabel(label, { exact: true });
  }

  /** Saves and waits for the tree's notice (the editor closes on success). */
  async save() {
    await this.page.getByRole('button', { name: t('category_save'), exact: true }).click();
    await this.page
      .getByRole('status')
      .filter({ hasText: t('category_saved') })
      .waitFor();
  }

  async moveUp(name: string) {
    const before = await this.names();
    await this.page.getByRole('button', { name: t('category_move_up', { name }) }).click();
    await this.page.waitForFunction(
      (previous) =>
        [...document.querySelectorAll('.category-tree .category-name strong')]
          .map((node) => node.textContent)
          .join('|') !== previous,
      before.join('|'),
    );
  }
}
