import type { Page } from 'playwright-core';
import { adminText as t } from './admin';

/** The back office's customer list and a customer's page (issue 20), by their labels. */
export class AdminCustomersPage {
  constructor(private readonly page: Page) {}

  /** Searches the list and keeps the filters in the URL, as a GET form does. */
  async search(text: string, professionalStatus?: string) {
    await this.page.getByRole('searchbox', { name: t('customersSearch') }).fill(text);
    if (professionalStatus) {
      await this.page.getByRole('combobox', { name: t('customerProfessional') }).selectOption(professionalStatus);
    }
    await Promise.all([this.page.waitForURL(/q=/), this.page.getByRole('button', { name: t('apply') }).click()]);
  }

  names() {
    return this.page.getByRole('table').getByRole('link').allTextContents();
  }

  async openCustomer(name: string) {
    await Promise.all([
      this.page.waitForURL(/\/customers\/\d+/),
      this.page.getByRole('table').getByRole('link', { name }).click(),
    ]);
    await this.page.getByRole('heading', { level: 1, name }).waitFor();
  }

  section(name: string) {
    return this.page.getByRole('region', { name });
  }

  /** The confirmation an action answered with (role status) once the page is back. */
  notice() {
    return this.page.getByRole('status');
  }
}
