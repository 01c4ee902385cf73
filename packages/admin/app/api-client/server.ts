import { adminContext } from '../context';
import { AdminApi } from './client';

/** Headers of the staff member's request that the API needs (reads and writes alike). */
const FORWARDED = ['host', 'accept-language', 'user-agent', 'x-forwarded-proto'];

export function staffHeaders(request: Request, context: unknown): Headers {
  const { requestId, clientIp } = adminContext(context);
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set('x-request-id', requestId);
  // In-process calls have no socket: the API takes the member's address from here.
  headers.set('x-forwarded-for', clientIp);
  return headers;
}

/** The client loaders use: the staff member's cookies, through the server's transport. */
export function serverAdminApi(request: Request, context: unknown): AdminApi {
  const headers = staffHeaders(request, context);
  const cookie = request.headers.get('cookie');
  if (cookie) headers.set('cookie', cookie);
  return new AdminApi({ baseUrl: new URL(request.url).origin, transport: adminContext(context).apiTransport, headers });
}
