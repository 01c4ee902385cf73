import type { Context } from 'hono';
import { peekField } from '../../lib/body';
import { clientIp, type RateLimitRule } from '../../lib/rate-limit';

/** Rate limits of the account calls (DESIGN §8). Per address and e-mail where an e-mail is sent. */
const minutes = (n: number) => n * 60_000;

export const LOGIN_LIMIT: RateLimitRule = { name: 'login', limit: 5, windowMs: minutes(15) };
export const LOGIN_IP_LIMIT: RateLimitRule = { name: 'login-ip', limit: 50, windowMs: minutes(15) };
export const REGISTER_LIMIT: RateLimitRule = { name: 'register', limit: 10, windowMs: minutes(60) };
export const FORGOT_PASSWORD_LIMIT: RateLimitRule = { name: 'forgot-password', limit: 3, windowMs: minutes(15) };
export const FORGOT_PASSWORD_IP_LIMIT: RateLimitRule = { name: 'forgot-password-ip', limit: 20, windowMs: minutes(60) };
export const RESET_PASSWORD_LIMIT: RateLimitRule = { name: 'reset-password', limit: 10, windowMs: minutes(15) };
export const VERIFICATION_LIMIT: RateLimitRule = { name: 'verification', limit: 10, windowMs: minutes(15) };
export const EMAIL_CHECK_LIMIT: RateLimitRule = { name: 'email-check', limit: 30, windowMs: minutes(10) };
export const PASSWORD_CONFIRM_LIMIT: RateLimitRule = { name: 'password-confirm', limit: 10, windowMs: minutes(15) };

/** `ip:email` of the request, the e-mail read from the body before validation. */
export async function ipAndEmail(c: Context): Promise<string> {
  return `${clientIp(c)}:${(await peekField(c, 'email')).trim().toLowerCase()}`;
}
