import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** At least 256 bits, as a random token of ours. */
const MIN_LENGTH = 32;

/**
 * The secret that signs a visitor's CSRF token (docs/decisions/0002): SESSION_SECRET when set
 * (several instances must share it); otherwise one generated once and kept in `file` (mode 0600),
 * so that `npm start` on a fresh machine works and a restart keeps the tokens of open pages valid.
 */
export function sessionSecretOf(configured: string | undefined, file: string): string {
  if (configured) return configured;
  const stored = readSecret(file);
  if (stored) return stored;
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  try {
    // `wx`: two processes starting at once on a fresh machine agree on the first one written.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readSecret(file);
    if (!winner) throw new Error(`${file} holds no usable secret: delete it or set SESSION_SECRET`);
    return winner;
  }
}

function readSecret(file: string): string | undefined {
  try {
    const stored = readFileSync(file, 'utf8').trim();
    return stored.length >= MIN_LENGTH ? stored : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return undefined;
  }
}
