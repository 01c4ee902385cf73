import { and, asc, desc, eq, inArray, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { waitingListEntries } from './waiting-list.schema';

/*
 * The statements over waiting-list entries. Every change of state is conditional on the state it
 * leaves (`where status in …`), so of two requests that race for one entry (a leave and an offer,
 * two accepts, two sweeps) exactly one changes it and the other finds it changed.
 */

export type EntryRow = typeof waitingListEntries.$inferSelect;
export type EntryStatus = 'waiting' | 'offered' | 'accepted' | 'expired' | 'left' | 'removed';

const LIVE: EntryStatus[] = ['waiting', 'offered'];

/** The people on a date's list now (waiting or offered places), as a column of a query over dates. */
export const liveEntryCountOn = (dateId: SQLWrapper | number): SQL<number> =>
  sql<number>`(select count(*)::int from waiting_list_entries w
    where w.training_date_id = ${dateId} and w.status in ('waiting', 'offered'))`;

/** A new entry; undefined when the e-mail has a live one on the date already (the unique index). */
export async function insertEntry(
  db: Db,
  values: typeof waitingListEntries.$inferInsert,
): Promise<EntryRow | undefined> {
  const [row] = await db.insert(waitingListEntries).values(values).onConflictDoNothing().returning();
  return row;
}

/** The live entry of an e-mail on a date, if any. */
export async function selectLiveEntry(db: Db, trainingDateId: number, email: string): Promise<EntryRow | undefined> {
  const [row] = await db
    .select()
    .from(waitingListEntries)
    .where(
      and(
        eq(waitingListEntries.trainingDateId, trainingDateId),
        sql`lower(${waitingListEntries.email}) = ${email.toLowerCase()}`,
        inArray(waitingListEntries.status, LIVE),
      ),
    );
  return row;
}

/** The entry of a token's hash; `lock`: its row is locked until the transaction ends. */
export async function selectEntryByTokenHash(db: Db, tokenHash: string, lock = false): Promise<EntryRow | undefined> {
  const query = db.select().from(waitingListEntries).where(eq(waitingListEntries.tokenHash, tokenHash));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** An entry of a date by id; `lock` as above. */
export async function selectEntry(
  db: Db,
  trainingDateId: number,
  id: number,
  lock = false,
): Promise<EntryRow | undefined> {
  const query = db
    .select()
    .from(waitingListEntries)
    .where(and(eq(waitingListEntries.id, id), eq(waitingListEntries.trainingDateId, trainingDateId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A waiting entry's place in line on its date (1-based), by the order of joining. */
export async function selectPosition(db: Db, entry: Pick<EntryRow, 'id' | 'trainingDateId'>): Promise<number> {
  const [row] = await queryRows<{ position: number }>(
    db,
    sql`select count(*)::int as position from waiting_list_entries mine
        join waiting_list_entries other on other.training_date_id = mine.training_date_id
          and other.status = 'waiting' and (other.created_at, other.id) <= (mine.created_at, mine.id)
        where mine.id = ${entry.id}`,
  );
  return Number(row?.position ?? 0);
}

/** The waiting entries of a date, first come first. */
export function selectQueue(db: Db, trainingDateId: number): Promise<EntryRow[]> {
  return db
    .select()
    .from(waitingListEntries)
    .where(and(eq(waitingListEntries.trainingDateId, trainingDateId), eq(waitingListEntries.status, 'waiting')))
    .orderBy(asc(waitingListEntries.createdAt), asc(waitingListEntries.id));
}

/** The dates that have anyone waiting. */
export async function selectDatesWithQueue(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: waitingListEntries.trainingDateId })
    .from(waitingListEntries)
    .where(eq(waitingListEntries.status, 'waiting'))
    .orderBy(asc(waitingListEntries.trainingDateId));
  return rows.map((row) => row.id);
}

/** Offers whose time ran out. */
export function selectDueOffers(db: Db): Promise<{ id: number; trainingDateId: number }[]> {
  return db
    .select({ id: waitingListEntries.id, trainingDateId: waitingListEntries.trainingDateId })
    .from(waitingListEntries)
    .where(and(eq(waitingListEntries.status, 'offered'), lte(waitingListEntries.offerExpiresAt, sql`now()`)))
    .orderBy(asc(waitingListEntries.offerExpiresAt), asc(waitingListEntries.id));
}

/**
 * Offers an entry in one of the states `from` its places until `hours` from now (never past the
 * date's start): the trigger takes them from the date, or the statement fails with
 * training_dates_seats_check. A new token goes with the offer's mail. Undefined when the entry
 * left `from` meanwhile.
 */
export async function markOffered(
  db: Db,
  id: number,
  offer: { from: EntryStatus[]; tokenHash: string; hours: number; startAt: Date },
): Promise<EntryRow | undefined> {
  const [row] = await db
    .update(waitingListEntries)
    .set({
      status: 'offered',
      seatsHeld: sql`${waitingListEntries.seats}`,
      tokenHash: offer.tokenHash,
      offeredAt: sql`now()`,
      offerExpiresAt: sql`least(now() + make_interval(hours => ${offer.hours}), ${offer.startAt.toISOString()}::timestamptz)`,
      offers: sql`${waitingListEntries.offers} + 1`,
      endedAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(waitingListEntries.id, id), inArray(waitingListEntries.status, offer.from)))
    .returning();
  return row;
}

/** An offer that ran out: its places go back (the trigger). Undefined when it was not due, or is no longer open. */
export async function markExpired(db: Db, id: number): Promise<EntryRow | undefined> {
  const [row] = await db
    .update(waitingListEntries)
    .set({ status: 'expired', seatsHeld: 0, endedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(waitingListEntries.id, id),
        eq(waitingListEntries.status, 'offered'),
        lte(waitingListEntries.offerExpiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/**
 * The waiting entries of a date that has begun, closed as `expired` with `offers` unchanged (0:
 * never offered). Answers those it closed: one a concurrent sweep or a leave closed first is not.
 */
export function markDateStarted(db: Db, trainingDateId: number): Promise<EntryRow[]> {
  return db
    .update(waitingListEntries)
    .set({ status: 'expired', endedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(waitingListEntries.trainingDateId, trainingDateId), eq(waitingListEntries.status, 'waiting')))
    .returning();
}

/** An open offer accepted into a cart: its places leave the entry (the trigger gives them back to the date). */
export async function markAccepted(db: Db, id: number, cartId: number): Promise<EntryRow | undefined> {
  const [row] = await db
    .update(waitingListEntries)
    .set({
      status: 'accepted',
      seatsHeld: 0,
      cartId,
      acceptedAt: sql`now()`,
      endedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(waitingListEntries.id, id),
        eq(waitingListEntries.status, 'offered'),
        sql`${waitingListEntries.offerExpiresAt} > now()`,
      ),
    )
    .returning();
  return row;
}

/** A live entry taken off the list (`left` by its person, `removed` by staff); an offer's places go back. */
export async function markEnded(db: Db, id: number, status: 'left' | 'removed'): Promise<EntryRow | undefined> {
  const [row] = await db
    .update(waitingListEntries)
    .set({ status, seatsHeld: 0, endedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(waitingListEntries.id, id), inArray(waitingListEntries.status, LIVE)))
    .returning();
  return row;
}

/** Every live entry of a (cancelled) date removed; answers how many. */
export async function endLiveEntriesOf(db: Db, trainingDateId: number): Promise<number> {
  const rows = await db
    .update(waitingListEntries)
    .set({ status: 'removed', seatsHeld: 0, endedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(waitingListEntries.trainingDateId, trainingDateId), inArray(waitingListEntries.status, LIVE)))
    .returning({ id: waitingListEntries.id });
  return rows.length;
}

/**
 * A live entry's mail sent again with a new token, when the last change of the entry is at least
 * `minutes` old (`updated_at` marks the last mail or state change); undefined otherwise.
 */
export async function renewToken(
  db: Db,
  id: number,
  tokenHash: string,
  minutes: number,
): Promise<EntryRow | undefined> {
  const [row] = await db
    .update(waitingListEntries)
    .set({ tokenHash, updatedAt: sql`now()` })
    .where(
      and(
        eq(waitingListEntries.id, id),
        inArray(waitingListEntries.status, LIVE),
        lte(waitingListEntries.updatedAt, sql`now() - make_interval(mins => ${minutes})`),
      ),
    )
    .returning();
  return row;
}

/** A date's list for staff: live entries in queue order, then ended ones newest first. */
export function selectDateList(db: Db, trainingDateId: number, limit: number): Promise<EntryRow[]> {
  const live: SQL = sql`${waitingListEntries.status} in ('waiting', 'offered')`;
  return db
    .select()
    .from(waitingListEntries)
    .where(eq(waitingListEntries.trainingDateId, trainingDateId))
    .orderBy(
      desc(live),
      sql`case when ${live} then ${waitingListEntries.createdAt} end asc`,
      desc(waitingListEntries.endedAt),
      asc(waitingListEntries.id),
    )
    .limit(limit);
}
