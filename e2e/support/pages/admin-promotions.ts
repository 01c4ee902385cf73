import type { Page } from 'playwright-core';
import { adminUrl, adminText as t } from './admin';

/** The back office's coupon screens: the list, the new coupon's form, a coupon with its uses. */
export class AdminCouponsPage {
  constructor(private readonly page: Page) {}

  async openNew() {
    await this.page.goto(adminUrl('/coupons/new'));
    await this.page.getByRole('heading', { level: 1, name: t('coupon_newTitle') }).waitFor();
  }

  async fill(values: { code: string; kind: 'percentage' | 'fixed' | 'free_delivery'; value: string; site?: string }) {
    await this.page.getByLabel(t('coupon_code'), { exact: true }).fill(values.code);
    await this.page.getByLabel(t('coupon_kind'), { exact: true }).selectOption(values.kind);
    await this.page.getByLabel(t('coupon_value'), { exact: true }).fill(values.value);
    if (values.site) await this.page.getByLabel(t('coupon_site'), { exact: true }).selectOption(values.site);
  }

  async save() {
    await this.page.getByRole('button', { name: t('coupon_save') }).click();
  }

  /** The coupon's own screen, opened after a save: its heading names the code. */
  heading(code: string) {
    return this.page.getByRole('heading', { level: 1, name: t('coupon_editTitle', { code }) });
  }

  uses() {
    return this.page.getByRole('table', { name: t('coupon_redemptions') });
  }
}
