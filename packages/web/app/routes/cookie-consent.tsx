import { data, redirect } from 'react-router';
import { consentCookies } from '../lib/consent';
import { readForm } from '../lib/form-data.server';
import { redirectPathOr } from '../lib/redirect-path';
import type { Route } from './+types/cookie-consent';

const CHOICES = ['all', 'selection'];

/** Stores the visitor's cookie choice; a plain form post without JavaScript, a fetcher with it. */
export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  const origin = request.headers.get('origin');
  if (origin && origin !== url.origin) throw data(null, { status: 403 });
  const form = await readForm(request);
  const choice = form.get('choice');
  // The banner's two buttons; a post without either chose nothing.
  if (typeof choice !== 'string' || !CHOICES.includes(choice)) throw data(null, { status: 422 });
  const all = choice === 'all';
  const consent = {
    analytics: all || form.get('analytics') === 'on',
    marketing: all || form.get('marketing') === 'on',
  };
  const headers = new Headers();
  for (const cookie of consentCookies(consent, url.protocol === 'https:')) headers.append('Set-Cookie', cookie);
  // Back to the page the banner was on: the browser without JavaScript, the fetcher with it.
  return redirect(redirectPathOr(form.get('redirect_to'), '/'), { headers });
}
