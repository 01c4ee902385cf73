import {
  ADMIN_LIST_PAGE_SIZE,
  type AdminSubscriber,
  type AdminSubscriberFilter,
  type AdminSubscriberQuery,
  HostId,
  LocaleId,
  localeFromId,
  type SiteKey,
  siteKeyOf,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { likeLower } from '../../lib/admin-lists';
import type { CurrentStaff } from '../../lib/admin-router';
import { csvDocument } from '../../lib/csv';
import { offsetOf, pageMeta } from '../../lib/http-query';
import { assertItemInScope } from '../../lib/inbox-items';
import { recordAudit } from '../audit/audit.service';
import { setWantsNewsletter } from '../users/users.service';
import {
  lockSubscription,
  markUnsubscribedById,
  type SubscriberFilter,
  type SubscriptionRow,
  selectSubscriberPage,
  selectSubscribers,
} from './newsletter.queries';

/*
 * The back office's newsletter list (issue 20): only confirmed subscribers (double opt-in, not
 * unsubscribed) of the member's sites, a CSV of them, and an unsubscribe by staff that does what
 * the subscriber's own link does.
 */

function filterOf(query: AdminSubscriberFilter, sites: readonly SiteKey[]): SubscriberFilter {
  return {
    hostIds: sites.map((site) => HostId[site]),
    localeId: query.locale ? LocaleId[query.locale] : undefined,
    like: query.q ? likeLower(query.q) : undefined,
  };
}

function toAdminSubscriber(row: SubscriptionRow): AdminSubscriber {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    site: siteKeyOf(row.hostId as HostId),
    locale: localeFromId(row.localeId) ?? 'hu',
    registered: row.userId !== null,
    consented_at: row.consentedAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? '',
  };
}

/** GET /api/admin/v1/newsletter/subscribers: the newest confirmations first. */
export async function listSubscribersForStaff(db: Db, query: AdminSubscriberQuery, sites: readonly SiteKey[]) {
  const paging = { page: query.page ?? 1, perPage: query.per_page ?? ADMIN_LIST_PAGE_SIZE };
  const { rows, total } = await selectSubscriberPage(db, filterOf(query, sites), paging.perPage, offsetOf(paging));
  return { data: rows.map(toAdminSubscriber), meta: pageMeta(paging, total, rows.length) };
}

const CSV_HEADER = ['email', 'first_name', 'site', 'locale', 'registered', 'consented_at', 'confirmed_at'];

/**
 * GET /api/admin/v1/newsletter/subscribers.csv: every confirmed subscriber the filter keeps, oldest
 * first. The export of a mailing list is personal data leaving the shop: who took it, with which
 * filter and how many addresses is audited.
 */
export async function subscribersCsv(
  db: Db,
  query: AdminSubscriberFilter,
  sites: readonly SiteKey[],
  staff: CurrentStaff,
) {
  const rows = (await selectSubscribers(db, filterOf(query, sites))).map(toAdminSubscriber);
  await recordAudit(db, {
    staffId: staff.id,
    action: 'newsletter_subscription.export',
    entity: 'newsletter_subscription',
    entityId: 'csv',
    site: sites.length === 1 ? sites[0] : null,
    after: { site: query.site ?? null, locale: query.locale ?? null, q: query.q ?? null, count: rows.length },
  });
  return csvDocument(
    CSV_HEADER,
    rows.map((row) => [
      row.email,
      row.first_name,
      row.site,
      row.locale,
      row.registered ? 'yes' : 'no',
      row.consented_at,
      row.confirmed_at,
    ]),
  );
}

/**
 * POST /api/admin/v1/newsletter/subscribers/{id}/unsubscribe: what the subscriber's own link does
 * (no more newsletters, the confirmation link dead, the account's newsletter flag off), with the
 * audit row in the same transaction. An address unsubscribed already stays as it is.
 */
export async function unsubscribeByStaff(db: Db, id: number, staff: CurrentStaff): Promise<boolean> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const before = assertItemInScope(await lockSubscription(tx, id), staff);
    const after = await markUnsubscribedById(tx, id);
    if (!after) return false;
    if (after.userId !== null) await setWantsNewsletter(tx, after.userId, false);
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'newsletter_subscription.unsubscribe',
      entity: 'newsletter_subscription',
      entityId: id,
      site: siteKeyOf(before.hostId as HostId),
      before: { email: before.email, unsubscribed_at: null },
      after: { email: after.email, unsubscribed_at: after.unsubscribedAt?.toISOString() ?? null },
    });
    return true;
  });
}
