import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { devMailRoutes } from './dev-mail';
import { repoRoot } from './paths';

describe('account configuration', () => {
  it('defaults: mail and uploads under var/, site URLs on the port, cookies Secure over HTTPS only', () => {
    const config = loadConfig({ PORT: '8080' });
    expect(config).toMatchObject({
      mailDir: `${repoRoot}var/mail`,
      uploadDir: `${repoRoot}var/uploads`,
      siteUrls: { shop: 'http://vagheggi.localhost:8080', academy: 'http://localhost:8080' },
      cookieSecure: 'auto',
      devMailbox: false,
      MAIL_WORKER: true,
    });
    expect(loadConfig({ NODE_ENV: 'development' }).devMailbox).toBe(true);
    expect(loadConfig({ COOKIE_SECURE: 'true', DEV_MAILBOX: 'true' })).toMatchObject({
      cookieSecure: true,
      devMailbox: true,
    });
  });

  it('refuses an SMTP URL of another scheme', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465' }).SMTP_URL).toBe(
      'smtps://u:p@mail.example.com:465',
    );
  });
});

describe('/dev/mail', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vag-devmail-'));
    await writeFile(
      join(dir, '2026-01-01T00-00-00-000Z-1.eml'),
      'To: anna@example.hu\r\nSubject: =?UTF-8?Q?Jelsz=C3=B3_<b>?=\r\nDate: Thu, 01 Jan 2026 00:00:00 +0000\r\n\r\nbody <script>',
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('lists the messages and shows one, escaped', async () => {
    const routes = devMailRoutes(dir);
    const list = await (await routes.request('/')).text();
    expect(list).toContain('anna@example.hu');
    expect(list).toContain('Jelszó &#60;b&#62;');
    const message = await routes.request('/2026-01-01T00-00-00-000Z-1.eml');
    expect(await message.text()).toContain('body &#60;script&#62;');
    expect((await routes.request('/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});
