import { z } from '@hono/zod-openapi';
import {
  adminEnrolmentDetailSchema,
  adminEnrolmentListSchema,
  adminEnrolmentQuerySchema,
  adminOrderEventSchema,
  adminTrainingDateDetailSchema,
  adminTrainingDateListSchema,
  adminTrainingDateQuerySchema,
  decimalInteger,
  errorBodySchema,
  participantMovedSchema,
  participantMoveSchema,
  trainingDateMessageSchema,
  trainingDateMessageSentSchema,
} from '@vag/domain';
import { jsonAnswer } from '../../lib/admin-lists';
import {
  type AdminContext,
  adminBodyOf,
  adminRoute,
  createAdminRouter,
  requireAcademyScope,
} from '../../lib/admin-router';
import { FORM_BODY_LIMIT, jsonOrForm, limitBody } from '../../lib/body';
import { message } from '../../lib/messages';
import { pick } from '../../lib/responses';
import { idParam } from '../orders/orders.routes';
import {
  attendanceSheet,
  getEnrolmentForStaff,
  getTrainingDateForStaff,
  listEnrolmentsForStaff,
  listTrainingDatesForStaff,
} from './academy-subscriptions.admin.service';
import { messageTrainingDate, moveParticipant } from './academy-subscriptions.admin.writes';
import { applyEnrolmentEvent } from './academy-subscriptions.lifecycle';

/*
 * The back office's academy (issue 20): training dates with seats, enrolments and participants,
 * the attendance sheet, enrolments like the orders, a participant's move and a message to a
 * date. The academy's: a member whose role acts only on the shop gets 403.
 */

const conflict = (description: string) => jsonAnswer(errorBodySchema, description);

const participantParams = z.object({
  id: decimalInteger(z.number().int().positive()).openapi({ param: { name: 'id', in: 'path' } }),
  participantId: decimalInteger(z.number().int().positive()).openapi({ param: { name: 'participantId', in: 'path' } }),
});

const TAGS = ['Admin: enrolments'];

export function enrolmentAdminRoutes(ctx: AdminContext) {
  const { db } = ctx.options.database;
  return createAdminRouter()
    .openapi(
      adminRoute({
        access: 'enrolments.read',
        method: 'get',
        path: '/training-dates',
        tags: TAGS,
        summary:
          'The academy’s training dates (upcoming by default) with capacity, seats taken and paid and enrolments; filters by period, training, day and name',
        request: { query: adminTrainingDateQuerySchema },
        responses: { 200: jsonAnswer(adminTrainingDateListSchema, 'A page of training dates'), ...pick(401, 422) },
      }),
      async (c) => {
        requireAcademyScope(c);
        const result = await listTrainingDatesForStaff(db, c.req.valid('query'), c.var.locale);
        c.header('Cache-Control', 'private, no-store');
        return c.json(result, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'enrolments.read',
        method: 'get',
        path: '/training-dates/{id}',
        tags: TAGS,
        summary:
          'One training date with its enrolments, participants, unnamed seats and the dates a participant can move to',
        request: { params: idParam },
        responses: { 200: jsonAnswer(adminTrainingDateDetailSchema, 'The training date'), ...pick(401, 404) },
      }),
      async (c) => {
        requireAcademyScope(c);
        const data = await getTrainingDateForStaff(db, c.req.valid('param').id, c.var.locale);
        c.header('Cache-Control', 'private, no-store');
        return c.json({ data }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'enrolments.read',
        method: 'get',
        path: '/training-dates/{id}/attendance.csv',
        tags: TAGS,
        summary:
          'The attendance sheet (UTF-8 CSV with a byte order mark, RFC 4180): participants of paid and pending enrolments, then seats not yet named',
        request: { params: idParam },
        responses: {
          200: { description: 'The sheet', content: { 'text/csv': { schema: z.string() } } },
          ...pick(401, 404),
        },
      }),
      async (c) => {
        requireAcademyScope(c);
        const sheet = await attendanceSheet(db, c.req.valid('param').id, c.var.locale);
        c.header('Cache-Control', 'private, no-store');
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header('Content-Disposition', `attachment; filename="${sheet.filename}"`);
        return c.body(sheet.body, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'enrolments.manage',
        method: 'post',
        path: '/training-dates/{id}/message',
        tags: TAGS,
        summary:
          'Mails a message to every participant of the date’s enrolments that are not cancelled, and to the buyer of each with unnamed seats',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { params: idParam, body: jsonOrForm(trainingDateMessageSchema) },
        responses: {
          200: jsonAnswer(trainingDateMessageSentSchema, 'Queued; the count of recipients'),
          409: conflict('Nobody to write to (training_date_no_recipients)'),
          ...pick(401, 404, 419, 422),
        },
      }),
      async (c) => {
        const staff = requireAcademyScope(c);
        const input = adminBodyOf(c, trainingDateMessageSchema);
        const data = await messageTrainingDate(db, staff.id, c.req.valid('param').id, input, c.var.locale);
        return c.json({ message: message('training_date_message_sent', c.var.locale), data }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'enrolments.read',
        method: 'get',
        path: '/enrolments',
        tags: TAGS,
        summary: 'Enrolments newest first: search by number, e-mail, name or phone; filters by payment state and day',
        request: { query: adminEnrolmentQuerySchema },
        responses: { 200: jsonAnswer(adminEnrolmentListSchema, 'A page of enrolments'), ...pick(401, 422) },
      }),
      async (c) => {
        requireAcademyScope(c);
        const result = await listEnrolmentsForStaff(db, c.req.valid('query'), c.var.locale);
        c.header('Cache-Control', 'private, no-store');
        return c.json(result, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'enrolments.read',
        method: 'get',
        path: '/enrolments/{id}',
        tags: TAGS,
        summary:
          'One enrolment as its buyer sees it (dates, participants, totals with VAT, billing), its payment attempts and the mails about it',
        request: { params: idParam },
        responses: { 200: jsonAnswer(adminEnrolmentDetailSchema, 'The enrolment'), ...pick(401, 404) },
      }),
      async (c) => {
        requireAcademyScope(c);
        const result = await getEnrolmentForStaff(db, ctx.options, c.req.valid('param').id, c.var.locale);
        c.header('Cache-Control', 'private, no-store');
        return c.json(result, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'enrolments.manage',
        method: 'post',
        path: '/enrolments/{id}/participants/{participantId}/move',
        tags: TAGS,
        summary:
          'Moves a participant to another upcoming date of the same training, taught the same way (same price); the participant is mailed',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { params: participantParams, body: jsonOrForm(participantMoveSchema) },
        responses: {
          200: jsonAnswer(participantMovedSchema, 'Moved'),
          409: conflict('The target date is full (training_date_full), or the enrolment is cancelled'),
          ...pick(401, 404, 419, 422),
        },
      }),
      async (c) => {
        const staff = requireAcademyScope(c);
        const { training_date_id } = adminBodyOf(c, participantMoveSchema);
        const { id, participantId } = c.req.valid('param');
        const data = await moveParticipant(
          db,
          staff.id,
          { subscriptionId: id, participantId, trainingDateId: training_date_id },
          c.var.locale,
        );
        return c.json({ message: message('participant_moved', c.var.locale), data }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'enrolments.manage',
        method: 'post',
        path: '/enrolments/{id}/events',
        tags: TAGS,
        summary:
          'One step of the enrolment (decision 14): record_transfer (confirmed, seats kept) or cancel with a reason (seats back, paid money refunded, coupons and balances given back, the buyer mailed); answers the enrolment as it now is',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { params: idParam, body: jsonOrForm(adminOrderEventSchema) },
        responses: {
          200: jsonAnswer(adminEnrolmentDetailSchema, 'The enrolment after the step'),
          ...pick(401, 404, 409, 419, 422, 502),
        },
      }),
      async (c) => {
        const staff = requireAcademyScope(c);
        const id = c.req.valid('param').id;
        await applyEnrolmentEvent(db, ctx.options, staff.id, id, adminBodyOf(c, adminOrderEventSchema));
        const result = await getEnrolmentForStaff(db, ctx.options, id, c.var.locale);
        c.header('Cache-Control', 'private, no-store');
        return c.json(result, 200);
      },
    );
}
