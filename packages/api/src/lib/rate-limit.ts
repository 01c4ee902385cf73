import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { type Db, queryRows } from '../db/client';
import { clientAddress, TRUST_NOBODY, type TrustProxy } from './client-address';
import type { AppEnv } from './context';
import { message } from './messages';

export interface RateLimitRule {
  /** Names the counter, e.g. `login`; combined with the key of the caller. */
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Attempts counted in the current window, this one included. */
  count: number;
  remaining: number;
  retryAfterSeconds: number;
}

/**
 * Counts one attempt in a fixed window with a single upsert, so concurrent requests and
 * several server instances count correctly.
 */
export async function hitRateLimit(db: Db, rule: RateLimitRule, key: string): Promise<RateLimitResult> {
  const id = `${rule.name}:${key}`;
  const windowSeconds = rule.windowMs / 1000;
  const [row] = await queryRows<{ count: number; retry_after: number | string }>(
    db,
    sql`insert into rate_limits (key, count, reset_at)
        values (${id}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning count, ceil(extract(epoch from reset_at - now())) as retry_after`,
  );
  const count = row?.count ?? 1;
  return {
    allowed: count <= rule.limit,
    count,
    remaining: Math.max(rule.limit - count, 0),
    retryAfterSeconds: Math.max(Number(row?.retry_after ?? windowSeconds), 1),
  };
}

/**
 * The caller's address. Over HTTP: the socket's, or behind trusted reverse proxies (TRUST_PROXY)
 * the one they forwarded. In-process (SSR) there is no socket: the storefront puts the shopper's
 * address, resolved the same way, in X-Forwarded-For.
 */
export function clientIp(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  const socketAddress = incoming?.socket?.remoteAddress;
  const forwardedFor = c.req.header('x-forwarded-for');
  if (socketAddress) {
    return clientAddress(socketAddress, forwardedFor, (c.get('trustProxy') as TrustProxy | undefined) ?? TRUST_NOBODY);
  }
  return forwardedFor?.split(',')[0]?.trim() || 'unknown';
}

/** Answers 429 with Retry-After once a caller (by IP unless `key` says otherwise) exceeds the rule. */
export function rateLimit(
  db: Db,
  rule: RateLimitRule,
  key: (c: Context<AppEnv>) => string | Promise<string> = clientIp,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const result = await hitRateLimit(db, rule, await key(c));
    if (!result.allowed) {
      c.header('Retry-After', String(result.retryAfterSeconds));
      return c.json({ message: message('too_many_requests', c.var.locale), code: 'too_many_requests' }, 429);
    }
    await next();
  };
}

/**
 * Whether the caller is over the rule, without counting an attempt (for limits that count
 * failures only): null when not, else the seconds until the window ends.
 */
export async function rateLimitedFor(db: Db, rule: RateLimitRule, key: string): Promise<number | null> {
  const [row] = await queryRows<{ count: number; retry_after: number | string }>(
    db,
    sql`select count, ceil(extract(epoch from reset_at - now())) as retry_after
        from rate_limits where key = ${`${rule.name}:${key}`} and reset_at > now()`,
  );
  return row && row.count >= rule.limit ? Math.max(Number(row.retry_after), 1) : null;
}

/** Forgets a caller's counter (a password reset ends the lock of its account). */
export async function clearRateLimit(db: Db, rule: RateLimitRule, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${`${rule.name}:${key}`}`);
}

/** Drops expired counters; called now and then so the table stays small. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limits where reset_at < now()`);
}
