import { describe, expect, it } from 'vitest';
import { httpGet } from './support/http';
import { startServer } from './support/server';

const get = httpGet;

describe('the server process', () => {
  it('migrates and seeds a fresh embedded database, stops cleanly on SIGTERM, and keeps its data', async () => {
    const first = await startServer();
    const health = JSON.parse((await get(first.port, '/api/v1/health')).body);
    expect(health).toEqual({ status: 'ok', database: { reachable: true } });
    const linksBefore = JSON.parse((await get(first.port, '/api/v1/menu-links?host_id=1')).body).data.length;
    expect(linksBefore).toBeGreaterThan(0);
    expect(first.output()).toContain('demo data loaded');
    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain('shutdown complete');

    const second = await startServer({ dataDir: first.dataDir });
    expect(second.output()).not.toContain('demo data loaded');
    const linksAfter = JSON.parse((await get(second.port, '/api/v1/menu-links?host_id=1')).body).data.length;
    expect(linksAfter).toBe(linksBefore);
    expect(await second.stop()).toBe(0);
    // Two cold starts of the server with migrations and seeding.
  }, 90_000);

  it('picks the site by host name and sets security headers and a request id', async () => {
    const server = await startServer();
    try {
      const shop = await get(server.port, '/', 'vagheggi.localhost');
      expect(shop.status).toBe(200);
      expect(shop.body).toContain('data-site="shop"');
      const academy = await get(server.port, '/en', 'localhost');
      expect(academy.body).toContain('data-site="academy"');
      expect(academy.body).toContain('lang="en"');
      // A page from the page cache lists the hashes of its inline scripts; a fresh render, its nonce.
      expect(String(academy.headers['content-security-policy'])).toMatch(/script-src 'self' '(nonce|sha256)-[^']+'/);
      expect(String(academy.headers['content-security-policy'])).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(academy.headers['x-content-type-options']).toBe('nosniff');
      expect(academy.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
      const missing = await get(server.port, '/api/v1/nope');
      expect(missing.status).toBe(404);
      expect(JSON.parse(missing.body)).toMatchObject({ code: 'not_found' });
    } finally {
      await server.stop();
    }
  }, 90_000);

  it('answers the 500 screen, without internals, when the API behind the pages is down', async () => {
    // API_BASE_URL at a closed port: the page loaders' API calls fail after their retries.
    const server = await startServer({ env: { API_BASE_URL: 'http://127.0.0.1:9' } });
    try {
      const page = await get(server.port, '/en', 'vagheggi.localhost');
      expect(page.status).toBe(500);
      expect(page.body).toContain('Szerverhiba/Server error');
      expect(page.body).toContain('Back to the main page');
      expect(page.body).not.toMatch(/ECONNREFUSED|at \w+ \(/);
    } finally {
      await server.stop();
    }
  }, 90_000);

  it('refuses to start with a clear message when the configuration is invalid', async () => {
    await expect(startServer({ env: { PORT: 'eighty', DATABASE_URL: 'mysql://nope' } })).rejects.toThrow(
      /Invalid configuration:[\s\S]*DATABASE_URL: must be a postgres/,
    );
  });
});
