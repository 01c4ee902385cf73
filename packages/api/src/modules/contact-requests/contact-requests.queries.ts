import type { Db } from '../../db/client';
import { contactRequests } from './contact-requests.schema';

export type ContactRequestRow = typeof contactRequests.$inferSelect;

export async function insertContactRequest(
  db: Db,
  values: typeof contactRequests.$inferInsert,
): Promise<ContactRequestRow> {
  const [row] = await db.insert(contactRequests).values(values).returning();
  if (!row) throw new Error('contact request insert returned no row');
  return row;
}
