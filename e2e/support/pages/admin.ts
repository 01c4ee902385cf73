import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STAFF_TOTP_PERIOD_S } from '@vag/domain';
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

const PERIOD_MS = STAFF_TOTP_PERIOD_S * 1000;
/** The last time step whose code a journey of this run used (the journeys run one after another). */
const lastStepFile = () => join(tmpdir(), `vag-e2e-owner-totp-${inject('port')}`);

/**
 * A code for the demo owner's published secret that no journey of this run used yet. The back
 * office takes each step's code once (a replay is refused) and one step of drift either way, and
 * journeys sign the owner in often: a second sign-in within 30 s takes the next step's code, and
 * only a third one waits for the clock.
 */
export async function demoOwnerCode(): Promise<string> {
  const last = Number(await readFile(lastStepFile(), 'utf8').catch(() => '0'));
  const step = Math.max(Math.floor(Date.now() / PERIOD_MS), last + 1);
  const wait = (step - 1) * PERIOD_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 500));
  await writeFile(lastStepFile(), String(step));
  return totpCode(DEMO_OWNER_TOTP_SECRET, step * PERIOD_MS + PERIOD_MS / 2);
}

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
