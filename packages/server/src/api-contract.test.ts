import { createTestApp, type TestApp } from '@vag/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The storefront's client is no package export: its table of writes is read from the source.
import { CLIENT_WRITES } from '../../web/app/api-client/writes';

/** `POST /api/v1/addresses/{}`: a parameter's name is the API's own business, its place is not. */
function endpointKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`;
}

describe('the storefront client’s writes against the API’s OpenAPI document', () => {
  let t: TestApp;
  let served: Set<string>;
  beforeAll(async () => {
    t = await createTestApp();
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, object> };
    served = new Set(
      Object.entries(doc.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => endpointKey(method, path)),
      ),
    );
  });
  afterAll(() => t.dispose());

  it('reads the client’s table of writes from every area file', () => {
    const keys = CLIENT_WRITES.map(({ method, path }) => endpointKey(method, path));
    // One write of each area file, so a file the table stops loading fails here, not silently.
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /auth/login',
        'POST /api/v1/user-cart/add',
        'POST /api/v1/academy-cart/add-coupon',
        'POST /api/v1/order',
        'POST /api/v1/orders/{}/reorder',
        'POST /api/v1/contact-requests',
      ]),
    );
  });

  it('finds every method and path the client writes to among the routes the API serves', () => {
    const missing = CLIENT_WRITES.map(({ method, path }) => endpointKey(method, path)).filter(
      (key) => !served.has(key),
    );
    expect(missing).toEqual([]);
  });
});
