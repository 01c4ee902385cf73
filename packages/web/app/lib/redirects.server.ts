import type { HostId } from '@vag/domain';
import type { ApiClient } from '../api-client/client';
import { listRedirects } from '../api-client/endpoints';

const TTL_MS = 60_000;
const cache = new Map<HostId, { at: number; entries: Map<string, string> }>();

/** `/regi-oldal/?x=1` and `https://host/regi-oldal` both compare as `/regi-oldal` (spec §8). */
export function normalizeRedirectPath(url: string): string {
  const path = url.replace(/^https?:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

async function redirectTable(api: ApiClient, hostId: HostId): Promise<Map<string, string>> {
  const cached = cache.get(hostId);
  if (cached && Date.now() - cached.at < TTL_MS) return cached.entries;
  try {
    const { data } = await listRedirects(api, hostId);
    const entries = new Map(data.map((entry) => [normalizeRedirectPath(entry.from_url), entry.to_url]));
    cache.set(hostId, { at: Date.now(), entries });
    return entries;
  } catch (error) {
    // A failed redirect fetch is only logged (spec §8); pages keep working without redirects.
    console.error('redirects fetch failed', error);
    return cached?.entries ?? new Map();
  }
}

/** The target of a 301 for this request's path, if the redirects table has one. */
export async function findRedirect(api: ApiClient, hostId: HostId, url: URL): Promise<string | undefined> {
  const table = await redirectTable(api, hostId);
  const target = table.get(normalizeRedirectPath(url.pathname));
  return target && normalizeRedirectPath(target) !== normalizeRedirectPath(url.pathname) ? target : undefined;
}
