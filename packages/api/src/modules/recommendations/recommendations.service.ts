import { type HostId, type Locale, LocaleId } from '@vag/domain';
import type { Db } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { queueOperatorMail } from '../../lib/operator-mail';
import { insertRecommendation } from './recommendations.queries';

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
