import { sql } from 'drizzle-orm';
import { type Db, queryRows } from './client';
import { seedAccounts } from './demo/accounts';
import { seedDemoBlog } from './demo/blog';
import { seedCatalogue } from './demo/catalogue';
import { seedDemoCheckoutReference, seedDemoContent, seedSearchIndex } from './demo/content';
import { seedDemoCoupons } from './demo/coupons';
import { seedDemoInvoices } from './demo/invoices';
import { demoMenuLinks } from './demo/menus';
import { seedDemoOrders } from './demo/orders';
import { seedReferenceData } from './demo/reference';
import { seedDemoStaff } from './demo/staff';
import { menuLinks } from './schema';

/** True when the database holds no content yet: a fresh install that wants demo data. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ present: boolean }>(db, sql`select exists(select 1 from menu_links) as present`);
  return !row?.present;
}

type Seeder = (db: Db) => Promise<void>;

/** Demo data of each area, in dependency order: one line per area (its file under ./demo). */
const seeders: Seeder[] = [
  async (db) => {
    await db.insert(menuLinks).values(demoMenuLinks());
  },
  seedReferenceData,
  seedAccounts,
  seedDemoStaff,
  seedCatalogue,
  seedDemoCoupons,
  seedDemoContent,
  seedDemoBlog,
  seedDemoCheckoutReference,
  seedDemoOrders,
  seedDemoInvoices,
  // Last: indexes what every seeder above wrote, from all registered search sources.
  seedSearchIndex,
];

/** Loads the demo catalogue and content of both sites in one transaction. */
export async function seedDemoData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const seed of seeders) await seed(tx as unknown as Db);
  });
}
