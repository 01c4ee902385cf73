import { type Agent, request } from 'node:http';

/*
 * A minimal HTTP client on node:http: Node's fetch silently drops a Host header (DESIGN §3), and
 * the Host header is what picks the site. Used for route discovery, the page captures of the
 * same-bytes ceiling, and the checkout clients.
 */

export const SHOP_HOST = 'vagheggi.localhost';
export const ACADEMY_HOST = 'localhost';
/** The back office (ADMIN_HOST's default, docs/decisions/0012). */
export const ADMIN_HOST = 'admin.localhost';
/** What a browser sends: pages and JSON are measured compressed, as shoppers receive them. */
export const ACCEPT_ENCODING = 'br, gzip';

/** `shop` or `academy`, as our server picks the site from the Host header (DESIGN §1). */
export const siteOf = (host: string | undefined) => (host?.includes('vagheggi') ? 'shop' : 'academy');

/** A captured response of our server, replayed byte for byte by the same-bytes ceiling. */
export interface Fixture {
  site: string;
  path: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body, base64. */
  body: string;
}

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** What the same-bytes ceiling replays for `path` on `host`: this reply, byte for byte. */
export const fixtureOf = (host: string, path: string, reply: Reply): Fixture => ({
  site: siteOf(host),
  path,
  status: reply.status,
  headers: reply.headers,
  body: reply.body.toString('base64'),
});

export interface Call {
  port: number;
  host: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  json?: unknown;
  agent?: Agent;
  timeoutMs?: number;
  /** A loopback address of 127/8 to connect from: many "shoppers" for the per-address rate limits. */
  localAddress?: string;
}

export function call({
  port,
  host,
  path,
  method = 'GET',
  headers = {},
  json,
  agent,
  timeoutMs = 30_000,
  localAddress,
}: Call) {
  const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
  return new Promise<Reply>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent,
        localAddress,
        timeout: timeoutMs,
        headers: {
          host: `${host}:${port}`,
          ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout after ${timeoutMs} ms: ${method} ${path}`)));
    req.on('error', reject);
    req.end(body);
  });
}

export function jsonOf<T>(reply: Reply): T {
  return JSON.parse(reply.body.toString('utf8')) as T;
}

/** Where the XSRF token comes from and goes to: the storefront's, or the back office's staff pair. */
export interface XsrfNames {
  cookie: string;
  header: string;
}
const STOREFRONT_XSRF: XsrfNames = { cookie: 'XSRF-TOKEN', header: 'x-xsrf-token' };
export const STAFF_XSRF: XsrfNames = { cookie: 'STAFF-XSRF-TOKEN', header: 'x-staff-xsrf-token' };

/** A cookie jar of one visitor: remembers Set-Cookie values, sends them back, exposes the XSRF token. */
export class Visitor {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly port: number,
    readonly host: string,
    private readonly agent?: Agent,
    private readonly localAddress?: string,
    private readonly xsrf: XsrfNames = STOREFRONT_XSRF,
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async send(
    path: string,
    options: { method?: 'GET' | 'POST'; json?: unknown; timeoutMs?: number } = {},
  ): Promise<Reply> {
    const xsrf = this.cookies.get(this.xsrf.cookie);
    const reply = await call({
      port: this.port,
      host: this.host,
      path,
      agent: this.agent,
      localAddress: this.localAddress,
      ...options,
      headers: {
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...(options.method === 'POST' && xsrf ? { [this.xsrf.header]: decodeURIComponent(xsrf) } : {}),
      },
    });
    for (const line of [reply.headers['set-cookie'] ?? []].flat()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return reply;
  }

  /** GET /sanctum/csrf-cookie: a guest session and its XSRF token, as the storefront starts one. */
  async startSession(): Promise<void> {
    const reply = await this.send('/sanctum/csrf-cookie');
    if (reply.status >= 300) throw new Error(`/sanctum/csrf-cookie answered ${reply.status}`);
  }
}
