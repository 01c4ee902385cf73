import { serveStatic } from '@hono/node-server/serve-static';
import type { AdminLoadContext } from '@vag/admin/context';
import { type ApiOptions, createAdminApp, isAdminApiPath } from '@vag/api';
import { type Context, Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { AdminSettings } from './config';
import { pooledNonce } from './nonce';

/** Renders a back-office page: the admin app's React Router handler. */
export type AdminHandler = (request: Request, context: AdminLoadContext) => Promise<Response>;

/** Whether a request's Host is the back office's (ADMIN_HOST: any port, or the one it names). */
export function isAdminHost(host: string | undefined, adminHost: string): boolean {
  const value = (host ?? '').toLowerCase();
  return adminHost.includes(':') ? value === adminHost : value.replace(/:\d+$/, '') === adminHost;
}

/**
 * Everything the admin host serves (docs/decisions/0012): the admin API, the admin build's files
 * and the admin app's pages, and nothing of the storefronts. Without a built admin app (tests,
 * development) its pages answer 404 and the API still works.
 */
export function adminHostApp(options: {
  api: ApiOptions;
  settings: AdminSettings;
  admin?: AdminHandler;
  clientDir?: string;
  clientIp: (c: Context) => string;
  /** `/img/…`: the media library's thumbnails and the rich-text preview's images, as the storefront serves them. */
  images?: Hono;
}) {
  const { settings } = options;
  const adminApi = createAdminApp(options.api, {
    twoFactor: settings.twoFactor,
    idleMinutes: settings.idleMinutes,
    sessionHours: settings.sessionHours,
    adminUrl: settings.url,
  });
  const apiTransport = (request: Request) => Promise.resolve(adminApi.fetch(request));
  const app = new Hono<{ Variables: { requestId: string; secureHeadersNonce?: string } }>();
  app.use(requestId({ headerName: 'X-Request-Id' }));

  app.use(async (c, next) => {
    if (isAdminApiPath(c.req.path)) return adminApi.fetch(c.req.raw, c.env);
    // The storefront's API and pages are not the back office's.
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return c.json({ code: 'not_found' }, 404);
    return next();
  });
  app.use(
    secureHeaders({
      // Stricter than the storefront's: no third party at all; the QR code is a data: image.
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", pooledNonce],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: 'same-origin',
      xFrameOptions: 'DENY',
    }),
  );
  if (options.clientDir) {
    app.use(
      '/assets/*',
      serveStatic({
        root: options.clientDir,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    );
  }
  if (options.images) app.route('/', options.images);
  app.all('*', async (c) => {
    if (!options.admin) return c.text('Not found', 404);
    const response = await options.admin(c.req.raw, {
      requestId: c.var.requestId,
      clientIp: options.clientIp(c),
      nonce: c.get('secureHeadersNonce'),
      apiTransport,
    });
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  });
  return app;
}
