import { z } from 'zod';
import { ORDER_STATUSES } from '../order-lifecycle';

/*
 * The back office's dashboard (issue 20): per site in the member's scope, the takings of today,
 * 7 and 30 Budapest days with a daily series, the states of orders and enrolments, what waits
 * for a transfer or for shipping, the training dates filling up, and the latest contact requests.
 */

/** Days of the revenue series, today included. */
export const DASHBOARD_REVENUE_DAYS = 30;
/** The oldest items shown of a waiting list (transfers, unshipped orders). */
export const DASHBOARD_OLDEST_LIMIT = 5;
export const DASHBOARD_TRAINING_DATES_LIMIT = 8;
export const DASHBOARD_CONTACT_REQUESTS_LIMIT = 5;

const siteSchema = z.enum(['shop', 'academy']);
const count = z.number().int().min(0);

export const adminDashboardQuerySchema = z.object({ site: siteSchema.optional() });
export type AdminDashboardQuery = z.infer<typeof adminDashboardQuerySchema>;

/** Gross forints of purchases paid on a Budapest day (by `payed_date`), less what was refunded of them. */
export const dashboardRevenueSchema = z.object({
  today: z.number().int(),
  last_7_days: z.number().int(),
  last_30_days: z.number().int(),
  /** Oldest first, one entry per Budapest day, the last one today; 0 on a day without takings. */
  daily: z.array(z.object({ day: z.iso.date(), amount: z.number().int() })),
});
export type DashboardRevenue = z.infer<typeof dashboardRevenueSchema>;

/** An order or enrolment waiting for something, for a short list linking to it. */
export const dashboardPurchaseSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  total: z.number().int(),
  created_at: z.string(),
  /** Until when a transfer is awaited (null once none applies). */
  payment_deadline: z.string().nullable(),
});
export type DashboardPurchase = z.infer<typeof dashboardPurchaseSchema>;

/** How many wait, and the oldest of them. */
export const dashboardQueueSchema = z.object({ count, oldest: z.array(dashboardPurchaseSchema) });
export type DashboardQueue = z.infer<typeof dashboardQueueSchema>;

const byPaymentStatus = z.array(z.object({ payment_status_id: z.number().int().min(1).max(5), count }));

export const dashboardShopSchema = z.object({
  revenue: dashboardRevenueSchema,
  /** Every fulfilment status, in the lifecycle's order, with 0 where none. */
  orders_by_fulfilment: z.array(z.object({ status: z.enum(ORDER_STATUSES), count })),
  /** Every payment status (1-5), with 0 where none. */
  orders_by_payment: byPaymentStatus,
  /** Bank transfers not yet arrived (pending, not cancelled). */
  transfers_awaiting: dashboardQueueSchema,
  /** Received or packed, and paid or paid on handover (cash on delivery, at pick-up). */
  unshipped: dashboardQueueSchema,
});
export type DashboardShop = z.infer<typeof dashboardShopSchema>;

export const dashboardTrainingDateSchema = z.object({
  id: z.number().int(),
  training_id: z.number().int(),
  training_name: z.string(),
  start_at: z.string(),
  /** 1 classroom, 2 online (DESIGN §5). */
  location_type_id: z.number().int(),
  /** Seats of a classroom date; null online, where seats are not limited. */
  capacity: z.number().int().nullable(),
  /** Seats held by paid enrolments and by unpaid ones within their payment window. */
  seats_taken: count,
});
export type DashboardTrainingDate = z.infer<typeof dashboardTrainingDateSchema>;

export const dashboardAcademySchema = z.object({
  revenue: dashboardRevenueSchema,
  /** Every payment status (1-5), with 0 where none. */
  enrolments_by_payment: byPaymentStatus,
  /** The next training dates, soonest first. */
  upcoming_dates: z.array(dashboardTrainingDateSchema),
  transfers_awaiting: dashboardQueueSchema,
});
export type DashboardAcademy = z.infer<typeof dashboardAcademySchema>;

export const dashboardContactRequestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  site: siteSchema,
  created_at: z.string(),
  /** Null while nobody handled it (new). */
  handled_at: z.string().nullable(),
});
export type DashboardContactRequest = z.infer<typeof dashboardContactRequestSchema>;

/** GET /api/admin/v1/dashboard: a site outside the scope asked for, or outside the role, is absent. */
export const adminDashboardSchema = z.object({
  data: z.object({
    /** The Budapest calendar day the figures end with. */
    today: z.iso.date(),
    sites: z.array(siteSchema),
    shop: dashboardShopSchema.optional(),
    academy: dashboardAcademySchema.optional(),
    contact_requests: z.object({
      /** New (unhandled) requests of the sites in scope. */
      new_count: count,
      latest: z.array(dashboardContactRequestSchema),
    }),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>['data'];
