import { createAdminApp } from '@vag/api';
import { createTestApp, type TestApp } from '@vag/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The back office's client is no package export: its table of writes is read from the source.
import { ADMIN_CLIENT_WRITES } from '../../admin/app/api-client/writes';

const endpointKey = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`;

describe('the back-office client’s writes against the admin API’s OpenAPI document', () => {
  let t: TestApp;
  let served: Set<string>;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = createAdminApp(t.options);
    const response = await admin.request('http://admin.localhost/api/admin/openapi.json', {
      headers: { host: 'admin.localhost' },
    });
    const doc = (await response.json()) as { paths: Record<string, object> };
    served = new Set(
      Object.entries(doc.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => endpointKey(method, path)),
      ),
    );
  });
  afterAll(() => t.dispose());

  it('finds every method and path the admin client writes to among the admin API’s routes', () => {
    const keys = ADMIN_CLIENT_WRITES.map(({ method, path }) => endpointKey(method, path));
    expect(keys).toContain('POST /api/admin/v1/login');
    expect(keys.filter((key) => !served.has(key))).toEqual([]);
  });

  it('documents a write the client does not know as well (the check can fail)', () => {
    expect(served.has('POST /api/admin/v1/staff')).toBe(true);
    expect(served.has('POST /api/admin/v1/no-such-write')).toBe(false);
  });
});
