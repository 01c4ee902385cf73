import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../bench/processes';

/*
 * A PostgreSQL cluster of the test's own, to stop and start at will: the machine's shared
 * server on 5432 serves other sessions and is never restarted. initdb and pg_ctl of Debian's
 * PostgreSQL 15, run as the `postgres` user when the test runs as root (PostgreSQL refuses root).
 */

const BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const RUN_AS = 'postgres';

export interface PrivatePostgres {
  port: number;
  adminUrl: string;
  /** `fast` ends sessions and checkpoints; `immediate` is a crash: recovery from the WAL at start. */
  stop(mode: 'fast' | 'immediate'): void;
  start(): void;
  /** Stops the cluster (if running) and removes its files. */
  remove(): void;
}

/** Why the cluster cannot be made here, or undefined when it can. */
export function privatePostgresMissing(): string | undefined {
  for (const tool of ['initdb', 'pg_ctl']) {
    if (!existsSync(join(BIN, tool))) return `${join(BIN, tool)} is missing (set PG_BIN_DIR)`;
  }
  if (userInfo().uid === 0 && !existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser')) {
    return 'running as root without runuser to become postgres';
  }
  return undefined;
}

function run(tool: string, args: string[]) {
  const command = join(BIN, tool);
  const [file, argv] = userInfo().uid === 0 ? ['runuser', ['-u', RUN_AS, '--', command, ...args]] : [command, args];
  execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'vag-reliability-pg-'));
  if (userInfo().uid === 0) {
    const uid = Number(execFileSync('id', ['-u', RUN_AS]).toString());
    const gid = Number(execFileSync('id', ['-g', RUN_AS]).toString());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  let running = false;
  const ctl = (...args: string[]) => run('pg_ctl', ['-D', data, ...args]);
  const cluster: PrivatePostgres = {
    port,
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start() {
      const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50`;
      ctl('-w', '-t', '60', '-l', join(dir, 'postgres.log'), '-o', options, 'start');
      running = true;
    },
    stop(mode) {
      ctl('-w', '-t', '60', '-m', mode, 'stop');
      running = false;
    },
    remove() {
      try {
        if (running) cluster.stop('immediate');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    cluster.start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return cluster;
}
