import { data, redirect } from 'react-router';
import { adminContext } from '../context';
import { buildQuery, type Query } from './client';
import { staffHeaders } from './server';

/** What a download passes on of the API's answer: the file's type, its name, and that it is not cached. */
const PASSED_ON = ['content-type', 'content-disposition', 'cache-control'];

/**
 * A file of the admin API (a CSV), streamed to the member's browser through a resource route
 * with the member's cookies, as a loader reads the API; the sign-in when the session is gone,
 * the API's 403 or 404 as the route's.
 */
export async function passOnDownload(request: Request, context: unknown, path: string, query?: Query) {
  const headers = staffHeaders(request, context);
  const cookie = request.headers.get('cookie');
  if (cookie) headers.set('cookie', cookie);
  const url = new URL(`${path}${buildQuery(query)}`, new URL(request.url).origin);
  const response = await adminContext(context).apiTransport(new Request(url, { headers }));
  if (response.status === 401) {
    const back = new URL(request.url);
    throw redirect(`/login?back=${encodeURIComponent(back.pathname + back.search)}`);
  }
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    throw data(body, { status: response.status });
  }
  const passed = new Headers();
  for (const name of PASSED_ON) {
    const value = response.headers.get(name);
    if (value) passed.set(name, value);
  }
  return new Response(response.body, { status: 200, headers: passed });
}
