import { listMailbox, readMailboxMessage } from '@vag/api';
import { Hono } from 'hono';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:2rem;color:#1f1f1f}table{border-collapse:collapse;width:100%}
td,th{padding:.4rem .6rem;border-bottom:1px solid #ddd;text-align:left}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}</style>
</head><body>${body}</body></html>`;

/**
 * /dev/mail: the messages the file transport wrote (var/mail), newest first, for development
 * and demos without SMTP. Mounted only when NODE_ENV=development or DEV_MAILBOX=true.
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
<table><thead><tr><th>Date</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`,
      ),
    );
  });
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
