/** Bot protection (DESIGN §6): reCAPTCHA v3 in production, a deterministic verifier in dev and tests. */
export interface CaptchaVerifier {
  verify(token: string | undefined, action: string, remoteIp?: string): Promise<boolean>;
}

export const TEST_CAPTCHA_PASS = 'test-pass';

/** Accepts exactly the token `test-pass`, so both outcomes can be exercised without Google. */
export const testCaptcha: CaptchaVerifier = {
  verify: async (token) => token === TEST_CAPTCHA_PASS,
};

export interface RecaptchaOptions {
  secret: string;
  minScore: number;
  fetch?: typeof fetch;
  endpoint?: string;
}

/** Google's siteverify: success, a score at or above the threshold, and the expected action. */
export function recaptchaVerifier({
  secret,
  minScore,
  fetch: fetchImpl = fetch,
  endpoint = 'https://www.google.com/recaptcha/api/siteverify',
}: RecaptchaOptions): CaptchaVerifier {
  return {
    async verify(token, action, remoteIp) {
      if (!token) return false;
      const body = new URLSearchParams({ secret, response: token });
      if (remoteIp) body.set('remoteip', remoteIp);
      try {
        const response = await fetchImpl(endpoint, { method: 'POST', body, signal: AbortSignal.timeout(5000) });
        if (!response.ok) return false;
        const result = (await response.json()) as { success?: boolean; score?: number; action?: string };
        return result.success === true && (result.score ?? 0) >= minScore && result.action === action;
      } catch {
        return false;
      }
    },
  };
}
