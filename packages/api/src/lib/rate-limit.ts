import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { type Db, prebuilt, queryRows } from '../db/client';
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

/** One rule and the caller it counts for. */
export interface RateLimitCheck {
  rule: RateLimitRule;
  key: string;
}

/**
 * Counts one attempt in a fixed window with a single upsert, so concurrent requests and
 * several server instances count correctly.
 */
export async function hitRateLimit(db: Db, rule: RateLimitRule, key: string): Promise<RateLimitResult> {
  const [result] = await hitRateLimits(db, [{ rule, key }]);
  if (!result) throw new Error('rate limit upsert returned no row');
  return result;
}

/**
 * Counts one attempt against each rule in turn, in one statement, as one `hitRateLimit` per rule
 * would in as many: a rule is counted only when every rule before it allowed the attempt. The
 * answer holds the results of the rules counted, in order; the last is the one that refused, if
 * one did. Each check's rule name (or key) must differ: a statement updates a row once.
 */
export async function hitRateLimits(db: Db, checks: readonly RateLimitCheck[]): Promise<RateLimitResult[]> {
  const values = Object.fromEntries(
    checks.flatMap(({ rule, key }, index) => [
      [`key${index}`, `${rule.name}:${key}`],
      [`seconds${index}`, rule.windowMs / 1000],
      [`limit${index}`, rule.limit],
    ]),
  );
  const rows = await rateLimitsStatement(db, [checks.length], values);
  return rows.map((row) => {
    const { limit, windowMs } = (checks[row.rule] as RateLimitCheck).rule;
    return {
      allowed: row.count <= limit,
      count: row.count,
      remaining: Math.max(limit - row.count, 0),
      retryAfterSeconds: Math.max(Number(row.retry_after ?? windowMs / 1000), 1),
    };
  });
}

/** `hitRateLimits`' statement for a number of rules, built once: nearly every write request counts one. */
const rateLimitsStatement = prebuilt<{ rule: number; count: number; retry_after: number | string }, [rules: number]>(
  'rate_limits',
  (_db, rules) => {
    const indexes = Array.from({ length: rules }, (_, index) => index);
    const counters = indexes.map((index) => {
      const attempt = sql`${sql.placeholder(`key${index}`)}::text, 1,
        now() + make_interval(secs => ${sql.placeholder(`seconds${index}`)}::double precision)`;
      const row =
        index > 0
          ? sql`select ${attempt} where (select count from ${sql.raw(`r${index - 1}`)}) <= ${sql.placeholder(`limit${index - 1}`)}::int`
          : sql`values (${attempt})`;
      return sql`${sql.raw(`r${index}`)} as (
        insert into rate_limits (key, count, reset_at) ${row}
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning count, ceil(extract(epoch from reset_at - now())) as retry_after)`;
    });
    const answers = indexes.map(
      (index) => sql`select ${sql.raw(String(index))} as rule, count, retry_after from ${sql.raw(`r${index}`)}`,
    );
    return sql`with ${sql.join(counters, sql`, `)} ${sql.join(answers, sql` union all `)} order by rule`;
  },
);

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

/** Who a rule counts: the caller's address unless told otherwise. */
type CallerKey = (c: Context<AppEnv>) => string | Promise<string>;

/** Answers 429 with Retry-After once a caller (by IP unless `key` says otherwise) exceeds the rule. */
export function rateLimit(db: Db, rule: RateLimitRule, key: CallerKey = clientIp): MiddlewareHandler<AppEnv> {
  return rateLimits(db, [{ rule, key }]);
}

/**
 * Several rules in one statement (`hitRateLimits`), answering as one `rateLimit` per rule in this
 * order would: the first rule the caller exceeds answers 429 with its own Retry-After, and the
 * rules after it are not counted.
 */
export function rateLimits(
  db: Db,
  rules: readonly { rule: RateLimitRule; key?: CallerKey }[],
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const checks = await Promise.all(
      rules.map(async ({ rule, key }) => {
        const keyOf: CallerKey = key ?? clientIp;
        return { rule, key: await keyOf(c) };
      }),
    );
    const refused = (await hitRateLimits(db, checks)).find((result) => !result.allowed);
    if (refused) {
      c.header('Retry-After', String(refused.retryAfterSeconds));
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
