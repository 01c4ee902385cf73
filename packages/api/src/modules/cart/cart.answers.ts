import { type BalanceKind, HostId } from '@vag/domain';
import type { Context } from 'hono';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../lib/context';
import type { SessionCompanion } from '../../lib/session';
import { balancesOf } from './cart.pricing';
import { type CartContents, type CartStampRow, selectCartStamp, sessionCartStamp } from './cart.queries';
import { cartOwnerOf } from './cart.service';
import { type CartViewInput, shopCartViewRead } from './cart.view';

/*
 * The shop cart's priced answers, kept per visitor (issue 23): a shopper with a cart asks for it
 * on every page (the mini cart of `/visitor.json`), on the cart page and on each checkout step,
 * and pricing it reads the catalogue in a statement that costs PostgreSQL most of a millisecond.
 *
 * A kept answer is served only while everything it was built from is as it was:
 * - the cart's own rows (its lines, coupons, guest code) and the user's balances: read again on
 *   every request in one small statement (`selectCartStamp`) and compared value for value with
 *   those the answer was priced from, so a change by any instance or process shows at once;
 * - the catalogue (products, prices, pictures, gift rules, delivery and payment methods): every
 *   change of it is announced by the database's change notices (migration 0011), which drop all
 *   answers; an answer read before a notice arrived is not kept (`generation`);
 * - the clock (a promotion's start or end, the lowest price of the last 30 days): an answer is
 *   kept for `freshMs` at most, the page cache's freshness.
 * The request is part of the key: the site, the owner (session or user), language, roles and
 * the checkout's choices. Answers that depend on more are not kept: carts with a coupon (its
 * usage by other orders) or a guest code (the beautician's standing), and academy carts (seats
 * and their holds).
 */

/** What a kept answer was priced from, of the cart itself: `CartStampRow` as `CartRead` has it. */
export interface CartStamp {
  cartId: number | null;
  items: CartContents['items'];
  coupons: CartContents['coupons'];
  referrerUserId: number | null;
  balances: Record<BalanceKind, number>;
}

/** One text per stamp: two stamps give the same text only when their values are the same. */
export const stampText = (stamp: CartStamp) =>
  JSON.stringify([
    stamp.cartId,
    stamp.items,
    stamp.coupons,
    stamp.referrerUserId,
    stamp.balances.marketing,
    stamp.balances.global,
  ]);

/** A cart whose answer depends on nothing but its stamp, the catalogue and the clock. */
export const keepable = (stamp: CartStamp) =>
  stamp.cartId !== null &&
  stamp.coupons.length === 0 &&
  stamp.referrerUserId === null &&
  stamp.items.every((item) => item.productId !== null && item.trainingDateId === null);

interface Kept {
  stamp: string;
  /** The answer's JSON as bytes: the same bytes each time, which the server compresses once (`compression.ts`). */
  body: Uint8Array;
  generation: number;
  storedAt: number;
}

export interface CartAnswersOptions {
  /** How much may be kept at most: the answers' bytes (with their keys' and stamps' characters). Default 16 MiB. */
  maxBytes?: number;
  /** How long an answer may be served. Default 60 s. */
  freshMs?: number;
  now?: () => number;
}

const DEFAULT_MAX_BYTES = 16 * 2 ** 20;
const DEFAULT_FRESH_MS = 60_000;

/**
 * The kept answers of one process. Without the database's change notices it cannot stay
 * correct: whoever feeds it `dataChanged` calls `disable` when the notices stop.
 */
export class CartAnswers {
  /** Least recently used first (a Map keeps insertion order; a hit moves its entry last). */
  readonly #kept = new Map<string, Kept>();
  readonly #maxBytes: number;
  readonly #freshMs: number;
  readonly #now: () => number;
  #bytes = 0;
  #generation = 0;
  #enabled = true;

  constructor(options: CartAnswersOptions = {}) {
    this.#maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    this.#freshMs = options.freshMs ?? DEFAULT_FRESH_MS;
    this.#now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.#enabled;
  }

  /** Moves on with every change notice: a request notes it before it reads, and keeps its answer only if it has not moved. */
  get generation(): number {
    return this.#generation;
  }

  /** How many answers are kept (tests, logs). */
  get size(): number {
    return this.#kept.size;
  }

  /**
   * A table changed, or changes may have been missed (`undefined`): every answer goes. A training
   * date's seats change with every enrolment, and no kept answer shows one.
   */
  dataChanged(table: string | undefined) {
    if (table === 'training_dates') return;
    this.#generation += 1;
    this.#clear();
  }

  disable() {
    this.#enabled = false;
    this.#generation += 1;
    this.#clear();
  }

  /** Whether an answer of `key` may still be served (then the stamp is worth reading). */
  holds(key: string): boolean {
    const kept = this.#kept.get(key);
    if (!kept) return false;
    if (kept.generation === this.#generation && this.#now() - kept.storedAt < this.#freshMs) return true;
    this.#drop(key, kept);
    return false;
  }

  /** The answer of `key` priced from `stamp`, when it is kept and still holds. */
  get(key: string, stamp: string): Uint8Array | undefined {
    if (!this.holds(key)) return undefined;
    const kept = this.#kept.get(key);
    if (!kept || kept.stamp !== stamp) return undefined;
    this.#kept.delete(key);
    this.#kept.set(key, kept);
    return kept.body;
  }

  /** Drops the answer of `key` (its cart now depends on more than a kept answer may). */
  forget(key: string) {
    const kept = this.#kept.get(key);
    if (kept) this.#drop(key, kept);
  }

  /** Keeps `body`, priced from `stamp` by a request that began at `generation`. */
  set(key: string, stamp: string, generation: number, body: Uint8Array) {
    if (!this.#enabled || generation !== this.#generation) return;
    const size = key.length + stamp.length + body.byteLength;
    if (size > this.#maxBytes) return;
    const before = this.#kept.get(key);
    if (before) this.#drop(key, before);
    this.#kept.set(key, { stamp, body, generation, storedAt: this.#now() });
    this.#bytes += size;
    for (const [oldest, kept] of this.#kept) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#drop(oldest, kept);
    }
  }

  #drop(key: string, kept: Kept) {
    this.#kept.delete(key);
    this.#bytes -= key.length + kept.stamp.length + kept.body.byteLength;
  }

  #clear() {
    this.#kept.clear();
    this.#bytes = 0;
  }
}

/**
 * The shop cart's route reads its stamp along the session (one round trip for a kept answer)
 * while answers may be kept. Its value is the route's `c.var.readAlong` (`stampReadAlong`).
 */
export const cartStampCompanion = (path: string, answers: CartAnswers): SessionCompanion => ({
  path,
  label: 'cart_stamp',
  select: sessionCartStamp,
  wanted: (c) => c.var.hostId === HostId.shop && answers.enabled && answers.size > 0,
});

/** The stamp `cartStampCompanion` read along the request's session; undefined when it was not read. */
export const stampReadAlong = (c: Context<AppEnv>) => c.var.readAlong as CartStampRow | undefined;

/** The request's part of a kept answer's key: everything of it the answer depends on. */
function keyOf(input: CartViewInput): string | null {
  const owner = cartOwnerOf(input.who);
  if (!owner) return null;
  return JSON.stringify([
    input.who.hostId,
    'userId' in owner ? `u${owner.userId}` : `s${owner.sessionId}`,
    input.locale,
    input.user?.roleIds ?? [],
    input.user?.email ?? null,
    input.deliveryMethodId ?? null,
    input.paymentMethodId ?? null,
    input.usingMarketingCredit,
    input.usingGlobalCredit,
  ]);
}

/**
 * The shop cart's answer as JSON bytes: kept by `answers` when it holds, else priced (and kept
 * when `keepable`). One small statement more than pricing when a kept answer turns out stale.
 */
export async function shopCartAnswer(
  db: Db,
  answers: CartAnswers,
  input: CartViewInput,
  /** The stamp as read along this request's session (`cartStampCompanion`), if it was. */
  stampRead?: CartStampRow,
): Promise<Uint8Array> {
  const key = answers.enabled ? keyOf(input) : null;
  // Noted before anything is read: an answer priced from data older than a notice is not kept.
  const generation = answers.generation;
  if (key !== null && answers.holds(key)) {
    const owner = cartOwnerOf(input.who);
    if (owner) {
      const row = stampRead ?? (await selectCartStamp(db, input.who.hostId, owner, input.user?.id ?? null));
      const kept = answers.get(key, stampText({ ...row, balances: balancesOf(row.balances) }));
      if (kept !== undefined) return kept;
    }
  }
  const { cart, read } = await shopCartViewRead(db, input);
  // Bytes of their own (not a slice of Node's shared pool): what is kept is what is counted.
  const body = new TextEncoder().encode(JSON.stringify(cart));
  const stamp: CartStamp = {
    cartId: read.cartId,
    items: read.contents.items,
    coupons: read.contents.coupons,
    referrerUserId: read.contents.referrerUserId,
    balances: read.balances,
  };
  if (key !== null) {
    if (keepable(stamp)) answers.set(key, stampText(stamp), generation, body);
    else answers.forget(key);
  }
  return body;
}
