import { type SQL, sql } from 'drizzle-orm';

/*
 * Where trainings are placed in the training category tree, for the training categories' back
 * office (issue 21): the links are this module's table (DESIGN §2), so the statements over them
 * live here and the training categories module builds on them through the service.
 */

/** Every (training_id, category_id) placement, as a subquery to join the tree onto. */
export const trainingPlacements = (): SQL => sql`(select training_id, category_id from training_category_links)`;

/** How many distinct trainings are placed in the categories that `categoryIds` selects. */
export const distinctTrainingsIn = (categoryIds: SQL): SQL<number> =>
  sql<number>`(select count(distinct training_id)::int from training_category_links where category_id in (${categoryIds}))`;
