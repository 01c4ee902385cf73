import { Agent } from 'node:http';
import { TEST_CAPTCHA_PASS } from '@vag/api';
import { ACADEMY_HOST, jsonOf, type Reply, SHOP_HOST, Visitor } from '../bench/http';
import { COUPON_CODE, type Shop, sleep } from './harness';

/*
 * The buyers of the reliability tests, each doing what the storefront does over HTTP: guests
 * ordering with a coupon, guests enrolling on a classroom date (card or bank transfer), and
 * members spending their balance. Every 201 is kept as the API described the order: the
 * database must hold exactly that, whatever happens to the server afterwards.
 */

const GLS_HOME_DELIVERY = 1;
const PERSONAL_PICKUP = 2;
const CARD = 1;
const BANK_TRANSFER = 2;
const CLASSROOM = 1;
/** A request that takes longer than this counts as hanging. */
export const REQUEST_TIMEOUT_MS = 20_000;

export type Kind = 'coupon order' | 'card order' | 'enrolment' | 'balance order' | 'order' | 'read';

/** An order or enrolment acknowledged with 201, as its answer described it. */
export interface Acknowledged {
  kind: 'order' | 'enrolment';
  id: number;
  paymentKey: string;
  email: string;
  items: number;
  subTotal: number;
  discount: number;
  total: number;
  couponDiscount: number;
  marketingCredit: number;
}

export interface Attempt {
  kind: Kind;
  /** The status of the last request of the flow (the order's when it got that far). */
  status: number;
  placed?: Acknowledged;
  /** What a refusal said (seats gone, coupon used up, balance spent…). */
  refusal?: string;
}

interface PlacedBody {
  data: {
    id: number;
    payment_key: string;
    email: string;
    orderItems?: unknown[];
    items?: unknown[];
    historic_sub_total_gross: number;
    historic_discount_amount: number;
    historic_total_gross: number;
    historic_subtractions: { kind: string; amount: number }[];
  };
}

function acknowledged(kind: Acknowledged['kind'], reply: Reply): Acknowledged {
  const { data } = jsonOf<PlacedBody>(reply);
  const subtracted = (what: string) =>
    data.historic_subtractions.filter((s) => s.kind === what).reduce((sum, s) => sum + s.amount, 0);
  return {
    kind,
    id: data.id,
    paymentKey: data.payment_key,
    email: data.email,
    items: (data.orderItems ?? data.items ?? []).length,
    subTotal: data.historic_sub_total_gross,
    discount: data.historic_discount_amount,
    total: data.historic_total_gross,
    couponDiscount: subtracted('coupon'),
    marketingCredit: subtracted('marketing'),
  };
}

function buyer(shop: Shop, email: string, extra: Record<string, unknown> = {}) {
  return {
    last_name: 'Próba',
    first_name: 'Vevő',
    email,
    phone_number: '+36301234567',
    zipcode_id: shop.zipcodeId,
    street_type_id: shop.streetTypeId,
    street: 'Megbízható',
    number: '1',
    delivery_method_id: GLS_HOME_DELIVERY,
    payment_method_id: BANK_TRANSFER,
    terms_accepted: true,
    second_terms_accepted: true,
    // The checkout's bot check (issue 17); the server runs with CAPTCHA_PROVIDER=test.
    captcha_token: TEST_CAPTCHA_PASS,
    ...extra,
  };
}

/** Every request and its answer, when a test judges each of them (the database restart does). */
export type Observer = (request: string, outcome: { reply?: Reply; error?: Error; ms: number }) => void;

/**
 * Keep-alive sockets the client closes after 4 s idle, before the server does (Node's
 * keepAliveTimeout is 5 s): otherwise a request may go out on a socket the server is closing
 * and read a reset that is no fault of the server's.
 */
export const keepAlive = (maxSockets = Number.POSITIVE_INFINITY) =>
  new Agent({ keepAlive: true, timeout: 4_000, maxSockets });
const shoppersAgent = keepAlive();

/** A visitor whose every request is shown to an observer. */
class ObservedVisitor extends Visitor {
  constructor(
    port: number,
    host: string,
    localAddress: string | undefined,
    private readonly observe?: Observer,
  ) {
    super(port, host, shoppersAgent, localAddress);
  }

  override async send(path: string, options: Parameters<Visitor['send']>[1] = {}): Promise<Reply> {
    const began = performance.now();
    const request = `${options.method ?? 'GET'} ${path}`;
    try {
      const reply = await super.send(path, { timeoutMs: REQUEST_TIMEOUT_MS, ...options });
      this.observe?.(request, { reply, ms: performance.now() - began });
      return reply;
    } catch (error) {
      this.observe?.(request, { error: error as Error, ms: performance.now() - began });
      throw error;
    }
  }
}

const post = (visitor: Visitor, path: string, json: unknown) => visitor.send(path, { method: 'POST', json });

/** The flow stops at the first refusal: its status and the start of its body. */
const refused = (kind: Kind, step: string, reply: Reply): Attempt => ({
  kind,
  status: reply.status,
  refusal: `${step} ${reply.status}: ${reply.body.toString('utf8').slice(0, 200)}`,
});

/** A different 127/8 address per guest: many shoppers for the per-address rate limits. */
export const loopbackAddress = (n: number) => `127.0.${1 + (Math.floor(n / 250) % 250)}.${2 + (n % 250)}`;

/**
 * A guest puts a product in the cart, adds the coupon (when `coupon`), and orders by bank
 * transfer, or by card when `card` (the payment starts at the simulator; nobody pays it).
 */
export async function guestOrder(
  port: number,
  shop: Shop,
  n: number,
  coupon: boolean,
  observe?: Observer,
  card = false,
): Promise<Attempt> {
  const kind: Kind = card ? 'card order' : coupon ? 'coupon order' : 'order';
  const visitor = new ObservedVisitor(port, SHOP_HOST, loopbackAddress(n), observe);
  await visitor.startSession();
  const email = `vevo.${process.pid}.${n}@example.hu`;
  const productId = shop.productIds[n % shop.productIds.length];
  const added = await post(visitor, '/api/v1/user-cart/add', { product_id: productId, count: 1 });
  if (added.status !== 200) return refused(kind, 'cart add', added);
  if (coupon) {
    const applied = await post(visitor, '/api/v1/user-cart/add-coupon', { coupon_code: COUPON_CODE, email });
    if (applied.status !== 200) return refused(kind, 'coupon', applied);
  }
  const fields = buyer(shop, email, card ? { payment_method_id: CARD } : {});
  const order = await post(visitor, '/api/v1/order?locale_id=1', fields);
  if (order.status !== 201) return refused(kind, 'order', order);
  return { kind, status: 201, placed: acknowledged('order', order) };
}

/** A guest enrols on a classroom date (one seat), paying by card or bank transfer by turns. */
export async function enrolment(
  port: number,
  shop: Shop,
  n: number,
  options: { dateId?: number; observe?: Observer } = {},
): Promise<Attempt> {
  const kind: Kind = 'enrolment';
  const visitor = new ObservedVisitor(port, ACADEMY_HOST, loopbackAddress(n), options.observe);
  await visitor.startSession();
  const added = await post(visitor, '/api/v1/academy-cart/add', {
    item_id: options.dateId ?? shop.trainingDateIds[n % shop.trainingDateIds.length],
    training_location_type_id: CLASSROOM,
    count: 1,
  });
  if (added.status !== 200) return refused(kind, 'cart add', added);
  const fields = buyer(shop, `resztvevo.${process.pid}.${n}@example.hu`, {
    delivery_method_id: undefined,
    payment_method_id: n % 2 ? CARD : BANK_TRANSFER,
  });
  const order = await post(visitor, '/api/v1/academy-subscriptions?locale_id=1', fields);
  if (order.status !== 201) return refused(kind, 'enrolment', order);
  return { kind, status: 201, placed: acknowledged('enrolment', order) };
}

/** A member signed in once, who then orders again and again spending the marketing balance. */
export class Member {
  private readonly visitor: Visitor;

  constructor(
    port: number,
    private readonly shop: Shop,
    readonly account: Shop['members'][number],
    observe?: Observer,
  ) {
    this.visitor = new ObservedVisitor(port, SHOP_HOST, undefined, observe);
  }

  async signIn(): Promise<void> {
    await this.visitor.startSession();
    const reply = await post(this.visitor, '/auth/login', {
      email: this.account.email,
      password: this.account.password,
    });
    if (reply.status !== 200) throw new Error(`login of ${this.account.email}: ${reply.status}`);
  }

  async order(n: number): Promise<Attempt> {
    const kind: Kind = 'balance order';
    const productId = this.shop.productIds[n % this.shop.productIds.length];
    const added = await post(this.visitor, '/api/v1/user-cart/add', { product_id: productId, count: 1 });
    if (added.status !== 200) return refused(kind, 'cart add', added);
    const fields = buyer(this.shop, this.account.email, {
      delivery_method_id: PERSONAL_PICKUP,
      using_marketing_credit: 1,
    });
    const order = await post(this.visitor, '/api/v1/order?locale_id=1', fields);
    if (order.status !== 201) return refused(kind, 'order', order);
    return { kind, status: 201, placed: acknowledged('order', order) };
  }
}

/** Clients looping through their flows until stopped; every outcome is counted. */
export class Load {
  readonly placed: Acknowledged[] = [];
  readonly attempts: Attempt[] = [];
  /** Flows that threw: a transport error (reset, refused, timeout) or a session not given. */
  readonly failures: string[] = [];
  /** Flows between their first request and their outcome. */
  inFlight = 0;
  private halted = false;
  private readonly loops: Promise<void>[] = [];
  private sequence = 0;

  /**
   * Starts `clients` loops of `flow`; `n` numbers the attempts across all loops. A loop pauses
   * after a failure (a server error or a transport error), as a shopper would before retrying.
   */
  run(clients: number, flow: (n: number) => Promise<Attempt>, pauseAfterErrorMs = 200): void {
    for (let i = 0; i < clients; i++) {
      this.loops.push(
        (async () => {
          while (!this.halted) {
            const n = this.sequence++;
            this.inFlight++;
            try {
              const attempt = await flow(n);
              this.attempts.push(attempt);
              if (attempt.placed) this.placed.push(attempt.placed);
              if (attempt.status >= 500) await sleep(pauseAfterErrorMs);
            } catch (error) {
              this.failures.push(error instanceof Error ? error.message : String(error));
              await sleep(pauseAfterErrorMs);
            } finally {
              this.inFlight--;
            }
          }
        })(),
      );
    }
  }

  /** No new flows start; the ones under way finish (or fail). */
  halt(): void {
    this.halted = true;
  }

  async stop(): Promise<void> {
    this.halt();
    await Promise.all(this.loops);
  }

  count(kind: Kind, status?: number): number {
    return this.attempts.filter((a) => a.kind === kind && (status === undefined || a.status === status)).length;
  }

  /** `kind status: count` of every outcome, for the test's printout. */
  summary(): Record<string, number> {
    const tally: Record<string, number> = {};
    for (const a of this.attempts) tally[`${a.kind} ${a.status}`] = (tally[`${a.kind} ${a.status}`] ?? 0) + 1;
    if (this.failures.length) tally['failed flows'] = this.failures.length;
    return tally;
  }
}
