import {
  generateProducts,
  isEmpty,
  MAX_GENERATED_PRODUCTS,
  migrate,
  migrationState,
  openDatabase,
  seedDemoData,
  writeDemoUploads,
} from '@vag/api';
import { ConfigError, loadConfig } from './config';

/**
 * `npm run db:migrate` and `npm run db:seed [-- --products N]` against the configured database.
 * With the embedded database, run them while the server is stopped: PGlite allows one process.
 */

const USAGE = 'usage: db-cli migrate | db-cli seed [--products N]';

class UsageError extends Error {}

interface Command {
  name: 'migrate' | 'seed';
  /** Products to generate after the demo data (seed only). */
  products?: number;
}

/** Thousands separated by spaces, as Hungarian writes them: 100 000. */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

function productCount(value: string | undefined): number {
  const max = MAX_GENERATED_PRODUCTS;
  if (value === undefined || !/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max) {
    const got = value === undefined ? 'nothing' : `"${value}"`;
    throw new UsageError(`--products needs a whole number from 1 to ${grouped(max)}, got ${got}\n${USAGE}`);
  }
  return Number(value);
}

function parseArgs(args: string[]): Command {
  const [name, ...rest] = args;
  if (name !== 'migrate' && name !== 'seed') throw new UsageError(USAGE);
  const command: Command = { name };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    if (name === 'seed' && arg === '--products') command.products = productCount(rest[++i]);
    else if (name === 'seed' && arg.startsWith('--products=')) command.products = productCount(arg.slice(11));
    else throw new UsageError(`unknown argument "${arg}"\n${USAGE}`);
  }
  return command;
}

/** `products 23 000 / 100 000 (23%) 12 s`: rewritten in place on a terminal, every 10% otherwise. */
function progressLine(stream: NodeJS.WriteStream = process.stderr) {
  const started = Date.now();
  let lastDecile = 0;
  return (done: number, total: number) => {
    const percent = Math.floor((done / total) * 100);
    const line = `products ${grouped(done)} / ${grouped(total)} (${percent}%) ${Math.round((Date.now() - started) / 1000)} s`;
    if (stream.isTTY) {
      stream.write(`\r${line}\x1b[K${done === total ? '\n' : ''}`);
      return;
    }
    const decile = Math.floor((done / total) * 10);
    if (decile > lastDecile || done === total) {
      lastDecile = decile;
      stream.write(`${line}\n`);
    }
  };
}

async function run(command: Command) {
  const config = loadConfig();
  const database = config.DATABASE_URL
    ? await openDatabase({ driver: 'pg', url: config.DATABASE_URL })
    : await openDatabase({ driver: 'pglite', dataDir: config.pgliteDataDir, durable: true });
  try {
    await migrate(database);
    const state = await migrationState(database);
    console.log(`${database.driver}: ${state.applied} migrations applied, latest ${state.latest ?? 'none'}`);
    if (command.name !== 'seed') return;
    if (await isEmpty(database.db)) {
      await seedDemoData(database.db);
      await writeDemoUploads(config.uploadDir);
      console.log('demo data loaded');
    } else if (command.products === undefined) console.log('the database already holds data: nothing seeded');
    else console.log('the database already holds data: demo data not reloaded');
    if (command.products !== undefined) {
      const started = Date.now();
      await generateProducts(database.db, { count: command.products, onProgress: progressLine() });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${grouped(command.products)} products generated and indexed in ${seconds} s`);
    }
  } finally {
    await database.close();
  }
}

Promise.resolve()
  .then(() => run(parseArgs(process.argv.slice(2))))
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof UsageError ? error.message : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  });
