import type { HostId } from '@vag/domain';
import type { ApiClient } from '../api-client/client';
import { listRedirects } from '../api-client/endpoints';

/**
 * The last table each site answered: kept only to stand in when a fetch fails. The table itself is
 * read on every render: its public API answer comes from the server's shared cache, which drops it
 * the moment an editor changes a redirect (decision 5), so a 301 left by the back office works at
 * once instead of after a local timer.
 */
const lastKnown = new Map<HostId, Map<string, string>>();

/** `/regi-oldal/?x=1` and `https://host/regi-oldal` both compare as `/regi-oldal` (spec §8). */
export function normalizeRedirectPath(url: string): string {
  const path = url.replace(/^https?:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

async function redirectTable(api: ApiClient, hostId: HostId): Promise<Map<string, string>> {
  try {
    const { data } = await listRedirects(api, hostId);
    const entries = new Map(data.map((entry) => [normalizeRedirectPath(entry.from_url), entry.to_url]));
    lastKnown.set(hostId, entries);
    return entries;
  } catch (error) {
    // A failed redirect fetch is only logged (spec §8); pages keep working without redirects.
    console.error('redirects fetch failed', error);
    return lastKnown.get(hostId) ?? new Map();
  }
}

/** The target of a 301 for this request's path, if the redirects table has one. */
export async function findRedirect(api: ApiClient, hostId: HostId, url: URL): Promise<string | undefined> {
  const table = await redirectTable(api, hostId);
  const target = table.get(normalizeRedirectPath(url.pathname));
  return target && normalizeRedirectPath(target) !== normalizeRedirectPath(url.pathname) ? target : undefined;
}
