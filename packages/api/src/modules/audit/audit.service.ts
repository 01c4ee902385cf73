import { AUDIT_PAGE_SIZE, type AuditQuery, HostId, type ListMeta, type SiteKey } from '@vag/domain';
import type { Db } from '../../db/client';
import { insertAudit, selectAuditOf, selectAuditPage } from './audit.queries';

/*
 * The audit log of the back office (issue 20): every admin write records who, what and the
 * values before and after, in the write's own transaction, so a rolled-back write leaves no row.
 */

export interface AuditEntryInput {
  staffId: number;
  action: string;
  entity: string;
  entityId: string | number;
  site?: SiteKey | null;
  before?: unknown;
  after?: unknown;
}

/** Records a write. Pass the write's transaction. */
export async function recordAudit(tx: Db, entry: AuditEntryInput): Promise<void> {
  await insertAudit(tx, {
    staffId: entry.staffId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    hostId: entry.site ? HostId[entry.site] : null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditListEntry {
  id: number;
  createdAt: Date;
  staffId: number | null;
  action: string;
  entity: string;
  entityId: string;
  site: SiteKey | null;
  before: unknown;
  after: unknown;
}

const siteOf = (hostId: number | null): SiteKey | null =>
  hostId === HostId.shop ? 'shop' : hostId === HostId.academy ? 'academy' : null;

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

/** A page of the log, filtered, newest first; `sites`: what the reader's role may see. */
export async function listAudit(
  db: Db,
  query: AuditQuery,
  sites: readonly SiteKey[],
): Promise<{ entries: AuditListEntry[]; meta: ListMeta }> {
  const perPage = query.per_page ?? AUDIT_PAGE_SIZE;
  const page = query.page ?? 1;
  const { rows, total } = await selectAuditPage(
    db,
    {
      entity: query.entity || undefined,
      action: query.action || undefined,
      staffId: query.staff_id,
      hostIds: sites.map((site) => HostId[site]),
      from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
      to: query.to ? nextDay(query.to) : undefined,
    },
    perPage,
    (page - 1) * perPage,
  );
  const from = rows.length ? (page - 1) * perPage + 1 : null;
  return {
    entries: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt,
      staffId: row.staffId,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      site: siteOf(row.hostId),
      before: row.before,
      after: row.after,
    })),
    meta: {
      current_page: page,
      from,
      to: from === null ? null : from + rows.length - 1,
      total,
      last_page: Math.max(Math.ceil(total / perPage), 1),
      per_page: perPage,
    },
  };
}

/** What staff did to one record, oldest first: the history of an order or an enrolment. */
export async function auditOf(
  db: Db,
  entity: string,
  entityId: string | number,
): Promise<Pick<AuditListEntry, 'createdAt' | 'staffId' | 'action' | 'after'>[]> {
  return (await selectAuditOf(db, entity, String(entityId))).map((row) => ({
    createdAt: row.createdAt,
    staffId: row.staffId,
    action: row.action,
    after: row.after,
  }));
}
