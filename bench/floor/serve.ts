import { createServer } from 'node:http';
import { createRequestListener } from '@react-router/node';
import type { ServerBuild } from 'react-router';

/*
 * React Router's floor (bench/README.md): the built one-route app of this folder answered by
 * @react-router/node's request listener on node:http, in production mode, with nothing of ours
 * in between: no compression, no security headers, no session, no database. What our pages cost
 * beyond this is ours; what this costs is the framework's. Sends `{ port }` over IPC.
 */
const [port = '0', buildFile] = process.argv.slice(2);
if (!buildFile) {
  console.error('usage: serve.ts <port> <build/server/index.js>');
  process.exit(2);
}
const build = (await import(buildFile)) as ServerBuild;
const server = createServer(createRequestListener({ build, mode: 'production' }));
server.keepAliveTimeout = 5000;
server.listen(Number(port), '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
