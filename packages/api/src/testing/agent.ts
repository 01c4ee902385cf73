/**
 * A browser-like client of the in-process app: it keeps cookies between calls and, like the
 * storefront, sends the `XSRF-TOKEN` cookie back as the `X-XSRF-TOKEN` header on every
 * state-changing call (fetch it first with `agent.csrf()`).
 */
export interface Agent {
  request(path: string, init?: RequestInit): Promise<Response>;
  get(path: string): Promise<Response>;
  /** POSTs JSON, or FormData / URLSearchParams as they are. */
  post(path: string, body?: unknown, init?: RequestInit): Promise<Response>;
  /** Calls GET /sanctum/csrf-cookie so the jar holds a CSRF token. */
  csrf(): Promise<void>;
  /** Logs in (fetching the CSRF cookie first when needed); throws unless the API answers 200. */
  login(email: string, password: string, remember?: boolean): Promise<void>;
  cookie(name: string): string | undefined;
  cookies: Map<string, string>;
}

type Send = (path: string, init: RequestInit) => Promise<Response>;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function createAgent(send: Send, origin: string): Agent {
  const cookies = new Map<string, string>();

  function remember(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=(0|-)/i.test(a)) || value === '';
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  async function request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (cookies.size && !headers.has('cookie')) {
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const method = (init.method ?? 'GET').toUpperCase();
    const xsrf = cookies.get('XSRF-TOKEN');
    if (UNSAFE.has(method) && xsrf && !headers.has('x-xsrf-token')) {
      headers.set('x-xsrf-token', decodeURIComponent(xsrf));
    }
    if (UNSAFE.has(method) && !headers.has('origin')) headers.set('origin', origin);
    const response = await send(path, { ...init, headers });
    remember(response);
    return response;
  }

  return {
    cookies,
    request,
    get: (path) => request(path),
    post(path, body, init = {}) {
      const headers = new Headers(init.headers);
      let payload: BodyInit | undefined;
      if (body instanceof FormData || body instanceof URLSearchParams) payload = body;
      else if (body !== undefined) {
        headers.set('content-type', 'application/json');
        payload = JSON.stringify(body);
      }
      return request(path, { ...init, method: 'POST', headers, body: payload });
    },
    async csrf() {
      await request('/sanctum/csrf-cookie');
    },
    async login(email, password, remember = false) {
      if (!cookies.has('XSRF-TOKEN')) await request('/sanctum/csrf-cookie');
      const response = await this.post('/auth/login', { email, password, remember });
      if (response.status !== 200)
        throw new Error(`login of ${email} answered ${response.status}: ${await response.text()}`);
    },
    cookie: (name) => cookies.get(name),
  };
}
