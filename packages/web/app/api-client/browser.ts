import { XSRF_COOKIE } from '@vag/domain';
import { cookieValue } from '../lib/cookies';
import { ApiClient } from './client';

let client: ApiClient | undefined;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The client the browser uses: `fetch` with the shopper's cookies. A state-changing call
 * carries the XSRF-TOKEN cookie back as the X-XSRF-TOKEN header (DESIGN §8); a visitor
 * without one gets it from /sanctum/csrf-cookie first (a signed token; no session is stored).
 */
export function browserApi(publicApiBaseUrl?: string): ApiClient {
  const baseUrl = publicApiBaseUrl ?? window.location.origin;
  client ??= new ApiClient({
    baseUrl,
    transport: async (request) => {
      if (!SAFE_METHODS.has(request.method)) {
        let token = cookieValue(document.cookie, XSRF_COOKIE);
        if (!token) {
          await fetch(new URL('/sanctum/csrf-cookie', baseUrl), { credentials: 'include' });
          token = cookieValue(document.cookie, XSRF_COOKIE);
        }
        if (token) request.headers.set('x-xsrf-token', decodeURIComponent(token));
      }
      return fetch(request, { credentials: 'include' });
    },
  });
  return client;
}
