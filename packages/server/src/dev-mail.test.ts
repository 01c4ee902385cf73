import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mailKinds } from '@vag/api';
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

describe('/dev/mail previews (issue 18)', () => {
  const routes = devMailRoutes(join(tmpdir(), 'vag-devmail-none'));

  it('lists every kind of mail in both languages, the operators’ notice too', async () => {
    const list = await (await routes.request('/')).text();
    for (const kind of mailKinds) {
      for (const locale of ['hu', 'en']) {
        expect(list).toContain(`href="/dev/mail/preview/${kind}/${locale}"`);
        expect(list).toContain(`href="/dev/mail/preview/${kind}/${locale}/text"`);
      }
    }
    expect(list).toContain('/dev/mail/preview/operator_notification/hu');
    expect(await (await routes.request('/preview')).text()).toContain('/dev/mail/preview/verify_email/en/text');
  });

  it('shows a kind’s HTML as sent and its plain text, and nothing for an unknown kind or language', async () => {
    const html = await routes.request('/preview/order_confirmation/en');
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    const body = await html.text();
    expect(body).toContain('<html lang="en"');
    expect(body).toContain('Dear Anna,');
    expect(body).toContain('Arcszérum &#34;Ragyogás&#34; 30 ml');
    const text = await routes.request('/preview/order_confirmation/hu/text');
    expect(text.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await text.text()).toContain('Kedves Anna!\n');
    expect((await routes.request('/preview/no_such_mail/hu')).status).toBe(404);
    expect((await routes.request('/preview/verify_email/de')).status).toBe(404);
  });

  it('is mounted only in development or with DEV_MAILBOX=true, never in production by default', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_MAILBOX: 'false' }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).devMailbox).toBe(true);
  });
});
