import { sql } from 'drizzle-orm';
import { check, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';

/** 301s of the storefront (spec §8 redirect middleware): a path without query or trailing slash. */
export const redirects = pgTable(
  'redirects',
  {
    id: serial().primaryKey(),
    hostId: smallint().notNull(),
    fromUrl: text().notNull(),
    toUrl: text().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('redirects_from_idx').on(t.hostId, t.fromUrl),
    check('redirects_host_check', sql`${t.hostId} in (1, 2)`),
    check('redirects_from_check', sql`${t.fromUrl} like '/%' and ${t.fromUrl} <> ${t.toUrl}`),
  ],
);
