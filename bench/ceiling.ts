import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { type Fixture, siteOf } from './http';

/*
 * A ceiling server, in its own process (DESIGN §9: a ceiling in the load generator's process
 * shares its event loop and reads about half as fast). Two kinds:
 * - `plain`: node:http answering a fixed body, the most any server can do on this machine;
 * - `same-bytes <fixtures.json>`: answers each captured URL with exactly the status, headers and
 *   bytes our server sent for it, so a page is compared with the cost of merely sending it.
 * Listens on the given port (0: any free one) and sends `{ port }` to the parent over IPC.
 */

const PLAIN_BODY = Buffer.from('{"status":"ok","message":"Hello from the plain node:http ceiling"}');

/** Framing headers are the server's own business; everything else is replayed as captured. */
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

function plainServer() {
  return createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': PLAIN_BODY.length });
    res.end(PLAIN_BODY);
  });
}

function sameBytesServer(fixturesFile: string) {
  const fixtures = JSON.parse(readFileSync(fixturesFile, 'utf8')) as Fixture[];
  const byKey = new Map(
    fixtures.map((fixture) => {
      const body = Buffer.from(fixture.body, 'base64');
      const headers = Object.fromEntries(
        Object.entries(fixture.headers).filter(
          ([name, value]) => value !== undefined && !NOT_REPLAYED.has(name.toLowerCase()),
        ),
      );
      return [`${fixture.site} ${fixture.path}`, { status: fixture.status, headers, body }];
    }),
  );
  return createServer((req, res) => {
    const fixture = byKey.get(`${siteOf(req.headers.host)} ${req.url}`);
    if (!fixture) {
      res.writeHead(404, { 'content-length': 0 });
      res.end();
      return;
    }
    res.writeHead(fixture.status, { ...fixture.headers, 'content-length': fixture.body.length });
    res.end(fixture.body);
  });
}

const [kind, port = '0', fixturesFile] = process.argv.slice(2);
if (kind !== 'plain' && !(kind === 'same-bytes' && fixturesFile)) {
  console.error('usage: ceiling.ts plain <port> | ceiling.ts same-bytes <port> <fixtures.json>');
  process.exit(2);
}
const server = kind === 'plain' ? plainServer() : sameBytesServer(fixturesFile ?? '');
server.keepAliveTimeout = 5000;
server.listen(Number(port), '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
