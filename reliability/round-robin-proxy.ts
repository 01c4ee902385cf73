import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A load balancer in front of several instances of our server, as small as one can be: each
 * request goes to the next upstream in turn, with the client's Host and cookies as they came and
 * the client's address appended to X-Forwarded-For. The answer says which upstream gave it (`X-Upstream`, its index), so a
 * test can tell that consecutive requests of one visitor really reached different instances.
 */

export const UPSTREAM_HEADER = 'x-upstream';
/** Headers of one connection, not of the request: each hop has its own. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'upgrade', 'te', 'trailer']);

const endToEnd = (headers: NodeJS.Dict<string | string[]>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

export interface RoundRobinProxy {
  port: number;
  /** Requests sent to each upstream, by index. */
  served: number[];
  close(): Promise<void>;
}

/** Starts the proxy on a free port of 127.0.0.1, in front of `upstreamPorts` (on 127.0.0.1 too). */
export async function startRoundRobinProxy(upstreamPorts: number[]): Promise<RoundRobinProxy> {
  const agent = new Agent({ keepAlive: true, timeout: 4_000 });
  const served = upstreamPorts.map(() => 0);
  let next = 0;

  const server: Server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % upstreamPorts.length;
    served[index] = (served[index] ?? 0) + 1;
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = request(
      {
        host: '127.0.0.1',
        port: upstreamPorts[index],
        method: incoming.method,
        path: incoming.url,
        agent,
        headers: { ...endToEnd(incoming.headers), 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'http' },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...endToEnd(answer.headers), [UPSTREAM_HEADER]: String(index) });
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', (error) => {
      if (outgoing.headersSent) outgoing.destroy(error);
      else outgoing.writeHead(502, { [UPSTREAM_HEADER]: String(index) }).end(`upstream ${index}: ${error.message}`);
    });
    incoming.pipe(upstream);
  });
  // Our clients close idle sockets after 4 s (reliability/shoppers.ts): the proxy keeps them longer.
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    served,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
