import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { StorefrontContext } from '@vag/web/context';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import { createServerApp } from './app';
import { ConfigError, loadConfig } from './config';
import { handleShutdown, prepareDatabase } from './lifecycle';
import { createLogger } from './logger';
import { adminClientBuild, adminServerBuild, webClientBuild, webServerBuild } from './paths';

/** Production start: the built storefront, the API and the database in one process. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await prepareDatabase(config, logger);
  const build = (await import(webServerBuild)) as ServerBuild;
  const handler = createRequestHandler(build, 'production');
  // The back office's build loads on its first request: a storefront instance that no operator
  // opens does not carry it (about 25 MB of a 150 MB idle process, issue 23's memory target).
  let adminHandler: Promise<ReturnType<typeof createRequestHandler>> | undefined;
  const loadAdmin = () => {
    adminHandler ??= import(adminServerBuild).then(
      (adminBuild: ServerBuild) => createRequestHandler(adminBuild, 'production'),
      (error: unknown) => {
        adminHandler = undefined;
        throw error;
      },
    );
    return adminHandler;
  };
  const app = createServerApp({
    config,
    database,
    logger,
    clientDir: webClientBuild,
    web: (request, context: StorefrontContext) => handler(request, context),
    adminClientDir: adminClientBuild,
    admin: async (request, context) => (await loadAdmin())(request, context as unknown as AppLoadContext),
  });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info(
      {
        port: info.port,
        shop: `http://vagheggi.localhost:${info.port}`,
        academy: `http://localhost:${info.port}`,
        admin: config.admin.url,
      },
      'listening',
    );
  }) as Server;
  handleShutdown(server, database, logger, config.SHUTDOWN_TIMEOUT_MS);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
