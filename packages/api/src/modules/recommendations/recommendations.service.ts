import { type HostId, type Locale, LocaleId } from '@vag/domain';
import type { Db } from '../../db/client';
import { insertRecommendation } from './recommendations.queries';

/** A training a visitor would like the academy to offer (academy footer form). */
export async function recommendTraining(
  db: Db,
  recommendation: { text: string; userId: number | null; hostId: HostId; locale: Locale },
) {
  await insertRecommendation(db, {
    trainingNameText: recommendation.text,
    userId: recommendation.userId,
    hostId: recommendation.hostId,
    localeId: LocaleId[recommendation.locale],
  });
}
