import { data, redirect } from 'react-router';
import { consentCookies } from '../lib/consent';
import type { Route } from './+types/cookie-consent';

/** Stores the visitor's cookie choice; a plain form post without JavaScript, a fetcher with it. */
export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  const origin = request.headers.get('origin');
  if (origin && origin !== url.origin) throw data(null, { status: 403 });
  const form = await request.formData();
  const all = form.get('choice') === 'all';
  const choice = { analytics: all || form.get('analytics') === 'on', marketing: all || form.get('marketing') === 'on' };
  const headers = new Headers();
  for (const cookie of consentCookies(choice, url.protocol === 'https:')) headers.append('Set-Cookie', cookie);
  const back = String(form.get('redirect_to') ?? '/');
  // Only a local path of our own: never an open redirect.
  const target = back.startsWith('/') && !back.startsWith('//') ? back : '/';
  // Back to the page the banner was on: the browser without JavaScript, the fetcher with it.
  return redirect(target, { headers });
}
