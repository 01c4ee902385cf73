import { LOCALE_COOKIE, type Locale, localizePath, parsePath } from '@vag/domain';

/*
 * Spec §1: Hungarian has no prefix, English lives under /en. A visitor who arrives from outside
 * on a page without /en (a typed address, a search result, a link in a mail) and prefers English
 * is sent to the English page: the language chosen before (LOCALE_COOKIE, written by the language
 * switcher) decides first, then the browser's Accept-Language. Moving inside the site never
 * redirects (the Referer is the site itself), so choosing Hungarian on the switcher sticks even
 * without the cookie. It runs before the page cache: the cached Hungarian page is never what an
 * English-preferring first visit sees, and the redirect itself is private (Vary, no-store).
 */

/** The language an Accept-Language header prefers among ours (q-values honoured), or undefined. */
export function preferredLocale(header: string | null): Locale | undefined {
  if (!header) return undefined;
  let best: { locale: Locale; q: number } | undefined;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const q = Number(
      params
        .find((param) => param.trim().startsWith('q='))
        ?.trim()
        .slice(2) ?? 1,
    );
    const primary = tag.split('-')[0];
    const locale = primary === 'hu' ? 'hu' : primary === 'en' ? 'en' : undefined;
    if (!locale || !(q > 0)) continue;
    if (!best || q > best.q) best = { locale, q };
  }
  return best?.locale;
}

const cookieLocale = (cookie: string | null): Locale | undefined => {
  const value = cookie
    ?.split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return value === 'hu' || value === 'en' ? value : undefined;
};

const fromThisSite = (request: Request, url: URL) => {
  const referer = request.headers.get('referer');
  if (!referer) return false;
  try {
    return new URL(referer).host === (request.headers.get('host') ?? url.host);
  } catch {
    return false;
  }
};

/** The English address a first visit should go to, or null to serve the page as asked. */
export function firstVisitRedirect(request: Request): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = new URL(request.url);
  // Only pages: not route data (`.data`), files, the API or the development mailbox.
  if (/\.[^/]+$/.test(url.pathname) || url.pathname.startsWith('/api/') || url.pathname.startsWith('/dev/')) {
    return null;
  }
  const { locale, canonical, valid } = parsePath(url.pathname);
  if (locale !== 'hu' || !valid) return null;
  const chosen = cookieLocale(request.headers.get('cookie'));
  if (chosen !== undefined) return chosen === 'en' ? `${localizePath(canonical, 'en')}${url.search}` : null;
  if (fromThisSite(request, url)) return null;
  return preferredLocale(request.headers.get('accept-language')) === 'en'
    ? `${localizePath(canonical, 'en')}${url.search}`
    : null;
}

/** The redirect's answer: for this visitor only, and varying on what decided it. */
export function firstVisitResponse(location: string): Response {
  return new Response(null, {
    status: 302,
    headers: { location, vary: 'Accept-Language, Cookie, Referer', 'cache-control': 'private, no-store' },
  });
}
