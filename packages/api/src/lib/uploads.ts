import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { UPLOAD_MAX_BYTES, type UploadMimeType } from '@vag/domain';
import { fieldError } from './errors';
import { newToken } from './tokens';

/*
 * Uploaded documents (DESIGN §6): PDF, JPEG or PNG by their content (the browser's type and the
 * file name are not trusted), at most 5 MB, stored under a random name in a directory outside
 * the web root. Nothing serves that directory; the operator's back office reads it.
 */

const SIGNATURES: [UploadMimeType, number[]][] = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
];

/** The type the bytes really are (by magic number), or undefined for anything else. */
export function sniffMimeType(bytes: Uint8Array): UploadMimeType | undefined {
  return SIGNATURES.find(([, magic]) => magic.every((byte, index) => bytes[index] === byte))?.[0];
}

export interface StoredUpload {
  storageKey: string;
  originalName: string;
  mimeType: UploadMimeType;
  sizeBytes: number;
  sha256: string;
}

export const defaultUploadDir = () => resolve('var/uploads');

/** A display name only: no path, no control characters, bounded. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base.replace(/[\p{Cc}"<>]/gu, '').slice(0, 200) || 'document';
}

/**
 * Checks and stores one upload; field errors (422) name `field`. The caller records the result
 * in its transaction and calls `removeStoredUpload` if that transaction fails.
 */
export async function storeUpload(dir: string, field: string, file: File): Promise<StoredUpload> {
  if (file.size === 0) throw fieldError(field, 'file_required');
  if (file.size > UPLOAD_MAX_BYTES) throw fieldError(field, 'file_too_large');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mimeType = sniffMimeType(bytes);
  if (!mimeType) throw fieldError(field, 'file_type_invalid');
  const storageKey = newToken(24);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // `wx`: never overwrite; 0600: readable by the server's user only.
  await writeFile(join(dir, storageKey), bytes, { flag: 'wx', mode: 0o600 });
  return {
    storageKey,
    originalName: cleanName(file.name),
    mimeType,
    sizeBytes: bytes.byteLength,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

export async function removeStoredUpload(dir: string, storageKey: string): Promise<void> {
  if (!/^[\w-]+$/.test(storageKey)) return;
  await rm(join(dir, storageKey), { force: true });
}
