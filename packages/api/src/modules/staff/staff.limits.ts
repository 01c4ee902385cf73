import type { RateLimitRule } from '../../lib/rate-limit';

/** Sign-in limits of the back office (issue 20): stricter than the storefront's, per account too. */
const minutes = (n: number) => n * 60_000;

export const STAFF_LOGIN_IP_LIMIT: RateLimitRule = { name: 'staff-login-ip', limit: 30, windowMs: minutes(15) };
export const STAFF_LOGIN_LIMIT: RateLimitRule = { name: 'staff-login', limit: 10, windowMs: minutes(15) };
/** Failed sign-ins (a wrong password or code) of one account from any address; the member is mailed when it trips. */
export const STAFF_ACCOUNT_LIMIT: RateLimitRule = { name: 'staff-login-account', limit: 5, windowMs: minutes(15) };

export const staffAccountKey = (email: string) => email.trim().toLowerCase();
