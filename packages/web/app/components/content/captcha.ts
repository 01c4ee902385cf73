/**
 * Bot protection in the browser (spec §7: reCAPTCHA v3, invisible, language hu). Without a site
 * key the API runs its test verifier, which accepts exactly this token (README "Bot protection").
 */
export const TEST_CAPTCHA_TOKEN = 'test-pass';

/** The loader's errors as the spec names them (§8 "Bot-protection"). */
export const CAPTCHA_ERRORS = {
  noKey: 'No key provided',
  noVersion: 'No version provided',
  loadFailed: 'Failed to load script',
  executeFailed: 'Failed to execute',
} as const;

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | undefined;

/** Loads Google's script once per page; a failed load may be retried by the next call. */
export function loadRecaptcha(siteKey: string | undefined, version: number | undefined = 3): Promise<Grecaptcha> {
  if (!siteKey) return Promise.reject(new Error(CAPTCHA_ERRORS.noKey));
  if (!version) return Promise.reject(new Error(CAPTCHA_ERRORS.noVersion));
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}&hl=hu`;
    script.async = true;
    script.onload = () =>
      window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error(CAPTCHA_ERRORS.loadFailed));
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error(CAPTCHA_ERRORS.loadFailed));
    };
    document.head.append(script);
  });
  return loading;
}

/** A token for one form submission under `action` (the API checks the action name too). */
export async function captchaToken(action: string, siteKey: string | undefined): Promise<string> {
  if (!siteKey) return TEST_CAPTCHA_TOKEN;
  const grecaptcha = await loadRecaptcha(siteKey);
  return new Promise<string>((resolve, reject) => {
    grecaptcha.ready(() => {
      grecaptcha.execute(siteKey, { action }).then(resolve, () => reject(new Error(CAPTCHA_ERRORS.executeFailed)));
    });
  });
}
