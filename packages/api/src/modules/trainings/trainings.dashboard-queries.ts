import { HostId, type Locale, LocaleId } from '@vag/domain';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trainingDates, trainings, trainingTranslations } from './trainings.schema';

/**
 * The academy's next training dates for the back office's dashboard (issue 20), soonest first
 * (training_dates_start_idx), with the training's name in `locale` (else the other one) and the
 * seats held of a classroom date (trainings.seats.ts keeps `seats_held`).
 */
export function upcomingTrainingDates(db: Db, locale: Locale, now: Date, limit: number) {
  return db
    .select({
      id: trainingDates.id,
      trainingId: trainingDates.trainingId,
      startAt: trainingDates.startAt,
      locationTypeId: trainingDates.locationTypeId,
      capacity: trainingDates.capacity,
      seatsHeld: trainingDates.seatsHeld,
      name: sql<string>`coalesce(
        (select ${trainingTranslations.name} from ${trainingTranslations}
          where ${trainingTranslations.trainingId} = ${trainings.id}
          order by ${trainingTranslations.localeId} = ${LocaleId[locale]} desc, ${trainingTranslations.localeId} limit 1),
        '')`,
    })
    .from(trainingDates)
    .innerJoin(trainings, eq(trainings.id, trainingDates.trainingId))
    .where(and(gt(trainingDates.startAt, now), eq(trainings.hostId, HostId.academy)))
    .orderBy(asc(trainingDates.startAt), asc(trainingDates.id))
    .limit(limit);
}
