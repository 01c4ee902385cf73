import { listMailbox, mailKinds, readMailboxMessage, renderSample } from '@vag/api';
import type { Locale } from '@vag/domain';
import { Hono } from 'hono';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:2rem;color:#1f1f1f}table{border-collapse:collapse;width:100%}
td,th{padding:.4rem .6rem;border-bottom:1px solid #ddd;text-align:left}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}</style>
</head><body>${body}</body></html>`;

const locales: Locale[] = ['hu', 'en'];
const isLocale = (value: string): value is Locale => (locales as string[]).includes(value);

/** Every mail kind in both languages, rendered from the sample data (`@vag/api` mailSamples). */
function previewTable(): string {
  const rows = mailKinds
    .map((kind) => {
      const cells = locales
        .map((locale) => {
          const base = `/dev/mail/preview/${encodeURIComponent(kind)}/${locale}`;
          return `<td><a href="${base}">${escapeHtml(renderSample(kind, locale).subject)}</a> · <a href="${base}/text">text</a></td>`;
        })
        .join('');
      return `<tr><td><code>${escapeHtml(kind)}</code></td>${cells}</tr>`;
    })
    .join('');
  return `<h2 id="previews">Every mail, from the sample data</h2>
<table><thead><tr><th>Kind</th><th>Magyar</th><th>English</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/**
 * /dev/mail: the messages the file transport wrote (var/mail), newest first, and a preview of
 * every kind of mail in both languages, for development and demos without SMTP. Mounted only
 * when NODE_ENV=development or DEV_MAILBOX=true (config.devMailbox), never otherwise.
 */
export function devMailRoutes(mailDir: string) {
  const routes = new Hono();
  routes.get('/', async (c) => {
    const entries = await listMailbox(mailDir);
    const rows = entries
      .map(
        (entry) =>
          `<tr><td>${escapeHtml(entry.date)}</td><td>${escapeHtml(entry.to)}</td><td><a href="/dev/mail/${encodeURIComponent(entry.file)}">${escapeHtml(entry.subject || '(no subject)')}</a></td></tr>`,
      )
      .join('');
    c.header('Cache-Control', 'no-store');
    return c.html(
      page(
        'Development mailbox',
        `<h1>Development mailbox</h1><p>${entries.length} message(s) in ${escapeHtml(mailDir)}</p>
<table><thead><tr><th>Date</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>
<p><a href="#previews">Previews of every mail</a></p>${previewTable()}`,
      ),
    );
  });
  routes.get('/preview', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(page('Mail previews', `<p><a href="/dev/mail">← all messages</a></p>${previewTable()}`));
  });
  // The HTML part as it would be sent, and its plain-text part.
  for (const part of ['html', 'text'] as const) {
    routes.get(part === 'html' ? '/preview/:kind/:locale' : '/preview/:kind/:locale/text', (c) => {
      const { kind, locale } = c.req.param();
      const known = mailKinds.find((candidate) => candidate === kind);
      if (!known || !isLocale(locale)) return c.notFound();
      const mail = renderSample(known, locale);
      c.header('Cache-Control', 'no-store');
      return part === 'text' ? c.text(mail.text) : c.html(mail.html);
    });
  }
  routes.get('/:file', async (c) => {
    const source = await readMailboxMessage(mailDir, c.req.param('file'));
    if (source === undefined) return c.notFound();
    c.header('Cache-Control', 'no-store');
    return c.html(
      page(c.req.param('file'), `<p><a href="/dev/mail">← all messages</a></p><pre>${escapeHtml(source)}</pre>`),
    );
  });
  return routes;
}
