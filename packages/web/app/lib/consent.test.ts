import { describe, expect, it } from 'vitest';
import { consentCookies, readConsent } from './consent';

describe('cookie consent', () => {
  it('is undecided until the necessary-cookies flag exists', () => {
    expect(readConsent(null)).toEqual({ decided: false, analytics: false, marketing: false });
    expect(readConsent('other=1')).toEqual({ decided: false, analytics: false, marketing: false });
  });

  it('reads the stored levels', () => {
    expect(readConsent('cookie_policy_1=1; cookie_policy_2=0; cookie_policy_3=1')).toEqual({
      decided: true,
      analytics: false,
      marketing: true,
    });
  });

  it('writes three 30-day cookies with 1 or 0, necessary always 1', () => {
    const cookies = consentCookies({ analytics: true, marketing: false }, false);
    expect(cookies).toEqual([
      'cookie_policy_1=1; Path=/; Max-Age=2592000; SameSite=Lax',
      'cookie_policy_2=1; Path=/; Max-Age=2592000; SameSite=Lax',
      'cookie_policy_3=0; Path=/; Max-Age=2592000; SameSite=Lax',
    ]);
    expect(consentCookies({ analytics: false, marketing: false }, true)[0]).toContain('; Secure');
  });
});
