/** An absolute URL for structured data: our own paths get the site's origin. */
export function absoluteUrl(path: string, origin: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path}`;
}
