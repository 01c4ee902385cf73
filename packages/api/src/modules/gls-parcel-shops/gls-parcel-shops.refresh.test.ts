import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createTestDatabase, type TestDatabase } from '../../testing';
import { ParcelPointFeedError } from './gls-parcel-shops.feed';
import { ImplausibleFeedError } from './gls-parcel-shops.import';
import { refreshParcelPoints } from './gls-parcel-shops.refresh';
import { glsParcelShops } from './gls-parcel-shops.schema';

const SAMPLE = readFileSync(join(import.meta.dirname, 'fixtures/points-sample.json'), 'utf8');
const ONE_POINT = JSON.stringify({ items: JSON.parse(SAMPLE).items.slice(0, 1) });

/** What the feed's server answers next: a status and a body, or silence. */
let answer: { status: number; body: string } | 'hang' = { status: 200, body: SAMPLE };
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((_request, response) => {
    if (answer === 'hang') return;
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/data/deliveryPoints/hu.json`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let database: TestDatabase;
let db: Db;
beforeEach(async () => {
  database = await createTestDatabase();
  db = database.db;
  answer = { status: 200, body: SAMPLE };
});
afterEach(() => database.dispose());

const points = () => db.select().from(glsParcelShops).orderBy(asc(glsParcelShops.code));

describe('refreshParcelPoints: the scheduled download of the GLS feed', () => {
  it('imports the feed from its URL, then finds it unchanged', async () => {
    expect(await refreshParcelPoints(db, { url })).toMatchObject({ added: 6, rejected: [] });
    expect(await refreshParcelPoints(db, { url })).toMatchObject({ added: 0, unchanged: 6 });
  });

  it('keeps the old points when the feed fails, is not JSON, is too large, too slow or implausibly small', async () => {
    await refreshParcelPoints(db, { url });
    const before = await points();

    answer = { status: 503, body: 'maintenance' };
    await expect(refreshParcelPoints(db, { url })).rejects.toThrow('the feed answered HTTP 503');
    answer = { status: 200, body: '<html>Karbantartás</html>' };
    await expect(refreshParcelPoints(db, { url })).rejects.toThrow(ParcelPointFeedError);
    answer = { status: 200, body: SAMPLE };
    await expect(refreshParcelPoints(db, { url, maxBytes: 1000 })).rejects.toThrow(/over 1000 bytes/);
    answer = 'hang';
    await expect(refreshParcelPoints(db, { url, timeoutMs: 300 })).rejects.toThrow('timed out');
    answer = { status: 200, body: ONE_POINT };
    await expect(refreshParcelPoints(db, { url })).rejects.toThrow(ImplausibleFeedError);
    await expect(refreshParcelPoints(db, { url: 'http://127.0.0.1:1/none.json' })).rejects.toThrow(
      ParcelPointFeedError,
    );

    expect(await points()).toEqual(before);
    expect(before.every((point) => point.isActive)).toBe(true);
  });

  it('three refreshes at once (three instances) write each of 400 points once, one after the other', async () => {
    // Large enough for the transactions to overlap: without the lock each would count 400 added.
    const [template] = JSON.parse(SAMPLE).items;
    const items = Array.from({ length: 400 }, (_, n) => ({
      ...template,
      id: `HU-${n}`,
      location: [46 + (n % 20) / 10, 17 + Math.floor(n / 20) / 5],
    }));
    answer = { status: 200, body: JSON.stringify({ items }) };
    const reports = await Promise.all([1, 2, 3].map(() => refreshParcelPoints(db, { url })));
    expect(reports.map((report) => report.added).sort()).toEqual([0, 0, 400]);
    expect(reports.map((report) => report.unchanged).sort()).toEqual([0, 400, 400]);
    expect(await points()).toHaveLength(400);
  });
});
