/** Slugs are lower-case ASCII words joined by hyphens: they become one path segment. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function assertSlug(slug: string): string {
  if (!SLUG_PATTERN.test(slug))
    throw new TypeError(`Invalid slug "${slug}": use lower-case letters, digits and hyphens`);
  return slug;
}
