import {
  type BalanceKind,
  type BalanceTransaction,
  type ListMeta,
  type Locale,
  visibleBalanceKinds,
} from '@vag/domain';
import { type Placeholder, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type MessageCode, message, messages } from '../../lib/messages';
import {
  addToBalance,
  insertTransaction,
  selectBalances,
  selectTransactions,
  takeFromBalance,
  takeUpToFromBalance,
} from './balances.queries';
import { userBalances } from './balances.schema';

/*
 * Marketing and global balances (DESIGN §6): a ledger of transactions with reasons, and a
 * current value per kind that is the ledger's sum and never negative. Orders spend and earn
 * balance through these functions inside the order's transaction.
 */

/** A user's balances as a JSON field of a statement that reads more (`[]` for no user: null). */
export const userBalancesJson = (userId: SQLWrapper | Placeholder) =>
  sql<{ kind: string; current: number }[]>`coalesce((select json_agg(json_build_object(
      'kind', ${userBalances.kind}, 'current', ${userBalances.current}) order by ${userBalances.kind})
    from ${userBalances} where ${userBalances.userId} = ${userId}::int), '[]')`;

export class InsufficientBalanceError extends AppError {
  constructor() {
    super(409, 'insufficient_balance');
  }
}

/**
 * Why a balance moved: a reason of the message catalogue with what it refers to (an order's
 * number), which each reader gets in their own language, or staff's own words as written.
 */
export type BalanceReason = { code: MessageCode; reference?: string } | string;

export interface BalanceEntry {
  userId: number;
  kind: BalanceKind;
  /** Whole forints, more than 0. */
  amount: number;
  reason: BalanceReason;
  orderId?: number | null;
}

const withReference = (text: string, reference: string | null | undefined) =>
  reference ? `${text} ${reference}` : text;

/** The ledger columns of a reason; a coded one keeps its Hungarian text for whoever reads the table. */
export function reasonColumns(reason: BalanceReason) {
  if (typeof reason === 'string') return { reason, reasonCode: null, reasonReference: null };
  return {
    reason: withReference(message(reason.code, 'hu'), reason.reference),
    reasonCode: reason.code,
    reasonReference: reason.reference ?? null,
  };
}

const isMessageCode = (code: string): code is MessageCode => Object.hasOwn(messages, code);

/** A ledger row's reason in the reader's language; staff's own words as they wrote them. */
export function reasonText(
  row: { reason: string; reasonCode: string | null; reasonReference: string | null },
  locale: Locale,
) {
  if (row.reasonCode === null || !isMessageCode(row.reasonCode)) return row.reason;
  return withReference(message(row.reasonCode, locale), row.reasonReference);
}

function assertAmount(amount: number) {
  if (!Number.isInteger(amount) || amount <= 0)
    throw new RangeError(`balance amount must be a positive integer, got ${amount}`);
}

/** Adds to a balance and records why; returns the new balance. */
export async function creditBalance(db: Db, entry: BalanceEntry): Promise<number> {
  assertAmount(entry.amount);
  return db.transaction(async (tx) => {
    const current = await addToBalance(tx, entry.userId, entry.kind, entry.amount);
    await insertTransaction(tx, { ...entry, ...reasonColumns(entry.reason), orderId: entry.orderId ?? null });
    return current;
  });
}

/**
 * Spends from a balance, or throws InsufficientBalanceError (409) and changes nothing. Call it
 * with the order's transaction: it runs in a savepoint there, so the spending commits or rolls
 * back with the order. Safe under any concurrency: see `takeFromBalance`.
 */
export async function spendBalance(db: Db, entry: BalanceEntry): Promise<number> {
  assertAmount(entry.amount);
  return db.transaction(async (tx) => {
    const current = await takeFromBalance(tx, entry.userId, entry.kind, entry.amount);
    if (current === undefined) throw new InsufficientBalanceError();
    await insertTransaction(tx, {
      ...entry,
      ...reasonColumns(entry.reason),
      amount: -entry.amount,
      orderId: entry.orderId ?? null,
    });
    return current;
  });
}

/**
 * Takes back a credit that may be partly spent already: as much of `amount` as the balance still
 * holds (a balance never goes below zero), recorded in the ledger as a negative entry. Answers
 * the forints taken back; 0 writes no ledger row.
 */
export async function takeBackBalance(db: Db, entry: BalanceEntry): Promise<number> {
  assertAmount(entry.amount);
  return db.transaction(async (tx) => {
    const taken = await takeUpToFromBalance(tx, entry.userId, entry.kind, entry.amount);
    if (taken > 0) {
      await insertTransaction(tx, {
        ...entry,
        ...reasonColumns(entry.reason),
        amount: -taken,
        orderId: entry.orderId ?? null,
      });
    }
    return taken;
  });
}

export async function currentBalances(db: Db, userId: number): Promise<Record<BalanceKind, number>> {
  const rows = await selectBalances(db, userId);
  const balances: Record<BalanceKind, number> = { marketing: 0, global: 0 };
  for (const row of rows) if (row.kind === 'marketing' || row.kind === 'global') balances[row.kind] = row.current;
  return balances;
}

/** The balances a user's roles may see (role 3 both, role 2 global); hidden ones are null. */
export async function visibleBalances(db: Db, userId: number, roleIds: number[]) {
  const kinds = visibleBalanceKinds(roleIds);
  const balances = kinds.length ? await currentBalances(db, userId) : undefined;
  const value = (kind: BalanceKind) => (balances && kinds.includes(kind) ? { current: balances[kind] } : null);
  return { marketing: value('marketing'), global: value('global') };
}

export async function listTransactions(
  db: Db,
  userId: number,
  roleIds: number[],
  locale: Locale,
  page: number,
  perPage: number,
  kind?: BalanceKind,
): Promise<{ data: BalanceTransaction[]; meta: ListMeta }> {
  const kinds = visibleBalanceKinds(roleIds).filter((visible) => !kind || visible === kind);
  const { rows, total } = kinds.length
    ? await selectTransactions(db, userId, kinds, perPage, (page - 1) * perPage)
    : { rows: [], total: 0 };
  const data = rows.map((row) => ({
    id: row.id,
    kind: row.kind as BalanceKind,
    amount: row.amount,
    reason: reasonText(row, locale),
    order_id: row.orderId,
    created_at: row.createdAt.toISOString(),
  }));
  const from = data.length ? (page - 1) * perPage + 1 : null;
  return {
    data,
    meta: {
      current_page: page,
      from,
      to: from === null ? null : from + data.length - 1,
      total,
      last_page: Math.max(Math.ceil(total / perPage), 1),
      per_page: perPage,
    },
  };
}
