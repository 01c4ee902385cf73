import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from './errors';
import { removeStoredUpload, sniffMimeType, storeUpload } from './uploads';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vag-upload-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const bytes = (...values: number[]) => new Uint8Array(values);

describe('sniffMimeType', () => {
  it('knows PDF, PNG and JPEG by their magic numbers only', () => {
    expect(sniffMimeType(new TextEncoder().encode('%PDF-1.4'))).toBe('application/pdf');
    expect(sniffMimeType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffMimeType(bytes(0xff, 0xd8, 0xff, 0xdb))).toBe('image/jpeg');
    expect(sniffMimeType(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeUndefined();
    expect(sniffMimeType(bytes(0x47, 0x49, 0x46, 0x38))).toBeUndefined(); // GIF
    expect(sniffMimeType(bytes())).toBeUndefined();
  });
});

describe('storeUpload', () => {
  it('stores under a random name, readable by the owner only, and keeps a clean display name', async () => {
    const file = new File([new TextEncoder().encode('%PDF-1.7 body')], '../../etc/passwd".pdf');
    const stored = await storeUpload(dir, 'proof', file);
    expect(stored).toMatchObject({ mimeType: 'application/pdf', originalName: 'passwd.pdf', sizeBytes: 13 });
    expect(stored.storageKey).toMatch(/^[\w-]{32}$/);
    expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await stat(join(dir, stored.storageKey))).mode & 0o777).toBe(0o600);
    await removeStoredUpload(dir, stored.storageKey);
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses other types and empty files with field errors', async () => {
    await expect(storeUpload(dir, 'proof', new File(['plain text'], 'a.pdf'))).rejects.toMatchObject({
      errors: { proof: ['file_type_invalid'] },
    });
    await expect(storeUpload(dir, 'proof', new File([], 'a.pdf'))).rejects.toBeInstanceOf(ValidationError);
  });

  it('never deletes outside its directory', async () => {
    await expect(removeStoredUpload(dir, '../outside')).resolves.toBeUndefined();
  });
});
