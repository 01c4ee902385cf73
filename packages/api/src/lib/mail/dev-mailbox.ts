import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/*
 * The development mailbox: the .eml files the file transport wrote, for /dev/mail. Only the
 * server's development mode (or DEV_MAILBOX=true) exposes it.
 */

export interface MailboxEntry {
  file: string;
  to: string;
  subject: string;
  date: string;
}

const FILE_NAME = /^[\w-]+\.eml$/;

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`): Hungarian subjects use them. */
function decodeWords(value: string): string {
  return value.replace(/=\?([\w-]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_whole, _charset, encoding: string, text: string) => {
    if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
    const bytes = text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => `%${hex}`);
    try {
      return decodeURIComponent(bytes);
    } catch {
      return text;
    }
  });
}

function header(source: string, name: string): string {
  const head = source.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const match = new RegExp(`^${name}:\\s*((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return match?.[1] ? decodeWords(match[1].replace(/\r?\n[ \t]+/g, ' ')).trim() : '';
}

export async function listMailbox(dir: string, limit = 100): Promise<MailboxEntry[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => FILE_NAME.test(file));
  const newest = files.sort().reverse().slice(0, limit);
  return Promise.all(
    newest.map(async (file) => {
      const source = (await readFile(join(dir, file), 'utf8')).slice(0, 16_384);
      return { file, to: header(source, 'To'), subject: header(source, 'Subject'), date: header(source, 'Date') };
    }),
  );
}

/** One message's source, or undefined for a name that is not a mailbox file (no path tricks). */
export async function readMailboxMessage(dir: string, file: string): Promise<string | undefined> {
  if (!FILE_NAME.test(file)) return undefined;
  return readFile(join(dir, file), 'utf8').catch(() => undefined);
}
