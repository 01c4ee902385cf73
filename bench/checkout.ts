import { Agent } from 'node:http';
import pg from 'pg';
import { jsonOf, SHOP_HOST, Visitor } from './http';
import type { CheckoutJob, CheckoutResult, PlacedOrder } from './jobs';

/*
 * Checkout throughput (issue 8): many guest buyers at once, each looping through what the
 * storefront does (start a session, put a product in the cart, place the order with bank
 * transfer and GLS home delivery), then a check in PostgreSQL that every order acknowledged
 * with 201 is there, with its items and totals as the API described them.
 */

const BANK_TRANSFER = 2;
const GLS_HOME_DELIVERY = 1;
const SAMPLE_LIMIT = 5;

interface OrderBody {
  data: {
    id: number;
    payment_key: string;
    email: string;
    historic_sub_total_gross: number;
    historic_shipping_price_final: number;
    historic_payment_price_gross: number;
    historic_discount_amount: number;
    historic_total_gross: number;
    orderItems: unknown[];
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) : 0;

interface Attempt {
  status: number;
  /** Latency of POST /api/v1/order alone, ms. */
  latencyMs: number;
  order?: Omit<PlacedOrder, 'measured'>;
  refusal?: string;
}

/** One guest buys product `productId`: session, cart add, order with bank transfer. */
export async function buyAsGuest(
  job: Pick<CheckoutJob, 'port' | 'zipcodeId' | 'streetTypeId'>,
  n: number,
  productId: number,
  agent?: Agent,
): Promise<Attempt> {
  const visitor = new Visitor(job.port, SHOP_HOST, agent);
  await visitor.startSession();
  const added = await visitor.send('/api/v1/user-cart/add', {
    method: 'POST',
    json: { product_id: productId, count: 1 + (n % 2) },
  });
  if (added.status !== 200) {
    return {
      status: added.status,
      latencyMs: 0,
      refusal: `cart add ${added.status}: ${added.body.toString().slice(0, 200)}`,
    };
  }
  const began = performance.now();
  const reply = await visitor.send('/api/v1/order?locale_id=1', {
    method: 'POST',
    json: {
      last_name: 'Teszt',
      first_name: 'Vevő',
      email: `bench.${process.pid}.${n}@example.com`,
      phone_number: '+36301234567',
      zipcode_id: job.zipcodeId,
      street_type_id: job.streetTypeId,
      street: 'Benchmark',
      number: String(1 + (n % 200)),
      delivery_method_id: GLS_HOME_DELIVERY,
      payment_method_id: BANK_TRANSFER,
      // The checkout's bot check (issue 17); the server runs the test verifier.
      captcha_token: 'test-pass',
      terms_accepted: true,
      second_terms_accepted: true,
    },
  });
  const latencyMs = performance.now() - began;
  if (reply.status !== 201) {
    return {
      status: reply.status,
      latencyMs,
      refusal: `order ${reply.status}: ${reply.body.toString().slice(0, 200)}`,
    };
  }
  const { data } = jsonOf<OrderBody>(reply);
  const order = {
    id: data.id,
    paymentKey: data.payment_key,
    email: data.email,
    items: data.orderItems.length,
    subTotalGross: data.historic_sub_total_gross,
    shipping: data.historic_shipping_price_final,
    paymentFee: data.historic_payment_price_gross,
    discount: data.historic_discount_amount,
    totalGross: data.historic_total_gross,
  };
  return { status: reply.status, latencyMs, order };
}

/** Runs in the load generator process. */
export async function runCheckoutLoad(job: CheckoutJob): Promise<CheckoutResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: job.clients });
  const placed: PlacedOrder[] = [];
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  const samples: string[] = [];
  let failures = 0;
  let sequence = 0;
  const measureFrom = Date.now() + job.warmup * 1000;
  const end = measureFrom + job.duration * 1000;
  const note = (what: string) => {
    failures++;
    if (samples.length < SAMPLE_LIMIT) samples.push(what);
  };

  async function client() {
    while (Date.now() < end) {
      const n = sequence++;
      const productId = job.productIds[n % job.productIds.length] ?? 0;
      try {
        const attempt = await buyAsGuest(job, n, productId, agent);
        const finished = Date.now();
        statusCodes[attempt.status] = (statusCodes[attempt.status] ?? 0) + 1;
        if (attempt.latencyMs) latencies.push(attempt.latencyMs);
        if (attempt.order) placed.push({ ...attempt.order, measured: finished >= measureFrom && finished <= end });
        else note(attempt.refusal ?? `status ${attempt.status}`);
      } catch (error) {
        note(error instanceof Error ? error.message : String(error));
      }
    }
  }

  await Promise.all(Array.from({ length: job.clients }, client));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    placed,
    ordersPerSecond: placed.filter((order) => order.measured).length / job.duration,
    orderLatencyMs: {
      p50: round(percentile(latencies, 50)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1) ?? 0),
    },
    statusCodes,
    failures,
    samples,
  };
}

export interface Verification {
  acknowledged: number;
  found: number;
  /** Orders acknowledged with 201 but missing, or whose rows differ from what the API answered. */
  problems: string[];
  /** Orders in the database that no client saw a 201 for (a timeout after the commit, say): id and e-mail. */
  unacknowledged: string[];
}

interface OrderRow {
  id: number;
  payment_key: string;
  email: string;
  historic_sub_total_gross: number;
  historic_shipping_price_final: number;
  historic_payment_price_gross: number;
  historic_discount_amount: number;
  historic_total_gross: number;
  items: number;
  items_sum: number;
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The newest order id before the bench: the demo data holds orders of its own. */
export function lastOrderId(databaseUrl: string): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: number | null }>('select max(id) as id from orders');
    return rows[0]?.id ?? 0;
  });
}

/** Runs in the orchestrator, straight on PostgreSQL: the API's word is not the evidence. */
export function verifyOrders(databaseUrl: string, placed: PlacedOrder[], afterId: number): Promise<Verification> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<OrderRow>(
      `select o.id, o.payment_key, o.email, o.historic_sub_total_gross, o.historic_shipping_price_final,
              o.historic_payment_price_gross, o.historic_discount_amount, o.historic_total_gross,
              count(i.id)::int as items,
              coalesce(sum(i.item_sum_price_historic) filter (where not i.is_gift), 0)::int as items_sum
         from orders o left join order_items i on i.order_id = o.id
        where o.id > $1
        group by o.id`,
      [afterId],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const problems: string[] = [];
    for (const order of placed) {
      const row = byId.get(order.id);
      if (!row) {
        problems.push(`order ${order.id}: acknowledged but not in the database`);
        continue;
      }
      const expected: [string, unknown, unknown][] = [
        ['payment_key', row.payment_key, order.paymentKey],
        ['email', row.email, order.email],
        ['items', row.items, order.items],
        ['sub total', row.historic_sub_total_gross, order.subTotalGross],
        ['items sum = sub total', row.items_sum, order.subTotalGross],
        ['total', row.historic_total_gross, order.totalGross],
        [
          'total = sub total + delivery + payment fee − discount',
          row.historic_total_gross,
          row.historic_sub_total_gross +
            row.historic_shipping_price_final +
            row.historic_payment_price_gross -
            row.historic_discount_amount,
        ],
      ];
      for (const [what, actual, wanted] of expected) {
        if (actual !== wanted) problems.push(`order ${order.id}: ${what}: database ${actual}, expected ${wanted}`);
      }
    }
    const acknowledged = new Set(placed.map((order) => order.id));
    return {
      acknowledged: placed.length,
      found: placed.filter((order) => byId.has(order.id)).length,
      problems,
      unacknowledged: rows.filter((row) => !acknowledged.has(row.id)).map((row) => `${row.id} ${row.email}`),
    };
  });
}
