import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { httpGet } from './http';
import { type RunningServer, startServer } from './server';

/*
 * Journeys that read their mails as a shopper does: a server of their own with the development
 * mailbox on (DEV_MAILBOX) and a mail directory of its own, and the newest link of a mail read
 * from `/dev/mail` (the list, then the message's source, quoted-printable and entities undone).
 */

/** Starts a server whose mails are written to a fresh directory and listed at /dev/mail. */
export function startMailboxServer(name: string): Promise<RunningServer> {
  return startServer({ env: { DEV_MAILBOX: 'true', MAIL_DIR: mkdtempSync(join(tmpdir(), `vag-e2e-${name}-`)) } });
}

/** A mail's source as its reader sees the text: quoted-printable soft breaks and escapes, HTML entities undone. */
function readable(source: string): string {
  return source
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The first link matching `link` in the newest mail to `email` (whose subject contains `subject`,
 * when given), waiting for the mail to arrive. `link` matches the whole URL, e.g.
 * /https?:\/\/[^\s"<]+\/verify-email\?[^\s"<]+/.
 */
export async function latestMailLink(
  server: RunningServer,
  email: string,
  link: RegExp,
  subject?: string,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const list = await httpGet(server.port, '/dev/mail');
        const row = list.body
          .split('<tr>')
          .find((line) => line.includes(`<td>${email}</td>`) && (!subject || line.includes(subject)));
        const file = row?.match(/href="(\/dev\/mail\/[^"]+)"/)?.[1];
        if (!file) return undefined;
        found = readable((await httpGet(server.port, file)).body).match(link)?.[0];
        return found;
      },
      { timeout: 15_000, interval: 300 },
    )
    .toBeTruthy();
  return found as string;
}

/** A link to `path` with its query, on any host and port: `/verify-email`, `/en/reset-password`. */
export const linkTo = (path: string) => new RegExp(`https?://[^\\s"<]+${path.replace(/\//g, '\\/')}\\?[^\\s"<]+`);
