import type { Locale } from '@vag/domain';
import { cookieValue } from './cookies';

/** The back office's language: the member's choice (a cookie set by the switch), Hungarian by default. */
export const LOCALE_COOKIE = 'vag_admin_locale';

export function localeOf(request: Request): Locale {
  return cookieValue(request.headers.get('cookie'), LOCALE_COOKIE) === 'en' ? 'en' : 'hu';
}

/** A path of this back office to return to (never another site's URL). */
export function safeBack(value: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  return typeof value === 'string' && /^\/(?!\/)[^\s\\]*$/.test(value) ? value : fallback;
}
