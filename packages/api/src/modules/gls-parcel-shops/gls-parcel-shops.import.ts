import type { Db } from '../../db/client';
import { ParcelPointFeedError, type RejectedPoint, readParcelPointFeed } from './gls-parcel-shops.feed';
import {
  deactivateParcelPoints,
  insertParcelPoints,
  lockParcelPointImport,
  selectAllParcelShops,
  updateParcelPoint,
} from './gls-parcel-shops.import-queries';
import type { ParcelShopRow, ParcelShopValues } from './gls-parcel-shops.queries';

/*
 * The GLS feed into `gls_parcel_shops` (issue 22; the feed's shape: gls-parcel-shops.feed.ts),
 * by `npm run db:import -- gls FILE` and by the server's scheduled refresh. Points are upserted
 * by GLS's id; a point missing from the feed is deactivated, never deleted (an order keeps
 * showing the point it went to), and one that comes back is active again. All in one
 * transaction under an advisory lock, so two instances refreshing at once write it once.
 * A feed with no usable point, or with fewer than half the points now active, is taken for a
 * broken one and changes nothing (`force` lets an operator shrink the list on purpose).
 */

/** Below this share of the active points, a feed is implausible. */
export const PARCEL_POINT_FEED_MIN_SHARE = 0.5;

export interface ParcelPointImportReport {
  pointsRead: number;
  added: number;
  updated: number;
  reactivated: number;
  deactivated: number;
  unchanged: number;
  rejected: RejectedPoint[];
}

/** A readable feed that would wipe out the network: refused, the points stay as they were. */
export class ImplausibleFeedError extends ParcelPointFeedError {
  override name = 'ImplausibleFeedError';
  /** Whether `force` would take it (a smaller list, not an empty one). */
  constructor(
    message: string,
    readonly forcible: boolean,
  ) {
    super(message);
  }
}

const hoursKey = (row: Pick<ParcelShopValues, 'openingHours'>) =>
  JSON.stringify((row.openingHours ?? []).map((interval) => [interval.day, interval.open, interval.close]));

function sameAs(row: ParcelShopRow, values: ParcelShopValues): boolean {
  return (
    row.name === values.name &&
    row.zipcode === values.zipcode &&
    row.city === values.city &&
    row.address === values.address &&
    row.isParcelLocker === values.isParcelLocker &&
    row.lat === values.lat &&
    row.lng === values.lng &&
    hoursKey(row) === hoursKey(values)
  );
}

export async function importParcelPoints(
  db: Db,
  json: string,
  options: { force?: boolean } = {},
): Promise<ParcelPointImportReport> {
  const feed = readParcelPointFeed(json);
  const report: ParcelPointImportReport = {
    pointsRead: feed.points.length + feed.rejected.length,
    added: 0,
    updated: 0,
    reactivated: 0,
    deactivated: 0,
    unchanged: 0,
    rejected: feed.rejected,
  };
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await lockParcelPointImport(tx);
    const existing = await selectAllParcelShops(tx);
    const active = existing.filter((row) => row.isActive).length;
    if (feed.points.length === 0) throw new ImplausibleFeedError('the feed has no usable point', false);
    if (!options.force && feed.points.length < active * PARCEL_POINT_FEED_MIN_SHARE) {
      throw new ImplausibleFeedError(
        `the feed has ${feed.points.length} usable points, fewer than half the ${active} active ones`,
        true,
      );
    }
    const byCode = new Map(existing.map((row) => [row.code, row]));
    const fresh: ParcelShopValues[] = [];
    for (const values of feed.points) {
      const row = byCode.get(values.code);
      byCode.delete(values.code);
      if (!row) fresh.push(values);
      else if (row.isActive && sameAs(row, values)) report.unchanged++;
      else {
        await updateParcelPoint(tx, row.id, values);
        if (row.isActive) report.updated++;
        else report.reactivated++;
      }
    }
    await insertParcelPoints(tx, fresh);
    report.added = fresh.length;
    const vanished = [...byCode.values()].filter((row) => row.isActive).map((row) => row.id);
    await deactivateParcelPoints(tx, vanished);
    report.deactivated = vanished.length;
  });
  return report;
}
