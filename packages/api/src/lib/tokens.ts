import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 bits from the OS's CSPRNG, URL-safe: session ids, CSRF, reset and verification tokens. */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What the database keeps of a token: a leaked table gives nobody a working cookie or link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares two secrets in time independent of where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const REFERRER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A guest code people can read out and type: 8 characters without 0/O or 1/I. */
export function newReferrerCode(): string {
  return [...randomBytes(8)].map((byte) => REFERRER_ALPHABET[byte % REFERRER_ALPHABET.length]).join('');
}
