import { CONSENT_COOKIES } from '@vag/domain';
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
