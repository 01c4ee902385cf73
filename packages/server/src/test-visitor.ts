/**
 * A browser's requests to the server app in tests: the cookies it was given go back with each
 * request, and a write carries the same-site Origin and the CSRF header from the XSRF-TOKEN cookie.
 */
export function testVisitor(
  app: { request: (url: string, init: RequestInit) => Response | Promise<Response> },
  host: string,
) {
  const jar = new Map<string, string>();
  const send = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('host', host);
    headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    if (init.method && init.method !== 'GET') {
      headers.set('origin', `http://${host}`);
      headers.set('x-xsrf-token', decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''));
    }
    const response = await app.request(`http://${host}${path}`, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return response;
  };
  return { send, jar };
}
