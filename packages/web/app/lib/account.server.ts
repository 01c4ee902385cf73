import { type Locale, LocaleId, localizePath, parsePath, type User, XSRF_COOKIE } from '@vag/domain';
import { type AppLoadContext, data, redirect } from 'react-router';
import type { FormResult } from '../components/account/form-result';
import { translator } from '../i18n';
import { cookieValue } from './cookies';
import { readForm } from './form-data.server';
import { proxyToApi } from './form-proxy.server';
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

interface SubmitOptions {
  method?: string;
  body?: FormData | Record<string, unknown>;
  /** Fields the API does not take (the CSRF token stays: the proxy reads it). */
  omit?: string[];
}

/**
 * Posts a form to the API in the page's language and answers the route's `FormResult`, with
 * the API's cookies and its status (a 422 renders the form again with the field messages).
 */
export async function submitToApi(request: Request, context: AppLoadContext, path: string, options: SubmitOptions) {
  const locale = localeOf(request);
  let body = options.body;
  if (body instanceof FormData && options.omit) {
    const copy = new FormData();
    for (const [key, value] of body) if (!options.omit.includes(key)) copy.append(key, value);
    body = copy;
  }
  const separator = path.includes('?') ? '&' : '?';
  const response = await proxyToApi<{ message?: string; status?: string }>(
    request,
    context,
    `${path}${separator}locale_id=${LocaleId[locale]}`,
    { method: options.method, body },
  );
  const newToken = cookieValue(
    response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; '),
    XSRF_COOKIE,
  );
  const message = response.body.status ?? response.body.message ?? '';
  const result: FormResult = {
    ok: response.ok,
    // A refusal is never silent: an answer without a message (a proxy's 502, a crash) gets ours.
    message: message || (response.ok ? '' : translator(locale)('account.form.failed')),
    errors: response.body.errors ?? {},
    ...(newToken ? { csrfToken: decodeURIComponent(newToken) } : {}),
  };
  return { response, result };
}

/**
 * The action's answer: the result for the form, the API's status and cookies. `posted` (the
 * refused form) comes back as the result's `fields`, so a page rendered anew keeps what was typed.
 */
export function formAnswer(submitted: Awaited<ReturnType<typeof submitToApi>>, intent?: string, posted?: FormData) {
  const { response } = submitted;
  const result: FormResult = { ...submitted.result, ...(intent ? { intent } : {}) };
  if (posted && !response.ok) result.fields = postedFields(posted);
  return data(result, { status: response.ok ? 200 : response.status, headers: response.headers });
}

/** The typed text of a form: no files, no CSRF token, no password. */
function postedFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === 'string' && key !== '_token' && !key.includes('password')) fields[key] = value;
  }
  return fields;
}

/**
 * The profile screen's two forms (the shop shows it at /account, the academy at /account/edit):
 * personal data (spec §7 POST /api/v1/users/{id} with _method=PUT) and the newsletter switch
 * (POST /api/v1/credential/).
 */
export async function profileAction(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  const form = await readForm(request);
  if (form.get('intent') === 'newsletter') {
    const body = new FormData();
    body.set('_token', String(form.get('_token') ?? ''));
    body.set('wants_newsletter', form.getAll('wants_newsletter').includes('1') ? '1' : '0');
    return formAnswer(await submitToApi(request, context, '/api/v1/credential/', { body }), 'newsletter');
  }
  form.set('_method', 'PUT');
  const omit = ['intent', 'email_shown'];
  return formAnswer(await submitToApi(request, context, `/api/v1/users/${user.id}`, { body: form, omit }), 'profile');
}
