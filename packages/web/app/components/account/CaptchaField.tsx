import { useRouteLoaderData } from 'react-router';
import type { RootLoaderData } from '../../root';
import { TEST_CAPTCHA_TOKEN } from '../content/captcha';

/** The action name the API's captcha check expects of registrations (auth/register.routes). */
export const REGISTER_CAPTCHA_ACTION = 'register';

/**
 * The bot-protection token of a form (DESIGN §6). Without a reCAPTCHA site key the API runs
 * its test verifier and this field carries the token it accepts; with a key the form fills it
 * from reCAPTCHA v3 as it submits (so, with a key, registering needs JavaScript).
 */
export function CaptchaField() {
  const siteKey = useRouteLoaderData<RootLoaderData>('root')?.captchaSiteKey;
  return <input type="hidden" name="captcha_token" value={siteKey ? '' : TEST_CAPTCHA_TOKEN} />;
}
