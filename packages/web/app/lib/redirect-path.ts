/**
 * The one check of every redirect to a target the visitor sent (`redirect_to` after login and
 * register, the cookie banner's and the cart's way back, the wish list's): a path of this site.
 * Refused: other sites (`https://evil.example`), protocol-relative `//evil.example` and
 * `/\evil.example` (browsers read a backslash as a slash), control characters (CR/LF would
 * split the Location header). Characters outside ASCII are percent-encoded: a Location header
 * holds Latin-1 only, and `/kereses?q=krém` would otherwise fail the response.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return undefined;
  let encoded: string;
  try {
    encoded = value.replace(/[^\u0021-\u007e]+/gu, encodeURIComponent);
  } catch {
    return undefined; // a lone surrogate: not text at all
  }
  // Belt and braces: whatever the browser makes of it must stay on this origin.
  const base = 'http://same.invalid';
  return new URL(encoded, base).origin === base ? encoded : undefined;
}

/** The visitor's target when it is safe, else `fallback` (a path of ours). */
export function redirectPathOr(value: unknown, fallback: string): string {
  return safeRedirectPath(value) ?? fallback;
}
