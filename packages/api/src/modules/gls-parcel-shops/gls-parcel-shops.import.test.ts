import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createTestApp, type TestApp } from '../../testing';
import { importPostcodes } from '../reference/reference.import';
import { ParcelPointFeedError } from './gls-parcel-shops.feed';
import { ImplausibleFeedError, importParcelPoints } from './gls-parcel-shops.import';
import { glsParcelShops } from './gls-parcel-shops.schema';

const FIXTURES = import.meta.dirname;
const SAMPLE = readFileSync(join(FIXTURES, 'fixtures/points-sample.json'), 'utf8');
const sampleItems = (): Record<string, unknown>[] => JSON.parse(SAMPLE).items;
const feedOf = (items: unknown[]) => JSON.stringify({ items });

const points = (db: Db) => db.select().from(glsParcelShops).orderBy(asc(glsParcelShops.code));
const activity = async (db: Db) =>
  Object.fromEntries((await points(db)).map((point) => [point.code, point.isActive] as const));

let t: TestApp;
let db: Db;
beforeEach(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterEach(() => t.dispose());

describe('importParcelPoints: the GLS feed into gls_parcel_shops', () => {
  it('adds the sample 6 points, with hours split at lunch and closed days left out; a second run changes nothing', async () => {
    expect(await importParcelPoints(db, SAMPLE)).toEqual({
      pointsRead: 6,
      added: 6,
      updated: 0,
      reactivated: 0,
      deactivated: 0,
      unchanged: 0,
      rejected: [],
    });
    const before = await points(db);
    const shop = before.find((point) => point.code === '2000-CSOMAGPONT01');
    expect(shop).toMatchObject({
      name: 'Szentendrei Papírbolt',
      zipcode: '2000',
      city: 'Szentendre',
      address: 'Dumtsa Jenő utca 7.',
      isParcelLocker: false,
      isActive: true,
      lat: 47.6693,
      lng: 19.0756,
    });
    expect(shop?.openingHours.filter((interval) => interval.day >= 5)).toEqual([
      { day: 5, open: '08:00', close: '18:00' },
      { day: 6, open: '08:00', close: '10:00' },
      { day: 6, open: '10:30', close: '13:00' },
    ]);
    expect(before.find((point) => point.code === '2000-CSOMAGAUTOMATA01')?.isParcelLocker).toBe(true);

    expect(await importParcelPoints(db, SAMPLE)).toMatchObject({ added: 0, updated: 0, deactivated: 0, unchanged: 6 });
    expect(await points(db)).toEqual(before);
  });

  it('deactivates a point missing from the feed (never deletes it), reactivates it when it comes back, updates a changed one', async () => {
    await importParcelPoints(db, SAMPLE);
    const ids = (await points(db)).map((point) => point.id);
    const withoutBudapest = sampleItems().filter((item) => item.id !== '1011-CSOMAGAUTOMATA01');

    expect(await importParcelPoints(db, feedOf(withoutBudapest))).toMatchObject({ deactivated: 1, unchanged: 5 });
    expect(await activity(db)).toMatchObject({ '1011-CSOMAGAUTOMATA01': false, '2000-CSOMAGPONT01': true });
    expect(await points(db)).toHaveLength(6);

    const renamed = sampleItems().map((item) =>
      item.id === '2011-CSOMAGPONT01' ? { ...item, name: 'Budakalászi Trafik és Lottózó' } : item,
    );
    expect(await importParcelPoints(db, feedOf(renamed))).toMatchObject({
      added: 0,
      updated: 1,
      reactivated: 1,
      deactivated: 0,
      unchanged: 4,
    });
    const after = await points(db);
    expect(after.map((point) => point.id)).toEqual(ids);
    expect(after.every((point) => point.isActive)).toBe(true);
    expect(after.find((point) => point.code === '2011-CSOMAGPONT01')?.name).toBe('Budakalászi Trafik és Lottózó');
  });

  it('reports bad points by position and id, imports the others', async () => {
    const [good, ...others] = sampleItems();
    const bad = [
      { ...good, id: 'NO-PLACE', contact: undefined },
      { ...good, id: 'SK-1', contact: { countryCode: 'SK', postalCode: '9301', city: 'Komárno', address: 'Hlavná 1' } },
      { ...good, id: 'SWAPPED', location: [19.0756, 47.6693] },
      { ...good, id: 'DEPOT', type: 'depot' },
      { ...good, id: 'ZIP', contact: { postalCode: '123', city: 'Szentendre', address: 'Fő tér 1.' } },
      { ...good, id: 'HOURS', hours: [[8, '08:00', '18:00']] },
      good,
    ];
    const report = await importParcelPoints(db, feedOf([good, ...bad, ...others]));
    expect(report.rejected).toEqual([
      { position: 2, id: 'NO-PLACE', reason: 'no contact (postalCode, city, address)' },
      { position: 3, id: 'SK-1', reason: 'country SK, not HU' },
      { position: 4, id: 'SWAPPED', reason: 'location 19.0756, 47.6693 is outside Hungary' },
      { position: 5, id: 'DEPOT', reason: 'type "depot" is neither a parcel shop nor a parcel locker' },
      { position: 6, id: 'ZIP', reason: 'zip code "123" is not a Hungarian one' },
      { position: 7, id: 'HOURS', reason: expect.stringMatching(/^hours\.0\.0: /) },
      { position: 8, id: '2000-CSOMAGPONT01', reason: 'the same id again' },
    ]);
    expect(report).toMatchObject({ pointsRead: 13, added: 6 });
    expect(Object.keys(await activity(db))).toHaveLength(6);
  });

  it('refuses a feed with fewer usable points than half the active ones, or none, and changes nothing', async () => {
    await importParcelPoints(db, SAMPLE);
    const before = await points(db);
    const two = feedOf(sampleItems().slice(0, 2));
    await expect(importParcelPoints(db, two)).rejects.toThrow(ImplausibleFeedError);
    await expect(importParcelPoints(db, feedOf([]))).rejects.toThrow(ImplausibleFeedError);
    await expect(importParcelPoints(db, '<html>')).rejects.toThrow(ParcelPointFeedError);
    expect(await points(db)).toEqual(before);
    // Three of six is half: plausible.
    expect(await importParcelPoints(db, feedOf(sampleItems().slice(0, 3)))).toMatchObject({ deactivated: 3 });
    // One of three is too few, unless an operator shrinks the list on purpose.
    const one = feedOf(sampleItems().slice(0, 1));
    await expect(importParcelPoints(db, one)).rejects.toThrow(ImplausibleFeedError);
    expect(await importParcelPoints(db, one, { force: true })).toMatchObject({ deactivated: 2 });
  });

  it('accepts a bare array with address, coordinates and our own opening hours', async () => {
    const report = await importParcelPoints(
      db,
      JSON.stringify([
        {
          id: 12345,
          name: 'Pomázi Virágbolt',
          type: 'parcel_shop',
          address: { zipCode: '2013', city: 'Pomáz', street: 'Szabadság tér 1.' },
          coordinates: { lat: '47.6445', lng: '19.0261' },
          openingHours: [{ day: 1, open: '09:00', close: '17:00' }],
        },
      ]),
    );
    expect(report).toMatchObject({ added: 1, rejected: [] });
    expect((await points(db))[0]).toMatchObject({
      code: '12345',
      zipcode: '2013',
      city: 'Pomáz',
      address: 'Szabadság tér 1.',
      lat: 47.6445,
      lng: 19.0261,
      openingHours: [{ day: 1, open: '09:00', close: '17:00' }],
    });
  });

  it('sorts imported points by distance from 2000 Szentendre (a code of the imported Post list) and from the settlement', async () => {
    await importPostcodes(db, readFileSync(join(FIXTURES, '../reference/fixtures/postcodes-sample.csv')), 'csv');
    await importParcelPoints(db, SAMPLE);
    for (const place of ['2000', 'Szentendre']) {
      const response = await t.request(`/api/v1/gls-parcel-shops/?is_active=1&near=${place}&per_page=4`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: { city: string; distance_km: number }[]; origin: unknown };
      expect(body.origin).toMatchObject({ city: 'Szentendre' });
      expect(body.data.map((point) => point.city)).toEqual(['Szentendre', 'Szentendre', 'Budakalász', 'Budapest']);
      expect(body.data[0]?.distance_km).toBeLessThan(1);
    }
  });
});
