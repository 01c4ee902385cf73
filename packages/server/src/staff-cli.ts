import { createInterface } from 'node:readline/promises';
import { createFirstOwner, migrate, OwnerExistsError, openDatabase } from '@vag/api';
import { ZodError } from 'zod';
import { ConfigError, loadConfig } from './config';

/**
 * `npm run staff:create-owner -- --email owner@example.hu --name "Kiss Anna"`: the first owner of
 * a new install, so a production back office without demo data can be entered at all. The
 * password comes from OWNER_PASSWORD or is asked for on the terminal (never an argument: it
 * would stay in the shell's history). Refused while an active owner exists; the owner sets up
 * the second factor at the first sign-in.
 */

const USAGE = 'usage: staff-cli create-owner --email EMAIL --name NAME   (password: OWNER_PASSWORD or asked)';

class UsageError extends Error {}

function parseArgs(args: string[]): { email: string; name: string } {
  const [command, ...rest] = args;
  if (command !== 'create-owner') throw new UsageError(USAGE);
  const values: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
    if (flag !== '--email' && flag !== '--name') throw new UsageError(`unknown argument "${arg}"\n${USAGE}`);
    const value = inline ?? rest[++i];
    if (!value) throw new UsageError(`${flag} needs a value\n${USAGE}`);
    values[flag.slice(2)] = value;
  }
  if (!values.email || !values.name) throw new UsageError(USAGE);
  return { email: values.email, name: values.name };
}

async function askPassword(): Promise<string> {
  const fromEnv = process.env.OWNER_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) throw new UsageError('set OWNER_PASSWORD, or run the command on a terminal to be asked');
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Typed characters are not echoed: the prompt is written, then output is muted while typing.
  const output = terminal as unknown as { _writeToOutput?: (text: string) => void };
  process.stdout.write('password (at least 12 characters): ');
  output._writeToOutput = () => {};
  const password = await terminal.question('');
  terminal.close();
  process.stdout.write('\n');
  return password;
}

async function main() {
  const input = parseArgs(process.argv.slice(2));
  const password = await askPassword();
  const config = loadConfig();
  const database = config.DATABASE_URL
    ? await openDatabase({ driver: 'pg', url: config.DATABASE_URL })
    : await openDatabase({ driver: 'pglite', dataDir: config.pgliteDataDir, durable: true });
  try {
    await migrate(database);
    const owner = await createFirstOwner(database.db, { ...input, password });
    console.log(`owner ${owner.email} created (id ${owner.id}); the second factor is set up at the first sign-in`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError) console.error(error.message);
  else if (error instanceof OwnerExistsError)
    console.error('refused: an active owner exists already; they add members in the back office');
  else if (error instanceof ZodError)
    console.error(`refused: ${error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  else console.error(error);
  process.exit(1);
});
