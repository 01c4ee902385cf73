import type { Database } from '@vag/api';
import { sql } from 'drizzle-orm';

/**
 * Whether any product, training, blog post, salon or carousel shows this demo image URL: the
 * image endpoint draws demo art only for those, so made-up names cost one query, not a render.
 */
export function demoImageInUse(database: Database) {
  return async (url: string): Promise<boolean> => {
    const result = await database.db.execute(
      sql`select 1 where exists (select 1 from product_pictures where url = ${url})
             or exists (select 1 from training_images where url_path = ${url})
             or exists (select 1 from blog_posts where image = ${url})
             or exists (select 1 from salons where image = ${url})
             or exists (select 1 from home_carousels where image = ${url})`,
    );
    return (result as unknown as { rows: unknown[] }).rows.length > 0;
  };
}
