import { describe, expect, it } from 'vitest';
import { readConsent } from './consent';

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
});
