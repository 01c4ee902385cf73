import { z } from 'zod';
import { decimalInteger } from '../validation/integer';

/* Pieces every back-office list query shares: its page, and the site and language filters. */

export const ADMIN_LIST_PAGE_SIZE = 25;

export const adminPagingShape = {
  page: decimalInteger(z.number().int().min(1).max(100_000)).optional(),
  per_page: decimalInteger(z.number().int().min(1).max(100)).optional(),
};

export const adminSiteSchema = z.enum(['shop', 'academy']);
export const adminLocaleSchema = z.enum(['hu', 'en']);
