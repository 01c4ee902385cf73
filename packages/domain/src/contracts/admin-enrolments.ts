import { z } from 'zod';
import { listMetaSchema } from '../contract';
import { ENROLMENT_EVENTS } from '../order-lifecycle';
import { decimalInteger } from '../validation/integer';
import { adminMailOfHistorySchema } from './admin-history';
import { adminPaymentAttemptSchema, adminRecordedPaymentSchema, adminSaleInvoiceSchema } from './admin-orders';
import { ACADEMY_SUBSCRIPTION_STATUS_CODES, academySubscriptionSchema } from './orders';

/*
 * The back office's academy (issue 20): training dates with their seats, enrolments and
 * participants; enrolments with a search like the orders'; moving a participant to another date
 * of the same training; a message to everyone of a date. Server-side pages everywhere.
 */

export const ADMIN_TRAINING_DATES_PAGE_SIZE = 25;
export const ADMIN_ENROLMENTS_PAGE_SIZE = 25;
export const TRAINING_DATE_MESSAGE_SUBJECT_MAX = 150;
export const TRAINING_DATE_MESSAGE_MAX = 5_000;

export const TRAINING_DATE_PERIODS = ['upcoming', 'past', 'all'] as const;
export type TrainingDatePeriod = (typeof TRAINING_DATE_PERIODS)[number];

const page = {
  page: decimalInteger(z.number().int().min(1).max(100_000)).optional(),
  per_page: decimalInteger(z.number().int().min(1).max(100)).optional(),
};

export const adminTrainingDateQuerySchema = z.object({
  ...page,
  /** Upcoming (the default, soonest first), past (latest first) or all. */
  when: z.enum(TRAINING_DATE_PERIODS).optional(),
  training_id: decimalInteger(z.number().int().min(1)).optional(),
  /** A part of the training's name, in either language. */
  q: z.string().trim().max(100).optional(),
  /** Starts on or after this day (Budapest time). */
  from: z.iso.date().optional(),
  /** Starts on or before this day (Budapest time). */
  to: z.iso.date().optional(),
});
export type AdminTrainingDateQuery = z.infer<typeof adminTrainingDateQuerySchema>;

const named = z.object({ id: z.number().int(), name: z.string() });
const location = z.object({ id: z.number().int(), code: z.enum(['classroom', 'online']) });

export const adminTrainingDateRowSchema = z.object({
  id: z.number().int(),
  training: named,
  start_at: z.string(),
  end_at: z.string(),
  location,
  /** The classroom's address; null online. */
  venue: z.string().nullable(),
  capacity: z.number().int(),
  /** Seats of paid enrolments and of unpaid ones within their payment window. */
  seats_taken: z.number().int(),
  seats_paid: z.number().int(),
  /** Enrolments on the date that are not cancelled. */
  enrolments_count: z.number().int(),
  /** Called off by the academy (issue 21): off sale, its enrolments cancelled. */
  cancelled: z.boolean(),
});
export type AdminTrainingDateRow = z.infer<typeof adminTrainingDateRowSchema>;

export const adminTrainingDateListSchema = z.object({
  data: z.array(adminTrainingDateRowSchema),
  meta: listMetaSchema,
  /** The academy's trainings, for the filter. */
  trainings: z.array(named),
});

const academyStatus = z.object({ code: z.enum(ACADEMY_SUBSCRIPTION_STATUS_CODES), name: z.string() });

/** An enrolment as one date's list shows it: the seats it has on that date. */
export const adminDateEnrolmentSchema = z.object({
  id: z.number().int(),
  subscription_id: z.string(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  seats: z.number().int(),
  named: z.number().int(),
  paymentStatus: named,
  paymentMethod: named,
  status: academyStatus,
  created_at: z.string(),
});
export type AdminDateEnrolment = z.infer<typeof adminDateEnrolmentSchema>;

export const adminDateParticipantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  academy_subscription_id: z.number().int(),
  subscription_id: z.string(),
  cancelled: z.boolean(),
});
export type AdminDateParticipant = z.infer<typeof adminDateParticipantSchema>;

/** Another date of the same training, where a participant can be moved. */
export const adminMoveTargetSchema = z.object({
  id: z.number().int(),
  start_at: z.string(),
  location,
  venue: z.string().nullable(),
  seats_free: z.number().int().nullable(),
});

export const adminTrainingDateDetailSchema = z.object({
  data: adminTrainingDateRowSchema.extend({
    enrolments: z.array(adminDateEnrolmentSchema),
    participants: z.array(adminDateParticipantSchema),
    /** Seats of enrolments that are not cancelled and have nobody named for them yet. */
    unnamed_seats: z.number().int(),
    move_targets: z.array(adminMoveTargetSchema),
  }),
});
export type AdminTrainingDateDetail = z.infer<typeof adminTrainingDateDetailSchema>['data'];

export const adminEnrolmentQuerySchema = z.object({
  ...page,
  /** A part of the enrolment number, the e-mail, the buyer's name or the phone number. */
  q: z.string().trim().max(100).optional(),
  payment_status_id: decimalInteger(z.number().int().min(1).max(5)).optional(),
  /** Placed on or after this day (Budapest time). */
  from: z.iso.date().optional(),
  /** Placed on or before this day (Budapest time). */
  to: z.iso.date().optional(),
});
export type AdminEnrolmentQuery = z.infer<typeof adminEnrolmentQuerySchema>;

export const adminEnrolmentRowSchema = z.object({
  id: z.number().int(),
  subscription_id: z.string(),
  created_at: z.string(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  seats: z.number().int(),
  total: z.number().int(),
  paymentStatus: named,
  paymentMethod: named,
  status: academyStatus,
});
export type AdminEnrolmentRow = z.infer<typeof adminEnrolmentRowSchema>;

export const adminEnrolmentListSchema = z.object({ data: z.array(adminEnrolmentRowSchema), meta: listMetaSchema });

/** GET /api/admin/v1/enrolments/{id}: the enrolment as its buyer sees it, its payments and mails. */
export const adminEnrolmentDetailSchema = z.object({
  data: academySubscriptionSchema,
  payments: z.array(adminPaymentAttemptSchema),
  mails: z.array(adminMailOfHistorySchema),
  /** What staff recorded: a transfer that arrived, a refund (decision 14). */
  recorded_payments: z.array(adminRecordedPaymentSchema),
  /** The steps the enrolment allows now: record_transfer, cancel. */
  events: z.array(z.enum(ENROLMENT_EVENTS)),
  cancel_reason: z.string().nullable(),
  refunded_amount: z.number().int(),
  /** The enrolment's invoice and its reversal, oldest first. */
  invoices: z.array(adminSaleInvoiceSchema),
});
export type AdminEnrolmentDetail = z.infer<typeof adminEnrolmentDetailSchema>;

export const participantMoveSchema = z.object({
  training_date_id: decimalInteger(z.number().int().min(1)),
});

export const participantMovedSchema = z.object({
  message: z.string(),
  data: z.object({
    participant_id: z.number().int(),
    from_training_date_id: z.number().int(),
    to_training_date_id: z.number().int(),
  }),
});

export const trainingDateMessageSchema = z.object({
  subject: z.string().trim().min(1).max(TRAINING_DATE_MESSAGE_SUBJECT_MAX),
  message: z.string().trim().min(1).max(TRAINING_DATE_MESSAGE_MAX),
});

export const trainingDateMessageSentSchema = z.object({
  message: z.string(),
  data: z.object({ recipients: z.number().int() }),
});
