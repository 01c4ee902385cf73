import { type Locale, localizePath, parsePath, type User } from '@vag/domain';
import { type AppLoadContext, data, redirect } from 'react-router';
import { setNewsletterWish, updateProfile } from '../api-client/account';
import { serverSubmit } from '../api-client/submit.server';
import { formAnswer, formSubmission } from './form-answer.server';
import { readForm, withoutFields } from './form-data.server';
import { safeRedirectPath } from './redirect-path';
import { currentUser } from './visitor.server';

export function localeOf(request: Request): Locale {
  return parsePath(new URL(request.url).pathname).locale;
}

/** 404 on the site that lacks the screen (spec §2: the shop has no edit, dashboard, my-trainings). */
export function requireSite(context: AppLoadContext, site: 'shop' | 'academy') {
  if (context.site.key !== site) throw data(null, { status: 404 });
}

/** The signed-in user; a guest goes to the login page, which sends them back here afterwards. */
export async function requireUser(request: Request, context: AppLoadContext): Promise<User> {
  const user = await currentUser(request, context);
  if (user) return user;
  const url = new URL(request.url);
  const login = localizePath('/login', localeOf(request));
  throw redirect(`${login}?redirect_to=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Signed-in users have nothing to do on login and register: they go to their account. */
export async function redirectSignedIn(request: Request, context: AppLoadContext) {
  if (await currentUser(request, context)) throw redirect(localizePath('/account', localeOf(request)));
}

/** Where to go after signing in: `redirect_to` when it is a path of this site, else the account. */
export function redirectTarget(request: Request, form?: FormData): string {
  const fromForm = form?.get('redirect_to');
  const fromQuery = new URL(request.url).searchParams.get('redirect_to');
  const wanted = typeof fromForm === 'string' && fromForm ? fromForm : fromQuery;
  return safeRedirectPath(wanted) ?? localizePath('/account', localeOf(request));
}

/**
 * The profile screen's two forms (the shop shows it at /account, the academy at /account/edit):
 * personal data (the user's own resource, `_method=PUT`) and the newsletter switch (the
 * credential endpoint).
 */
export async function profileAction(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  const form = await readForm(request);
  const locale = localeOf(request);
  const submit = serverSubmit(request, context);
  if (form.get('intent') === 'newsletter') {
    const wish = form.getAll('wants_newsletter').includes('1') ? '1' : '0';
    const body = { _token: String(form.get('_token') ?? ''), wants_newsletter: wish };
    return formAnswer(formSubmission(await setNewsletterWish(submit, locale, body), locale), 'newsletter');
  }
  form.set('_method', 'PUT');
  const body = withoutFields(form, ['intent', 'email_shown']);
  return formAnswer(formSubmission(await updateProfile(submit, locale, user.id, body), locale), 'profile');
}
