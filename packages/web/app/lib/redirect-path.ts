/**
 * `redirect_to` after login must stay on this site: a local path, not `//evil.example`
 * (protocol-relative) nor `/\evil.example` (browsers read the backslash as a slash).
 */
export function safeRedirectPath(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (/[\r\n\t]/.test(value)) return undefined;
  return value;
}
