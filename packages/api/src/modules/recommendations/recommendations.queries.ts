import type { InboxState } from '@vag/domain';
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { handledStateIs } from '../../lib/admin-lists';
import { trainingRecommendations } from './recommendations.schema';

export type RecommendationRow = typeof trainingRecommendations.$inferSelect;

export async function insertRecommendation(db: Db, values: typeof trainingRecommendations.$inferInsert) {
  await db.insert(trainingRecommendations).values(values);
}

/** The back office's inbox filter: sites, handled state, a lower-cased LIKE pattern of the training's name. */
export interface RecommendationFilter {
  hostIds: number[];
  state: InboxState;
  like?: string;
}

/** A page of recommendations, newest first, and how many match. */
export async function selectRecommendationPage(db: Db, filter: RecommendationFilter, limit: number, offset: number) {
  const where = and(
    inArray(trainingRecommendations.hostId, filter.hostIds),
    handledStateIs(trainingRecommendations.handledAt, filter.state),
    filter.like ? sql`lower(${trainingRecommendations.trainingNameText}) like ${filter.like}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(trainingRecommendations)
      .where(where)
      .orderBy(desc(trainingRecommendations.createdAt), desc(trainingRecommendations.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(trainingRecommendations).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One recommendation; `lock`: held until the transaction ends. */
export async function selectRecommendation(db: Db, id: number, lock = false) {
  const query = db.select().from(trainingRecommendations).where(eq(trainingRecommendations.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Handled by `staffId`, unless it is already: the first member's mark stays. */
export async function markRecommendationHandled(db: Db, id: number, staffId: number) {
  const [row] = await db
    .update(trainingRecommendations)
    .set({ handledAt: sql`now()`, handledByStaffId: staffId })
    .where(and(eq(trainingRecommendations.id, id), isNull(trainingRecommendations.handledAt)))
    .returning();
  return row;
}

/** Back to new; undefined when it was not handled. */
export async function reopenRecommendationRow(db: Db, id: number) {
  const [row] = await db
    .update(trainingRecommendations)
    .set({ handledAt: null, handledByStaffId: null })
    .where(and(eq(trainingRecommendations.id, id), isNotNull(trainingRecommendations.handledAt)))
    .returning();
  return row;
}
