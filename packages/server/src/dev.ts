import { createServer as createHttpServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { StorefrontContext } from '@vag/web/context';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';
import { createServerApp } from './app';
import { ConfigError, loadConfig } from './config';
import { handleShutdown, prepareDatabase } from './lifecycle';
import { createLogger } from './logger';
import { webRoot } from './paths';

/** `npm run dev`: the same process with Vite's hot reload in front of the storefront. */
async function dev() {
  const config = loadConfig({ NODE_ENV: 'development', ...process.env });
  const logger = createLogger(config);
  const database = await prepareDatabase(config, logger);
  const vite = await createViteServer({ root: webRoot, configFile: `${webRoot}vite.config.ts` });
  const app = createServerApp({
    config,
    database,
    logger,
    web: async (request, context: StorefrontContext) => {
      const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
      return createRequestHandler(build, 'development')(request, context);
    },
  });
  const listener = getRequestListener(app.fetch);
  const server = createHttpServer((req, res) => vite.middlewares(req, res, () => listener(req, res)));
  server.listen(config.PORT, config.HOST, () => {
    logger.info(
      { shop: `http://vagheggi.localhost:${config.PORT}`, academy: `http://localhost:${config.PORT}` },
      'dev server ready',
    );
  });
  server.on('close', () => void vite.close());
  handleShutdown(server, database, logger, config.SHUTDOWN_TIMEOUT_MS);
}

dev().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
