import { z } from '@hono/zod-openapi';
import { canActOnSite, type HostId, type SiteKey, siteKeyOf } from '@vag/domain';
import type { Db } from '../db/client';
import { recordAudit } from '../modules/audit/audit.service';
import { idPathParam, jsonAnswer } from './admin-lists';
import { adminRoute, type CurrentStaff } from './admin-router';
import { AppError, NotFoundError } from './errors';
import { pick } from './responses';

/*
 * What the inbox's two kinds of item (contact requests, training recommendations) share: the
 * site scope of the member, and the handled state that one member sets and another reopens,
 * each change in one transaction with its audit row.
 */

export interface InboxItemRow {
  id: number;
  hostId: number;
  createdAt: Date;
  handledAt: Date | null;
  handledByStaffId: number | null;
}

/** A kind of inbox item: its audit entity and the queries of its own module. */
export interface InboxItems<R extends InboxItemRow> {
  entity: string;
  /** The row, locked until the transaction ends. */
  lock(tx: Db, id: number): Promise<R | undefined>;
  /** Handled by `staffId` unless it is already (the first mark stays). */
  markHandled(tx: Db, id: number, staffId: number): Promise<R | undefined>;
  reopen(tx: Db, id: number): Promise<R | undefined>;
}

export const siteOfItem = (row: Pick<InboxItemRow, 'hostId'>): SiteKey => siteKeyOf(row.hostId as HostId);

/** 404 for no such item, 403 for an item of a site outside the member's role. */
export function assertItemInScope<R extends Pick<InboxItemRow, 'hostId'>>(row: R | undefined, staff: CurrentStaff): R {
  if (!row) throw new NotFoundError();
  if (!canActOnSite(staff.role, siteOfItem(row))) throw new AppError(403, 'staff_site_forbidden');
  return row;
}

export const handledState = (row: InboxItemRow) => ({
  handled_at: row.handledAt?.toISOString() ?? null,
  handled_by_staff_id: row.handledByStaffId,
});

/** The times and the handling member of an item, as the back office reads them. */
export function handledFields(row: InboxItemRow, names: Map<number, string>) {
  const by = row.handledByStaffId;
  return {
    created_at: row.createdAt.toISOString(),
    handled_at: row.handledAt?.toISOString() ?? null,
    handled_by: by === null ? null : { id: by, name: names.get(by) ?? '' },
  };
}

/**
 * Marks an item handled, or new again. Nothing to change (handled already, or new already)
 * writes nothing and answers the item as it is: a second member's click never moves the first
 * one's mark.
 */
export async function changeHandled<R extends InboxItemRow>(
  db: Db,
  items: InboxItems<R>,
  id: number,
  staff: CurrentStaff,
  handled: boolean,
): Promise<R> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const before = assertItemInScope(await items.lock(tx, id), staff);
    const after = handled ? await items.markHandled(tx, id, staff.id) : await items.reopen(tx, id);
    if (!after) return before;
    await recordAudit(tx, {
      staffId: staff.id,
      action: `${items.entity}.${handled ? 'handle' : 'reopen'}`,
      entity: items.entity,
      entityId: id,
      site: siteOfItem(before),
      before: handledState(before),
      after: handledState(after),
    });
    return after;
  });
}

/** POST `{path}/{id}/handled` or `/reopen` of an inbox item, answering `{ data: item }`. */
export function handledRoute<T extends z.ZodType>(path: string, item: T, action: 'handled' | 'reopen') {
  return adminRoute({
    access: 'inbox.manage',
    method: 'post',
    path: `${path}/{id}/${action}`,
    tags: ['Admin: inbox'],
    summary:
      action === 'handled'
        ? 'Marks the item handled (one handled already keeps its first member and time)'
        : 'Makes a handled item new again',
    request: { params: idPathParam },
    responses: { 200: jsonAnswer(z.object({ data: item }), 'The item'), ...pick(401, 403, 404, 419) },
  });
}
