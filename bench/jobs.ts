/** What the orchestrator asks of the load generator process, and what it answers (over IPC). */

export interface LoadJob {
  kind: 'load';
  port: number;
  /** Host name of the Host header (the port is added): it picks the site. */
  host: string;
  path: string;
  headers: Record<string, string>;
  connections: number;
  /** Seconds of measurement, after `warmup` seconds of the same load that are thrown away. */
  duration: number;
  warmup: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  requests: number;
  latencyMs: { p50: number; p99: number; average: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  bytesPerSecond: number;
}

export interface CheckoutJob {
  kind: 'checkout';
  port: number;
  /** Concurrent guest buyers; each one loops: session, cart add, order. */
  clients: number;
  duration: number;
  warmup: number;
  /** Products a guest may buy (not professionals-only). */
  productIds: number[];
  zipcodeId: number;
  streetTypeId: number;
}

/** An order that got 201, as the API described it: the database must hold exactly this. */
export interface PlacedOrder {
  id: number;
  paymentKey: string;
  email: string;
  items: number;
  subTotalGross: number;
  shipping: number;
  paymentFee: number;
  discount: number;
  totalGross: number;
  measured: boolean;
}

export interface CheckoutResult {
  placed: PlacedOrder[];
  /** Orders completed in the measured window, per second (each the whole flow of a guest: 3 requests). */
  ordersPerSecond: number;
  /** Latency of POST /api/v1/order alone. */
  orderLatencyMs: { p50: number; p99: number; max: number };
  statusCodes: Record<string, number>;
  failures: number;
  /** The first few refusals, to tell what went wrong. */
  samples: string[];
}

export type Job = LoadJob | CheckoutJob;
export type JobAnswer = { ok: true; result: LoadResult | CheckoutResult } | { ok: false; error: string };
