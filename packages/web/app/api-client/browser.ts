import { ApiClient } from './client';

let client: ApiClient | undefined;

/** The client the browser uses: `fetch` with the shopper's cookies. */
export function browserApi(publicApiBaseUrl?: string): ApiClient {
  client ??= new ApiClient({
    baseUrl: publicApiBaseUrl ?? window.location.origin,
    transport: (request) => fetch(request, { credentials: 'include' }),
  });
  return client;
}
