import type { Database } from '@vag/api';
import { LocaleId } from '@vag/domain';
import { sql } from 'drizzle-orm';

/** What the data says of a demo picture it shows. */
export interface DemoImageUse {
  /** The Hungarian name of the product it shows, written on the picture's label as it is spelled. */
  productName?: string;
}

/**
 * Whether any product, training, blog post, salon or carousel shows this demo image URL, and
 * under which product name: the image endpoint draws demo art only for those, so made-up names
 * cost one query, not a render. Undefined when nothing shows it.
 */
export function demoImageInUse(database: Database) {
  return async (url: string): Promise<DemoImageUse | undefined> => {
    const result = await database.db.execute(
      sql`select (select t.name from product_pictures p
                    join product_translations t on t.product_id = p.product_id and t.locale_id = ${LocaleId.hu}
                   where p.url = ${url} limit 1) as product_name
           where exists (select 1 from product_pictures where url = ${url})
              or exists (select 1 from training_images where url_path = ${url})
              or exists (select 1 from blog_posts where image = ${url})
              or exists (select 1 from salons where image = ${url})
              or exists (select 1 from home_carousels where image = ${url})`,
    );
    const [row] = (result as unknown as { rows: { product_name: string | null }[] }).rows;
    if (!row) return undefined;
    return row.product_name ? { productName: row.product_name } : {};
  };
}
