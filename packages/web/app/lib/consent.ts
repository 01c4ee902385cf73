import { CONSENT_COOKIE_MAX_AGE_S, CONSENT_COOKIES } from '@vag/domain';
import { cookieValue } from './cookies';

export interface Consent {
  /** False until the visitor has chosen: the banner shows (spec §4). */
  decided: boolean;
  analytics: boolean;
  marketing: boolean;
}

export function readConsent(cookieHeader: string | null): Consent {
  const [necessary, analytics, marketing] = CONSENT_COOKIES.map((name) => cookieValue(cookieHeader, name));
  return { decided: necessary !== undefined, analytics: analytics === '1', marketing: marketing === '1' };
}

/** The three consent cookies, 30 days, value 1 or 0 (spec §4, §9). */
export function consentCookies(choice: { analytics: boolean; marketing: boolean }, secure: boolean): string[] {
  const values = [true, choice.analytics, choice.marketing];
  return CONSENT_COOKIES.map(
    (name, index) =>
      `${name}=${values[index] ? 1 : 0}; Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
}
