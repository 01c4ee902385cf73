import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from './users.schema';

export async function insertUpload(db: Db, values: typeof uploads.$inferInsert) {
  const [row] = await db.insert(uploads).values(values).returning({ id: uploads.id });
  return row?.id;
}

export function selectUploadKeys(db: Db, userId: number) {
  return db.select({ storageKey: uploads.storageKey }).from(uploads).where(eq(uploads.userId, userId));
}

export async function deleteUploadsOf(db: Db, userId: number) {
  await db.delete(uploads).where(eq(uploads.userId, userId));
}
