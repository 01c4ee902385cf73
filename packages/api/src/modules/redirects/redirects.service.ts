import type { HostId, Redirect } from '@vag/domain';
import type { Db } from '../../db/client';
import { deleteRedirectFrom, retargetRedirects, selectRedirects, upsertRedirect } from './redirects.queries';

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

/**
 * Leaves a 301 behind when an editor changes a slug (products, categories, trainings, blog posts,
 * pages call it inside their transaction): the old path redirects to the new one, redirects that led
 * to the old path now lead straight to the new one (a visitor and a crawler never follow a chain
 * A→B→C), and a redirect away from the new path is dropped, since that path is live again (renaming
 * B→A after A→B would otherwise loop). Paths are compared as the middleware compares them.
 */
export async function leaveRedirect(db: Db, input: { hostId: HostId; fromPath: string; toPath: string }) {
  const fromUrl = normalizeRedirectSource(input.fromPath);
  const toUrl = normalizeRedirectSource(input.toPath);
  if (fromUrl === toUrl) return;
  await deleteRedirectFrom(db, input.hostId, toUrl);
  // A target written by hand may carry the trailing slash the source never has.
  await retargetRedirects(db, input.hostId, [fromUrl, `${fromUrl}/`], toUrl);
  await upsertRedirect(db, { hostId: input.hostId, fromUrl, toUrl });
}
