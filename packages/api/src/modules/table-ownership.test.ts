import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as allTables from '../db/schema';

/*
 * DESIGN §2: a module touches only its own tables. A table belongs to the module whose
 * `<module>.schema.ts` defines it (db/platform.schema.ts: the tables of src/lib). Biome's
 * noRestrictedImports keeps modules from importing another module's schema; this test covers
 * what an import rule cannot see: raw SQL that names another module's table.
 *
 * Exempt, on principle: *.test.ts and *.fixture.ts (tests arrange and inspect any table, as a
 * database fixture would) and the schema files (foreign keys cross modules). Code outside
 * src/modules (lib, db/seed, db/demo, testing) is shared infrastructure and is not scanned.
 */

const MODULES_DIR = import.meta.dirname;
const PLATFORM = 'src/lib (db/platform.schema.ts)';

const tablesOf = (exports: Record<string, unknown>) =>
  Object.values(exports)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table as PgTable));

async function ownershipMap(): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  const claim = (table: string, owner: string) => {
    const earlier = owners.get(table);
    if (earlier) throw new Error(`table ${table} is defined by both ${earlier} and ${owner}`);
    owners.set(table, owner);
  };
  for (const module of moduleNames()) {
    const path = join(MODULES_DIR, module, `${module}.schema.ts`);
    if (!filesOf(join(MODULES_DIR, module)).includes(path)) continue;
    for (const table of tablesOf(await import(path))) claim(table, module);
  }
  for (const table of tablesOf(await import('../db/platform.schema'))) claim(table, PLATFORM);
  return owners;
}

function moduleNames(): string[] {
  return readdirSync(MODULES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

const scanned = (path: string) => !/\.(test|fixture|schema)\.ts$/.test(path);

/** Comments are prose, not SQL: "loaded from carts" in one is no access. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

const TABLE_REFERENCE = /\b(?:from|join|update|into)\s+"?([a-z][a-z0-9_]*)"?/gi;

describe('table ownership (DESIGN §2)', () => {
  it('gives every table of the schema exactly one owner', async () => {
    const owners = await ownershipMap();
    const unowned = tablesOf(allTables).filter((table) => !owners.has(table));
    expect(unowned, 'tables defined outside a <module>.schema.ts or db/platform.schema.ts').toEqual([]);
  });

  it("keeps each module's raw SQL on its own tables", async () => {
    const owners = await ownershipMap();
    const violations: string[] = [];
    for (const module of moduleNames()) {
      for (const path of filesOf(join(MODULES_DIR, module)).filter(scanned)) {
        const file = relative(MODULES_DIR, path);
        for (const match of withoutComments(readFileSync(path, 'utf8')).matchAll(TABLE_REFERENCE)) {
          const table = match[1]?.toLowerCase() ?? '';
          const owner = owners.get(table);
          const violation = `${file}: ${table} (owned by ${owner})`;
          if (owner && owner !== module) violations.push(violation);
        }
      }
    }
    expect(violations, "SQL naming another module's table: call that module's service instead").toEqual([]);
  });
});
