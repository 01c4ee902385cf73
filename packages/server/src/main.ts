import type { Server } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { serve } from '@hono/node-server';
import type { StorefrontContext } from '@vag/web/context';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import { createServerApp } from './app';
import { ConfigError, loadConfig } from './config';
import { withDirectLoaders } from './direct-loaders';
import { handleShutdown, prepareDatabase } from './lifecycle';
import { createLogger } from './logger';
import { adminClientBuild, adminServerBuild, webClientBuild, webServerBuild } from './paths';

/**
 * The old generation may grow to twice what the last full collection kept, instead of V8's own
 * factor of up to 4: under fifty uncached renders V8 let 53 MB of live objects grow to 190 MB
 * before collecting, and the process peaked at 368-406 MB (target 400). At 2 the peak is 242-273
 * MB for the same pages and throughput (bench, 2026-11-28; 1.5 cost a quarter of the cart
 * page's throughput). Read at every collection, so setting it once the process runs takes effect.
 */
const HEAP_GROWING_PERCENT = 100;

/** Production start: the built storefront, the API and the database in one process. */
async function main() {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
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
    web: withDirectLoaders(build, (request, context: StorefrontContext) => handler(request, context)),
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
