import {
  ADMIN_LIST_PAGE_SIZE,
  type AdminInboxQuery,
  type AdminRecommendation,
  fullName,
  HostId,
  type Locale,
  LocaleId,
  localeFromId,
  type SiteKey,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { likeLower } from '../../lib/admin-lists';
import type { CurrentStaff } from '../../lib/admin-router';
import type { ApiOptions } from '../../lib/context';
import { offsetOf, pageMeta } from '../../lib/http-query';
import { assertItemInScope, changeHandled, handledFields, type InboxItems, siteOfItem } from '../../lib/inbox-items';
import { queueOperatorMail } from '../../lib/operator-mail';
import { staffNames } from '../staff/staff.service';
import { getProfile } from '../users/users.service';
import {
  insertRecommendation,
  markRecommendationHandled,
  type RecommendationRow,
  reopenRecommendationRow,
  selectRecommendation,
  selectRecommendationPage,
} from './recommendations.queries';

/**
 * A training a visitor would like the academy to offer (academy footer form), stored with the
 * operators' notice (OPERATOR_MAIL_*_RECOMMENDATIONS): both or neither.
 */
export async function recommendTraining(
  db: Db,
  options: Pick<ApiOptions, 'operatorMail'>,
  recommendation: { text: string; userId: number | null; email: string | null; hostId: HostId; locale: Locale },
) {
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await insertRecommendation(tx, {
      trainingNameText: recommendation.text,
      userId: recommendation.userId,
      hostId: recommendation.hostId,
      localeId: LocaleId[recommendation.locale],
    });
    await queueOperatorMail(tx, options, recommendation.hostId, {
      event: 'recommendation',
      email: recommendation.email ?? undefined,
      text: recommendation.text,
    });
  });
}

/* The back office's inbox (issue 20): the recommendations of the member's sites, handled or new again. */

type Sender = AdminRecommendation['user'];

/** Who sent each recommendation of `rows`, when a signed-in visitor did (a page holds a few). */
async function sendersOf(db: Db, rows: RecommendationRow[], locale: Locale): Promise<Map<number, Sender>> {
  const ids = [...new Set(rows.map((row) => row.userId).filter((id): id is number => id !== null))];
  const profiles = await Promise.all(ids.map((id) => getProfile(db, id)));
  return new Map(
    ids.map((id, index) => {
      const profile = profiles[index];
      const name = profile ? fullName(profile.firstName, profile.lastName, locale) : '';
      return [id, { id, email: profile?.email ?? null, name: name || null }];
    }),
  );
}

function toAdminRecommendation(
  row: RecommendationRow,
  names: Map<number, string>,
  senders: Map<number, Sender>,
): AdminRecommendation {
  return {
    id: row.id,
    site: siteOfItem(row),
    locale: localeFromId(row.localeId) ?? 'hu',
    training_name_text: row.trainingNameText,
    user: row.userId === null ? null : (senders.get(row.userId) ?? { id: row.userId, email: null, name: null }),
    ...handledFields(row, names),
  };
}

async function present(db: Db, rows: RecommendationRow[], locale: Locale) {
  const [names, senders] = await Promise.all([staffNames(db), sendersOf(db, rows, locale)]);
  return rows.map((row) => toAdminRecommendation(row, names, senders));
}

/** GET /api/admin/v1/recommendations: newest first, new ones unless asked otherwise. */
export async function listRecommendationsForStaff(
  db: Db,
  query: AdminInboxQuery,
  sites: readonly SiteKey[],
  locale: Locale,
) {
  const paging = { page: query.page ?? 1, perPage: query.per_page ?? ADMIN_LIST_PAGE_SIZE };
  const { rows, total } = await selectRecommendationPage(
    db,
    {
      hostIds: sites.map((site) => HostId[site]),
      state: query.state ?? 'new',
      like: query.q ? likeLower(query.q) : undefined,
    },
    paging.perPage,
    offsetOf(paging),
  );
  return { data: await present(db, rows, locale), meta: pageMeta(paging, total, rows.length) };
}

/** GET /api/admin/v1/recommendations/{id}. */
export async function getRecommendationForStaff(db: Db, id: number, staff: CurrentStaff, locale: Locale) {
  const row = assertItemInScope(await selectRecommendation(db, id), staff);
  const [data] = await present(db, [row], locale);
  return data as AdminRecommendation;
}

const recommendationItems: InboxItems<RecommendationRow> = {
  entity: 'training_recommendation',
  lock: (tx, id) => selectRecommendation(tx, id, true),
  markHandled: markRecommendationHandled,
  reopen: reopenRecommendationRow,
};

/** POST .../handled and .../reopen. */
export async function setRecommendationHandled(
  db: Db,
  id: number,
  staff: CurrentStaff,
  handled: boolean,
  locale: Locale,
) {
  const row = await changeHandled(db, recommendationItems, id, staff, handled);
  const [data] = await present(db, [row], locale);
  return data as AdminRecommendation;
}
