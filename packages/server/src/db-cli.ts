import { isEmpty, migrate, migrationState, openDatabase, seedDemoData } from '@vag/api';
import { ConfigError, loadConfig } from './config';

/**
 * `npm run db:migrate` and `npm run db:seed` against the configured database. With the
 * embedded database, run them while the server is stopped: PGlite allows one process.
 */
async function run(command: string | undefined) {
  if (command !== 'migrate' && command !== 'seed') throw new Error('usage: db-cli migrate|seed');
  const config = loadConfig();
  const database = config.DATABASE_URL
    ? await openDatabase({ driver: 'pg', url: config.DATABASE_URL })
    : await openDatabase({ driver: 'pglite', dataDir: config.pgliteDataDir, durable: true });
  try {
    await migrate(database);
    const state = await migrationState(database);
    console.log(`${database.driver}: ${state.applied} migrations applied, latest ${state.latest ?? 'none'}`);
    if (command === 'seed') {
      if (await isEmpty(database.db)) {
        await seedDemoData(database.db);
        console.log('demo data loaded');
      } else console.log('the database already holds data: nothing seeded');
    }
  } finally {
    await database.close();
  }
}

run(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
