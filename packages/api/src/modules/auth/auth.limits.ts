import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../../db/client';
import { peekField } from '../../lib/body';
import type { AppEnv } from '../../lib/context';
import { message } from '../../lib/messages';
import { clientIp, type RateLimitRule, rateLimitedFor } from '../../lib/rate-limit';

/** Rate limits of the account calls (DESIGN §8). Per address and e-mail where an e-mail is sent. */
const minutes = (n: number) => n * 60_000;

export const LOGIN_LIMIT: RateLimitRule = { name: 'login', limit: 5, windowMs: minutes(15) };
/**
 * Failed logins of one account from any address (issue 17): a botnet trying one password per
 * address still stops here. The owner is mailed when it trips; a password reset lifts it.
 */
export const LOGIN_ACCOUNT_LIMIT: RateLimitRule = { name: 'login-account', limit: 10, windowMs: minutes(15) };
export const LOGIN_IP_LIMIT: RateLimitRule = { name: 'login-ip', limit: 50, windowMs: minutes(15) };
export const REGISTER_LIMIT: RateLimitRule = { name: 'register', limit: 10, windowMs: minutes(60) };
export const FORGOT_PASSWORD_LIMIT: RateLimitRule = { name: 'forgot-password', limit: 3, windowMs: minutes(15) };
export const FORGOT_PASSWORD_IP_LIMIT: RateLimitRule = { name: 'forgot-password-ip', limit: 20, windowMs: minutes(60) };
export const RESET_PASSWORD_LIMIT: RateLimitRule = { name: 'reset-password', limit: 10, windowMs: minutes(15) };
/** Reading a reset link's state (each open of the page): guessing a 256-bit token is hopeless all the same. */
export const RESET_LINK_LIMIT: RateLimitRule = { name: 'reset-link', limit: 30, windowMs: minutes(15) };
export const VERIFICATION_LIMIT: RateLimitRule = { name: 'verification', limit: 10, windowMs: minutes(15) };
export const EMAIL_CHECK_LIMIT: RateLimitRule = { name: 'email-check', limit: 30, windowMs: minutes(10) };
export const PASSWORD_CONFIRM_LIMIT: RateLimitRule = { name: 'password-confirm', limit: 10, windowMs: minutes(15) };

/** The account a login or reset is about: the e-mail as the users table keeps it. */
export const accountKey = (email: string) => email.trim().toLowerCase();

/** 429 while the account of the posted e-mail is locked by failed logins (counted by the login itself). */
export function accountLoginLock(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const retryAfter = await rateLimitedFor(db, LOGIN_ACCOUNT_LIMIT, accountKey(await peekField(c, 'email')));
    if (retryAfter === null) return next();
    c.header('Retry-After', String(retryAfter));
    return c.json({ message: message('login_locked', c.var.locale), code: 'login_locked' }, 429);
  };
}

/** `ip:email` of the request, the e-mail read from the body before validation. */
export async function ipAndEmail(c: Context): Promise<string> {
  return `${clientIp(c)}:${(await peekField(c, 'email')).trim().toLowerCase()}`;
}
