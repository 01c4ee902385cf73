import { parseArgs } from 'node:util';
import { ROUTE_NAMES } from './routes';

export const USAGE = `usage: npm run bench -- [options]   (each option also reads BENCH_<NAME>, e.g. BENCH_DURATION=3)
  --driver pglite|pg|both    databases to run on (default both; pg is skipped when PostgreSQL does not answer)
  --products 0|N[,N…]        catalogue sizes: generated products on top of the demo data (default 0: demo only)
  --orders 0|N[,N…]          generated shop orders on top of the demo data (default 0), for the
                             back office's order routes; scale either products or orders, not both
  --duration S               seconds measured per route (default 10)
  --warmup S                 seconds of the same load thrown away before each measurement (default 3)
  --connections N            concurrent connections of the load generator (default 50)
  --only a,b                 routes to measure: ${ROUTE_NAMES.join(', ')}
  --checkout-clients N       concurrent guest buyers of the checkout bench (default 50)
  --skip-checkout            leave out the checkout bench
  --skip-floor               leave out React Router's floor (a one-route app of bench/floor, on
                             our server's port before our server starts)
  --pg-url URL               PostgreSQL server to create the bench database on
                             (default postgres://postgres@127.0.0.1:5432/postgres)
  --port-base N              ports N (plain ceiling), N+1 (same-bytes ceiling), N+2 (our server);
                             default: any free ports
  --report FILE              print the Markdown report of a stored run (var/bench/*.json) and exit`;

export interface Options {
  drivers: ('pglite' | 'pg')[];
  products: number[];
  /** Generated orders (bench/seed-orders.ts) on top of the demo data, one pass per size. */
  orders: number[];
  duration: number;
  warmup: number;
  connections: number;
  only: Set<string> | null;
  checkoutClients: number;
  skipCheckout: boolean;
  /** Leave out React Router's floor (bench/floor). */
  skipFloor: boolean;
  pgUrl: string;
  portBase: number | null;
  /** A stored run to print instead of running. */
  report: string | null;
}

export class UsageError extends Error {}

function wholeNumber(name: string, value: string, min: number): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min) throw new UsageError(`--${name} needs a whole number ≥ ${min}, got "${value}"`);
  return n;
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      driver: { type: 'string' },
      products: { type: 'string' },
      orders: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      only: { type: 'string' },
      'checkout-clients': { type: 'string' },
      'skip-checkout': { type: 'boolean' },
      'skip-floor': { type: 'boolean' },
      'pg-url': { type: 'string' },
      'port-base': { type: 'string' },
      report: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) throw new UsageError('');
  const read = (name: keyof typeof values) => {
    const value = values[name] ?? env[`BENCH_${name.toUpperCase().replace(/-/g, '_')}`];
    return typeof value === 'boolean' ? String(value) : value;
  };
  const driver = read('driver') ?? 'both';
  if (!['pglite', 'pg', 'both'].includes(driver)) throw new UsageError(`--driver: pglite, pg or both, got "${driver}"`);
  const sizes = (name: 'products' | 'orders') =>
    [...new Set((read(name) ?? '0').split(',').map((size) => wholeNumber(name, size.trim(), 0)))].sort((a, b) => a - b);
  const products = sizes('products');
  const orders = sizes('orders');
  if (products.length > 1 && orders.length > 1) {
    throw new UsageError('--products and --orders: give several sizes to one of them only');
  }
  const only = read('only');
  const unknown = only?.split(',').filter((name) => !(ROUTE_NAMES as readonly string[]).includes(name));
  if (unknown?.length) throw new UsageError(`--only: unknown route ${unknown.join(', ')}`);
  const portBase = read('port-base');
  return {
    drivers: driver === 'both' ? ['pglite', 'pg'] : [driver as 'pglite' | 'pg'],
    products,
    orders,
    duration: wholeNumber('duration', read('duration') ?? '10', 1),
    warmup: wholeNumber('warmup', read('warmup') ?? '3', 0),
    connections: wholeNumber('connections', read('connections') ?? '50', 1),
    only: only ? new Set(only.split(',')) : null,
    checkoutClients: wholeNumber('checkout-clients', read('checkout-clients') ?? '50', 1),
    skipCheckout: read('skip-checkout') === 'true',
    skipFloor: read('skip-floor') === 'true',
    pgUrl: read('pg-url') ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    portBase: portBase ? wholeNumber('port-base', portBase, 1024) : null,
    report: values.report ?? null,
  };
}
