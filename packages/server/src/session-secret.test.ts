import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { sessionSecretOf } from './session-secret';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vag-secret-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the session secret', () => {
  it('uses SESSION_SECRET when it is set', () => {
    expect(sessionSecretOf('s'.repeat(40), join(dir, 'session-secret'))).toBe('s'.repeat(40));
  });

  it('without it, generates one once into the data directory (0600) and keeps it across restarts', async () => {
    const file = join(dir, 'var', 'session-secret');
    const first = sessionSecretOf(undefined, file);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(sessionSecretOf(undefined, file)).toBe(first);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('never overwrites a secret another process wrote first', async () => {
    const file = join(dir, 'session-secret');
    await writeFile(file, `${'w'.repeat(43)}\n`, { flag: 'wx' });
    expect(sessionSecretOf(undefined, file)).toBe('w'.repeat(43));
  });

  it('refuses a short SESSION_SECRET at start', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });
});
