import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { coupons, giftRules, productTranslations } from '../schema';

/** The README's "Demo coupons": codes a new user can try on either site. */
export const demoCoupons: (typeof coupons.$inferInsert)[] = [
  { code: 'TAVASZ10', kind: 'percentage', value: 10, hostId: 1 },
  { code: 'AKADEMIA5000', kind: 'fixed', value: 5000, hostId: 2, minSubtotal: 30_000 },
  { code: 'INGYENSZALLITAS', kind: 'free_delivery', hostId: 1, minSubtotal: 15_000 },
  { code: 'EGYSZERI', kind: 'percentage', value: 15, usageLimit: 1 },
  { code: 'ELSOVASARLAS', kind: 'fixed', value: 2000, perEmailLimit: 1, minSubtotal: 10_000 },
  { code: 'LEJART20', kind: 'percentage', value: 20, validUntil: new Date('2024-12-31T23:00:00Z') },
];

/** The product the demo gift rule gives above 20 000 Ft on the shop. */
const GIFT_PRODUCT_NAME = 'Rózsavizes arctonik';
export const DEMO_GIFT_THRESHOLD = 20_000;

export async function seedDemoCoupons(db: Db): Promise<void> {
  await db.insert(coupons).values(demoCoupons);
  const [gift] = await db
    .select({ id: productTranslations.productId })
    .from(productTranslations)
    .where(and(eq(productTranslations.localeId, 1), eq(productTranslations.name, GIFT_PRODUCT_NAME)));
  if (gift) await db.insert(giftRules).values({ hostId: 1, productId: gift.id, minSubtotal: DEMO_GIFT_THRESHOLD });
}
