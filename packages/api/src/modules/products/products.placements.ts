import { type SQL, sql } from 'drizzle-orm';

/*
 * Where products are placed in the category tree, for the categories module's back office
 * (issue 21): the links are this module's table (DESIGN §2), so the statements over them live
 * here and the categories module builds on them through the service.
 */

/** Every (product_id, sub_category_id) placement, as a subquery to join the tree onto. */
export const productPlacements = (): SQL => sql`(select product_id, sub_category_id from product_sub_category_links)`;

/** How many distinct products are placed in the sub categories that `subIds` selects. */
export const distinctProductsIn = (subIds: SQL): SQL<number> =>
  sql<number>`(select count(distinct product_id)::int from product_sub_category_links where sub_category_id in (${subIds}))`;
