import type { HostId, Redirect } from '@vag/domain';
import type { Db } from '../../db/client';
import { selectRedirects, upsertRedirect } from './redirects.queries';

/**
 * A source path as the storefront's redirect middleware compares it (spec §8): without query,
 * fragment or trailing slash, always starting with `/`.
 */
export function normalizeRedirectSource(url: string): string {
  const path = url.trim().split(/[?#]/)[0] ?? '';
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

export async function listRedirects(db: Db, hostId: HostId): Promise<Redirect[]> {
  const rows = await selectRedirects(db, hostId);
  return rows.map((row) => ({ from_url: row.fromUrl, to_url: row.toUrl }));
}

/** Adds a redirect of a site, or points an existing source elsewhere. */
export async function saveRedirect(db: Db, input: { hostId: HostId; fromUrl: string; toUrl: string }) {
  const fromUrl = normalizeRedirectSource(input.fromUrl);
  const toUrl = input.toUrl.trim();
  if (fromUrl === '/' || fromUrl === toUrl)
    throw new TypeError(`A redirect from "${input.fromUrl}" to "${toUrl}" loops`);
  return upsertRedirect(db, { hostId: input.hostId, fromUrl, toUrl });
}
