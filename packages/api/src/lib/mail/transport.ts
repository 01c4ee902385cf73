import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';

export interface OutgoingMail {
  /** The outbox id: names the .eml file and the Message-ID, so a receiver can drop a duplicate. */
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. a newsletter's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  /** How many messages it sends at once (`deliverDueMail`): an SMTP pool's connections. */
  readonly concurrency: number;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  from: string;
  /** smtp:// or smtps:// URL; without it messages become .eml files in `dir`. */
  smtpUrl?: string;
  dir: string;
}

function messageId(id: number, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return `<outbox-${id}@${domain}>`;
}

/**
 * Nodemailer loads with the first message, not at the server's start: the mail worker polls an
 * outbox that is empty most of the time (about 10 MB resident, issue 23's idle memory).
 */
function lazyTransporter(create: (nodemailer: typeof import('nodemailer')) => Transporter) {
  let transporter: Promise<Transporter> | undefined;
  return {
    get: () => {
      transporter ??= import('nodemailer').then(
        (module) => create(module.default),
        (error: unknown) => {
          transporter = undefined;
          throw error;
        },
      );
      return transporter;
    },
    close: () => void transporter?.then((created) => created.close()).catch(() => undefined),
  };
}

/** Nodemailer's own number of connections of a pool (`maxConnections`). */
const DEFAULT_POOL_CONNECTIONS = 5;

/**
 * The SMTP URL with a pool of connections unless it says otherwise (`?pool=false`): without one,
 * every message opened a connection of its own (TCP, TLS, EHLO, AUTH, QUIT), one message at a
 * time, a few a second to a provider: the confirmations of a sale day's orders fell behind them.
 * A pool keeps `maxConnections` open (`?maxConnections=N`, 5 by default) and sends on each.
 */
export function pooledSmtp(smtpUrl: string): { url: string; connections: number } {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  const pooled = url.searchParams.get('pool') === 'true';
  const connections = Number(url.searchParams.get('maxConnections')) || DEFAULT_POOL_CONNECTIONS;
  return { url: url.toString(), connections: pooled ? connections : 1 };
}

/** Nodemailer over SMTP when configured, otherwise a file transport for development (var/mail). */
export function createMailTransport({ from, smtpUrl, dir }: MailTransportOptions): MailTransport {
  if (smtpUrl) {
    const smtp = pooledSmtp(smtpUrl);
    const transporter = lazyTransporter((nodemailer) => nodemailer.createTransport(smtp.url, { from }));
    return {
      kind: 'smtp',
      concurrency: smtp.connections,
      async send(mail) {
        await (await transporter.get()).sendMail({ ...mail, from, messageId: messageId(mail.id, from) });
      },
      close: transporter.close,
    };
  }
  const transporter = lazyTransporter((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    kind: 'file',
    concurrency: 1,
    async send(mail) {
      const info = await (await transporter.get()).sendMail({ ...mail, from, messageId: messageId(mail.id, from) });
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFile(join(dir, `${stamp}-${mail.id}.eml`), info.message as Buffer, { flag: 'wx' });
    },
    close: transporter.close,
  };
}
