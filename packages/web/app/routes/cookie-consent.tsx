import { data, redirect } from 'react-router';
import { saveCookieConsent } from '../api-client/content';
import { serverSubmit } from '../api-client/submit.server';
import { readForm } from '../lib/form-data.server';
import { redirectPathOr } from '../lib/redirect-path';
import type { Route } from './+types/cookie-consent';

/** A posted field's text, or nothing (the API answers a missing choice with 422). */
function textOf(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
}

/**
 * Stores the visitor's cookie choice; a plain form post without JavaScript, a fetcher with it.
 * The API stores it (the three cookies) and limits how often a client may post it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  // "Reject all" keeps the necessary cookies only, whatever boxes the settings view had ticked.
  const rejected = textOf(form, 'choice') === 'necessary';
  const stored = await saveCookieConsent(
    serverSubmit(request, context),
    rejected
      ? { choice: 'selection' }
      : { choice: textOf(form, 'choice'), analytics: textOf(form, 'analytics'), marketing: textOf(form, 'marketing') },
  );
  // A refusal (no choice 422, too many posts 429) keeps its status and the API's message; answered,
  // not thrown, so a fetcher's banner simply stays instead of the page turning into an error screen.
  if (!stored.ok) return data(stored.body, { status: stored.status, headers: stored.headers });
  // Back to the page the banner was on: the browser without JavaScript, the fetcher with it.
  return redirect(redirectPathOr(form.get('redirect_to'), '/'), { headers: stored.headers });
}
