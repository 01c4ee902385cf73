import { OpenAPIHono } from '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminApp } from './admin-app';
import { ADMIN_API_PREFIX, adminRoute, declaredAccess, undeclaredAdminRoutes } from './lib/admin-router';
import { createTestApp, type TestApp } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

describe('admin API routes', () => {
  it('each registered /api/admin/v1 route declares its access, decided by authorize', () => {
    const app = createAdminApp(t.options);
    const adminRoutes = app.routes.filter((route) => route.path.startsWith(ADMIN_API_PREFIX));
    expect(adminRoutes.length).toBeGreaterThan(10);
    expect(undeclaredAdminRoutes(app)).toEqual([]);
    const staffList = adminRoutes.find((route) => route.method === 'GET' && route.path === '/api/admin/v1/staff');
    expect(
      adminRoutes.filter((r) => r.path === staffList?.path && r.method === 'GET').map((r) => declaredAccess(r.handler)),
    ).toContain('staff.manage');
  });

  it('names a route added without a declaration (the check can fail)', () => {
    const app = new OpenAPIHono();
    app.get(`${ADMIN_API_PREFIX}/forgotten`, (c) => c.text('open'));
    app.openapi(
      adminRoute({ access: 'audit.read', method: 'get', path: '/declared', responses: { 200: { description: 'ok' } } }),
      (c) => c.text('ok'),
    );
    expect(undeclaredAdminRoutes(app)).toEqual([`GET ${ADMIN_API_PREFIX}/forgotten`]);
  });

  it('documents itself: the OpenAPI document and its reference page', async () => {
    const app = createAdminApp(t.options);
    const doc = (await (await app.request('http://admin.localhost/api/admin/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toContain('/api/admin/v1/audit-log');
    const page = await app.request('http://admin.localhost/api/admin/docs');
    expect(page.headers.get('content-security-policy')).toContain("style-src 'unsafe-inline'");
    expect(await page.text()).toContain('/api/admin/v1/login');
  });

  it('is not served by the storefront API: /api/admin/v1/me on a shop host is 404', async () => {
    const response = await t.request('/api/admin/v1/me');
    expect(response.status).toBe(404);
  });
});
