import { data, redirect } from 'react-router';
import { readForm } from '../lib/form-data.server';
import { proxyToApi } from '../lib/form-proxy.server';
import { redirectPathOr } from '../lib/redirect-path';
import type { Route } from './+types/cookie-consent';

/** The API stores the choice (the three cookies) and limits how often a client may post it. */
const COOKIE_CONSENT_API_PATH = '/api/v1/cookie-consent';
const CONSENT_FIELDS = ['choice', 'analytics', 'marketing'];

/** Stores the visitor's cookie choice; a plain form post without JavaScript, a fetcher with it. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const body = new FormData();
  for (const name of CONSENT_FIELDS) {
    const value = form.get(name);
    if (typeof value === 'string') body.set(name, value);
  }
  const stored = await proxyToApi(request, context, COOKIE_CONSENT_API_PATH, { body });
  // A refusal (no choice 422, too many posts 429) keeps its status and the API's message; answered,
  // not thrown, so a fetcher's banner simply stays instead of the page turning into an error screen.
  if (!stored.ok) return data(stored.body, { status: stored.status, headers: stored.headers });
  // Back to the page the banner was on: the browser without JavaScript, the fetcher with it.
  return redirect(redirectPathOr(form.get('redirect_to'), '/'), { headers: stored.headers });
}
