import type { Db } from '../../db/client';
import { trainingRecommendations } from './recommendations.schema';

export async function insertRecommendation(db: Db, values: typeof trainingRecommendations.$inferInsert) {
  await db.insert(trainingRecommendations).values(values);
}
