import { readFile } from 'node:fs/promises';
import {
  type Db,
  generateProducts,
  ImplausibleFeedError,
  importParcelPoints,
  importPostcodes,
  isEmpty,
  MAX_GENERATED_PRODUCTS,
  migrate,
  migrationState,
  openDatabase,
  ParcelPointFeedError,
  PostcodeFileError,
  postcodeFileFormat,
  seedDemoData,
  writeDemoUploads,
} from '@vag/api';
import { ConfigError, loadConfig } from './config';

/**
 * `npm run db:migrate`, `npm run db:seed [-- --products N]` and `npm run db:import -- postcodes|gls
 * FILE` against the configured database. With the embedded database, run them while the server
 * is stopped: PGlite allows one process.
 */

const USAGE = [
  'usage: db-cli migrate',
  '       db-cli seed [--products N]',
  "       db-cli import postcodes FILE.xlsx|FILE.csv   the Hungarian Post's postcode list",
  '       db-cli import gls FILE.json [--force]        GLS delivery points (--force: accept a feed with',
  '                                                    fewer than half the active points)',
].join('\n');

class UsageError extends Error {}

type Command =
  | {
      name: 'migrate' | 'seed';
      /** Products to generate after the demo data (seed only). */
      products?: number;
    }
  | { name: 'import'; what: 'postcodes' | 'gls'; file: string; force: boolean };

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

function parseImport(args: string[]): Command {
  const [what, ...rest] = args;
  if (what !== 'postcodes' && what !== 'gls') {
    throw new UsageError(
      `import needs "postcodes" or "gls", got ${what === undefined ? 'nothing' : `"${what}"`}\n${USAGE}`,
    );
  }
  const force = what === 'gls' && rest.includes('--force');
  const [file, ...extra] = rest.filter((arg) => !(force && arg === '--force'));
  if (file === undefined || file.startsWith('--')) throw new UsageError(`import ${what} needs a FILE\n${USAGE}`);
  if (extra.length > 0) throw new UsageError(`unknown argument "${extra[0]}"\n${USAGE}`);
  if (what === 'postcodes' && !postcodeFileFormat(file)) {
    throw new UsageError(`the postcode list must be an .xlsx or a .csv file, got "${file}"\n${USAGE}`);
  }
  return { name: 'import', what, file, force };
}

function parseArgs(args: string[]): Command {
  const [name, ...rest] = args;
  if (name === 'import') return parseImport(rest);
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

async function readInput(file: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}

async function runImport(db: Db, command: Extract<Command, { name: 'import' }>) {
  const bytes = await readInput(command.file);
  const rejected = (place: string, reason: string) => console.error(`  rejected ${place}: ${reason}`);
  if (command.what === 'postcodes') {
    const format = postcodeFileFormat(command.file) ?? 'csv';
    const report = await importPostcodes(db, bytes, format);
    for (const row of report.rejected) rejected(format === 'csv' ? `line ${row.place}` : row.place, row.reason);
    for (const sheet of report.skippedSheets) console.log(`  sheet "${sheet}" skipped: no postcode column`);
    console.log(
      `postcodes: ${grouped(report.rowsRead)} rows read; pairs ${grouped(report.added)} added, ${grouped(report.confirmed)} confirmed, ${grouped(report.unchanged)} unchanged; ${grouped(report.rejected.length)} rows rejected`,
    );
    return;
  }
  const report = await importParcelPoints(db, bytes.toString('utf8'), { force: command.force });
  for (const point of report.rejected)
    rejected(`point ${point.position}${point.id ? ` (${point.id})` : ''}`, point.reason);
  console.log(
    `gls: ${grouped(report.pointsRead)} points read; ${grouped(report.added)} added, ${grouped(report.updated)} updated, ${grouped(report.reactivated)} reactivated, ${grouped(report.deactivated)} deactivated, ${grouped(report.unchanged)} unchanged; ${grouped(report.rejected.length)} rejected`,
  );
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
    if (command.name === 'import') {
      await runImport(database.db, command);
      return;
    }
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
    const known = [ConfigError, UsageError, PostcodeFileError, ParcelPointFeedError].some(
      (type) => error instanceof type,
    );
    if (error instanceof ImplausibleFeedError) {
      console.error(`${error.message}: nothing changed${error.forcible ? ' (--force accepts it)' : ''}`);
    } else console.error(known ? (error as Error).message : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  });
