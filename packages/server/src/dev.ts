import { createServer as createHttpServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { StorefrontContext } from '@vag/web/context';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';
import { isAdminHost } from './admin-host';
import { createServerApp } from './app';
import { ConfigError, loadConfig } from './config';
import { handleShutdown, prepareDatabase } from './lifecycle';
import { createLogger } from './logger';
import { adminRoot, webRoot } from './paths';

/** `npm run dev`: the same process with Vite's hot reload in front of the storefront. */
async function dev() {
  const config = loadConfig({ NODE_ENV: 'development', ...process.env });
  const logger = createLogger(config);
  const database = await prepareDatabase(config, logger);
  const vite = await createViteServer({ root: webRoot, configFile: `${webRoot}vite.config.ts` });
  const adminVite = await createViteServer({ root: adminRoot, configFile: `${adminRoot}vite.config.ts` });
  const app = createServerApp({
    config,
    database,
    logger,
    web: async (request, context: StorefrontContext) => {
      const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
      return createRequestHandler(build, 'development')(request, context);
    },
    admin: async (request, context) => {
      const build = (await adminVite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
      return createRequestHandler(build, 'development')(request, context as unknown as AppLoadContext);
    },
  });
  const listener = getRequestListener(app.fetch);
  const server = createHttpServer((req, res) =>
    (isAdminHost(req.headers.host, config.admin.host) ? adminVite : vite).middlewares(req, res, () =>
      listener(req, res),
    ),
  );
  server.listen(config.PORT, config.HOST, () => {
    logger.info(
      {
        shop: `http://vagheggi.localhost:${config.PORT}`,
        academy: `http://localhost:${config.PORT}`,
        admin: config.admin.url,
      },
      'dev server ready',
    );
  });
  server.on('close', () => void Promise.all([vite.close(), adminVite.close()]));
  handleShutdown(server, database, logger, config.SHUTDOWN_TIMEOUT_MS);
}

dev().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
