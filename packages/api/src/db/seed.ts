import { sql } from 'drizzle-orm';
import { type Db, queryRows } from './client';
import { demoMenuLinks } from './demo/menus';
import { menuLinks } from './schema';

/** True when the database holds no content yet: a fresh install that wants demo data. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ present: boolean }>(db, sql`select exists(select 1 from menu_links) as present`);
  return !row?.present;
}

/** Loads the demo catalogue and content of both sites in one transaction. */
export async function seedDemoData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(menuLinks).values(demoMenuLinks());
  });
}
