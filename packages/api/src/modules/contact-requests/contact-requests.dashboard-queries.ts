import { and, count, desc, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactRequests } from './contact-requests.schema';

/*
 * The inbox's summary for the back office's dashboard (issue 20): the newest requests of the
 * given sites (contact_requests_site_idx) and how many nobody has handled yet.
 */

export async function latestContactRequests(db: Db, hostIds: number[], limit: number) {
  if (hostIds.length === 0) return { newCount: 0, latest: [] };
  const [latest, [unhandled]] = await Promise.all([
    db
      .select({
        id: contactRequests.id,
        hostId: contactRequests.hostId,
        name: contactRequests.name,
        email: contactRequests.email,
        createdAt: contactRequests.createdAt,
        handledAt: contactRequests.handledAt,
      })
      .from(contactRequests)
      .where(inArray(contactRequests.hostId, hostIds))
      .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
      .limit(limit),
    db
      .select({ n: count() })
      .from(contactRequests)
      .where(and(inArray(contactRequests.hostId, hostIds), isNull(contactRequests.handledAt))),
  ]);
  return { newCount: Number(unhandled?.n ?? 0), latest };
}
