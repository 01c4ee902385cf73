import {
  type AdminDashboard,
  DASHBOARD_CONTACT_REQUESTS_LIMIT,
  DASHBOARD_OLDEST_LIMIT,
  DASHBOARD_TRAINING_DATES_LIMIT,
  type DashboardAcademy,
  type DashboardQueue,
  type DashboardRevenue,
  type DashboardShop,
  DISPLAY_TIME_ZONE,
  fullName,
  HostId,
  type Locale,
  ORDER_STATUSES,
  PaymentStatusId,
  type SiteKey,
  siteKeyOf,
  TrainingLocationType,
} from '@vag/domain';
import type { Db } from '../../db/client';
import type { QueuedPurchase } from '../../db/purchase-figures';
import {
  countEnrolmentsByPaymentStatus,
  enrolledSeatsByDate,
  enrolmentsAwaitingTransfer,
  enrolmentTakingsByDay,
} from '../academy-subscriptions/academy-subscriptions.dashboard-queries';
import { latestContactRequests } from '../contact-requests/contact-requests.dashboard-queries';
import {
  countOrdersByState,
  ordersAwaitingTransfer,
  orderTakingsByDay,
  unshippedOrders,
} from '../orders/orders.dashboard-queries';
import { upcomingTrainingDates } from '../trainings/trainings.dashboard-queries';

/*
 * GET /api/admin/v1/dashboard (issue 20): the figures of the sites in the member's scope, each
 * read by the module that owns its table (`<module>.dashboard-queries.ts`).
 */

const PAYMENT_STATUS_IDS = Object.values(PaymentStatusId);

/** Today, 7 and 30 days from the daily series (its last day is today). */
function revenueOf(daily: { day: string; amount: number }[]): DashboardRevenue {
  const sumOfLast = (days: number) => daily.slice(-days).reduce((sum, entry) => sum + entry.amount, 0);
  return { today: sumOfLast(1), last_7_days: sumOfLast(7), last_30_days: sumOfLast(daily.length), daily };
}

function queueOf(queue: { count: number; oldest: QueuedPurchase[] }, locale: Locale): DashboardQueue {
  return {
    count: queue.count,
    oldest: queue.oldest.map((row) => ({
      id: row.id,
      number: row.number,
      name: fullName(row.firstName, row.lastName, locale),
      total: row.total,
      created_at: row.createdAt.toISOString(),
      payment_deadline: row.paymentDeadline?.toISOString() ?? null,
    })),
  };
}

/** Every payment status, 0 where none. */
function byPaymentStatus(counts: { paymentStatusId: number; count: number }[]) {
  return PAYMENT_STATUS_IDS.map((id) => ({
    payment_status_id: id,
    count: counts.filter((row) => row.paymentStatusId === id).reduce((sum, row) => sum + row.count, 0),
  }));
}

async function shopFigures(db: Db, locale: Locale, now: Date): Promise<DashboardShop> {
  const [daily, states, transfers, unshipped] = await Promise.all([
    orderTakingsByDay(db, now),
    countOrdersByState(db),
    ordersAwaitingTransfer(db, DASHBOARD_OLDEST_LIMIT),
    unshippedOrders(db, DASHBOARD_OLDEST_LIMIT),
  ]);
  return {
    revenue: revenueOf(daily),
    orders_by_fulfilment: ORDER_STATUSES.map((status) => ({
      status,
      count: states.filter((row) => row.fulfilmentStatus === status).reduce((sum, row) => sum + row.n, 0),
    })),
    orders_by_payment: byPaymentStatus(states.map((row) => ({ paymentStatusId: row.paymentStatusId, count: row.n }))),
    transfers_awaiting: queueOf(transfers, locale),
    unshipped: queueOf(unshipped, locale),
  };
}

async function academyFigures(db: Db, locale: Locale, now: Date): Promise<DashboardAcademy> {
  const [daily, counts, transfers, dates] = await Promise.all([
    enrolmentTakingsByDay(db, now),
    countEnrolmentsByPaymentStatus(db),
    enrolmentsAwaitingTransfer(db, DASHBOARD_OLDEST_LIMIT),
    upcomingTrainingDates(db, locale, now, DASHBOARD_TRAINING_DATES_LIMIT),
  ]);
  const online = dates.filter((date) => date.locationTypeId !== TrainingLocationType.classroom);
  const enrolled = await enrolledSeatsByDate(
    db,
    online.map((date) => date.id),
  );
  return {
    revenue: revenueOf(daily),
    enrolments_by_payment: byPaymentStatus(counts),
    upcoming_dates: dates.map((date) => {
      const classroom = date.locationTypeId === TrainingLocationType.classroom;
      return {
        id: date.id,
        training_id: date.trainingId,
        training_name: date.name,
        start_at: date.startAt.toISOString(),
        location_type_id: date.locationTypeId,
        capacity: classroom ? date.capacity : null,
        seats_taken: classroom ? date.seatsHeld : (enrolled.get(date.id) ?? 0),
      };
    }),
    transfers_awaiting: queueOf(transfers, locale),
  };
}

const budapestDay = new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE });

/** The dashboard of `sites` (the member's scope, or the one site asked for), as of `now`. */
export async function getDashboard(
  db: Db,
  { sites, locale, now = new Date() }: { sites: readonly SiteKey[]; locale: Locale; now?: Date },
): Promise<AdminDashboard> {
  const [shop, academy, requests] = await Promise.all([
    sites.includes('shop') ? shopFigures(db, locale, now) : undefined,
    sites.includes('academy') ? academyFigures(db, locale, now) : undefined,
    latestContactRequests(
      db,
      sites.map((site) => HostId[site]),
      DASHBOARD_CONTACT_REQUESTS_LIMIT,
    ),
  ]);
  return {
    today: budapestDay.format(now),
    sites: [...sites],
    ...(shop ? { shop } : {}),
    ...(academy ? { academy } : {}),
    contact_requests: {
      new_count: requests.newCount,
      latest: requests.latest.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        site: siteKeyOf(row.hostId as HostId),
        created_at: row.createdAt.toISOString(),
        handled_at: row.handledAt?.toISOString() ?? null,
      })),
    },
  };
}
