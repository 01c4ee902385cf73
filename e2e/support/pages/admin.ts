import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { translator } from '../../../packages/admin/app/i18n/index';
import { DEMO_OWNER_TOTP_SECRET, DEMO_STAFF } from '../../../packages/api/src/db/demo/staff';
import { totpCode } from '../../../packages/api/src/modules/staff/staff.totp';

/** The back office on its own host (ADMIN_HOST's default): Chromium resolves *.localhost to loopback. */
export function adminUrl(path = '/'): string {
  return `http://admin.localhost:${inject('port')}${path}`;
}

export const adminText = translator('hu');

export const demoOwner = (() => {
  const owner = DEMO_STAFF.find((member) => member.role === 'owner');
  if (!owner) throw new Error('no demo owner');
  return owner;
})();

/** The code an authenticator app shows now for the demo owner's published secret. */
export const demoOwnerCode = () => totpCode(DEMO_OWNER_TOTP_SECRET);

/** The sign-in screen: e-mail and password, then the authenticator's code. */
export class AdminLoginPage {
  constructor(private readonly page: Page) {}

  async open() {
    return this.page.goto(adminUrl('/login'));
  }

  async submitPassword(email: string, password: string) {
    await this.page.getByLabel(adminText('email')).fill(email);
    await this.page.getByLabel(adminText('password'), { exact: true }).fill(password);
    await Promise.all([
      this.page.waitForURL(/\/(login|dashboard|totp-setup)/),
      this.page.getByRole('button', { name: adminText('continue') }).click(),
    ]);
  }

  async submitCode(code: string) {
    await this.page.getByLabel(adminText('code')).fill(code);
    await this.page.getByRole('button', { name: adminText('verify') }).click();
  }

  errorSummary() {
    return this.page.getByRole('alert');
  }
}
