import { describe, expect, it, vi } from 'vitest';
import { recaptchaVerifier, testCaptcha } from './captcha';

describe('captcha verifiers', () => {
  it('test verifier accepts only the test token', async () => {
    expect(await testCaptcha.verify('test-pass', 'contact')).toBe(true);
    expect(await testCaptcha.verify('anything', 'contact')).toBe(false);
    expect(await testCaptcha.verify(undefined, 'contact')).toBe(false);
  });

  it('reCAPTCHA verifier checks success, score and action with the secret', async () => {
    const answers = [
      { success: true, score: 0.9, action: 'contact' },
      { success: true, score: 0.2, action: 'contact' },
      { success: true, score: 0.9, action: 'login' },
      { success: false },
    ];
    const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      expect(String(init?.body)).toContain('secret=s3cret');
      return new Response(JSON.stringify(answers.shift()));
    });
    const verifier = recaptchaVerifier({ secret: 's3cret', minScore: 0.5, fetch: fetchImpl as typeof fetch });
    expect(await verifier.verify('token', 'contact')).toBe(true);
    expect(await verifier.verify('token', 'contact')).toBe(false);
    expect(await verifier.verify('token', 'contact')).toBe(false);
    expect(await verifier.verify('token', 'contact')).toBe(false);
    expect(await verifier.verify(undefined, 'contact')).toBe(false);
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });

  it('reCAPTCHA verifier fails closed when Google cannot be reached', async () => {
    const verifier = recaptchaVerifier({
      secret: 's',
      minScore: 0.5,
      fetch: (async () => {
        throw new TypeError('offline');
      }) as typeof fetch,
    });
    expect(await verifier.verify('token', 'contact')).toBe(false);
  });
});
