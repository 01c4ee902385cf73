import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { availableMigrations } from '../../db/migrate';
import { createTestApp, type TestApp, testDriver } from '../../testing';

describe('GET /api/v1/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.dispose());

  it('tells anyone only that it works and reaches its database, not the driver or migration names', async () => {
    const response = await t.request('/api/v1/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ status: 'ok', database: { reachable: true } });
    expect(text).not.toContain(availableMigrations().at(-1) ?? '-');
    expect(text).not.toContain(testDriver());
  });

  it('is degraded (503) while a migration is pending', async () => {
    await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const response = await t.request('/api/v1/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'degraded', database: { reachable: true } });
  });

  it('answers with a request id, or echoes the caller’s', async () => {
    const generated = await t.request('/api/v1/health');
    expect(generated.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    const echoed = await t.request('/api/v1/health', { headers: { 'x-request-id': 'trace-abc-123' } });
    expect(echoed.headers.get('x-request-id')).toBe('trace-abc-123');
  });

  it('installs the search extensions the catalogue relies on', async () => {
    // unaccent and trigram similarity must both work on either driver
    const rows = await queryRows(
      t.database.db,
      sql`select immutable_unaccent('Árvíztűrő') as plain, similarity('krem', 'krém') > 0 as similar`,
    );
    expect(rows).toEqual([{ plain: 'Arvizturo', similar: true }]);
  });
});

describe('unknown API paths and errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.dispose());

  it('answers 404 with the contract body in the requested language', async () => {
    const hu = await t.request('/api/v1/no-such-thing');
    expect(hu.status).toBe(404);
    expect(await hu.json()).toEqual({ message: 'A keresett erőforrás nem található.', code: 'not_found' });
    const en = await t.request('/api/v1/no-such-thing?locale_id=2');
    expect(await en.json()).toMatchObject({ message: 'The requested resource was not found.' });
  });

  it('serves a readable reference at /api/docs, generated from the same document', async () => {
    const response = await t.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('<code>/api/v1/products</code>');
    expect(html).toContain('<code>/auth/login</code>');
    expect(html).not.toContain('<script');
  });

  it('serves its OpenAPI document', async () => {
    const response = await t.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const doc = await response.json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/health', '/api/v1/menu-links']));
  });
});
