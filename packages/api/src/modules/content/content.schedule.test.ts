import { HostId } from '@vag/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForDataChanges } from '../../db/changes';
import type { Db } from '../../db/client';
import { createBlogPost, createHomeCarouselSlide, createTestApp, type TestApp } from '../../testing';
import { announceScheduledContent } from './content.schedule';

/*
 * Scheduled content reaching the page caches (issue 21): a post's publication time or a slide's
 * window passing changes no row, so housekeeping sends the change notice itself, once, in the
 * first run after the moment; listeners (the page caches) hear it like a trigger's.
 */

let t: TestApp;
let db: Db;
const heard: (string | undefined)[] = [];
let stop: () => Promise<void>;
const MINUTE = 60_000;
// Far from the factories' defaults (which are around now): only the moments below are near it.
const T = Date.now() + 30 * 24 * 60 * MINUTE;
const at = (offsetMs: number) => new Date(T + offsetMs);

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const feed = await listenForDataChanges(t.database, (table) => heard.push(table), pino({ level: 'silent' }));
  stop = () => feed.stop();
  await createBlogPost(db, { hostId: HostId.shop, publicationDate: at(0) });
  await createBlogPost(db, { hostId: HostId.shop, publicationDate: at(-MINUTE / 2), isActive: false });
  await createHomeCarouselSlide(db, { startsAt: at(10 * MINUTE), endsAt: at(20 * MINUTE) });
  // The setup's own notices (its inserts' triggers) arrive before the runs are watched.
  for (let waited = 0; !heard.includes('home_carousels') && waited < 5_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
afterAll(async () => {
  await stop();
  await t.dispose();
});

/** The notices heard after a run (NOTIFY arrives on commit, a moment later on PostgreSQL). */
async function noticesOf(run: () => Promise<string[]>) {
  heard.length = 0;
  const announced = await run();
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { announced, heard: [...heard].sort() };
}

describe('announceScheduledContent', () => {
  it('tells the caches once, in the first run after a post is published and a slide’s window opens and closes', async () => {
    expect(await noticesOf(() => announceScheduledContent(db, at(-MINUTE)))).toEqual({ announced: [], heard: [] });
    expect(await noticesOf(() => announceScheduledContent(db, at(MINUTE)))).toEqual({
      announced: ['blog_posts'],
      heard: ['blog_posts'],
    });
    expect(await noticesOf(() => announceScheduledContent(db, at(2 * MINUTE)))).toEqual({ announced: [], heard: [] });
    expect(await announceScheduledContent(db, at(11 * MINUTE))).toEqual(['home_carousels']);
    expect(await announceScheduledContent(db, at(15 * MINUTE))).toEqual([]);
    expect(await announceScheduledContent(db, at(25 * MINUTE))).toEqual(['home_carousels']);
  });
});
