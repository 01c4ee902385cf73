import { sql } from 'drizzle-orm';
import { DATA_CHANGES_CHANNEL } from '../../db/changes';
import type { Db } from '../../db/client';
import { blogPostsPublishedWithin } from '../blog/blog.admin.service';
import { carouselTurnedWithin } from '../home-carousels/home-carousels.admin.service';

/*
 * Scheduled content reaching the page cache (issue 21, docs/decisions/0005). A post whose
 * publication time arrives, or a slide whose window opens or closes, changes no row, so no
 * trigger tells the caches. Housekeeping calls this every run: when such a moment passed since
 * the previous run, it sends the notice the table's trigger would have sent, and every instance
 * drops the pages built from it.
 */

/** The first run of a process looks back this far (a moment just before a restart is not lost). */
const FIRST_LOOKBACK_MS = 5 * 60_000;

/** What each table's moments are; the notice names the table, as migration 0011's triggers do. */
const SCHEDULED: { table: string; turnedWithin: (db: Db, since: Date, until: Date) => Promise<boolean> }[] = [
  { table: 'blog_posts', turnedWithin: blogPostsPublishedWithin },
  { table: 'home_carousels', turnedWithin: carouselTurnedWithin },
];

/** The end of the window each database was last looked at (one per process and database). */
const lastRuns = new WeakMap<Db, Date>();

/** Announces the tables whose scheduled moments fell since the last run; returns their names. */
export async function announceScheduledContent(db: Db, now = new Date()): Promise<string[]> {
  const since = lastRuns.get(db) ?? new Date(now.getTime() - FIRST_LOOKBACK_MS);
  if (now <= since) return [];
  const due: string[] = [];
  for (const { table, turnedWithin } of SCHEDULED) {
    if (await turnedWithin(db, since, now)) due.push(table);
  }
  for (const table of due) await db.execute(sql`select pg_notify(${DATA_CHANGES_CHANNEL}, ${table})`);
  lastRuns.set(db, now);
  return due;
}
