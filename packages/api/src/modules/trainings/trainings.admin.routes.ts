import { z } from '@hono/zod-openapi';
import {
  adminTrainingCalendarQuerySchema,
  adminTrainingCalendarSchema,
  adminTrainingDateCancelledSchema,
  adminTrainingDateCancelSchema,
  adminTrainingDateInputSchema,
  adminTrainingDateSavedSchema,
  adminTrainingDateSettingsSchema,
  adminTrainingDetailSchema,
  adminTrainingInputSchema,
  adminTrainingListSchema,
  adminTrainingQuerySchema,
  adminTrainingSavedSchema,
  errorBodySchema,
  hasPermission,
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
import { AppError } from '../../lib/errors';
import { message } from '../../lib/messages';
import { pick } from '../../lib/responses';
import { idParam } from '../orders/orders.routes';
import { offerFreedSeatsAfter } from '../waiting-list/waiting-list.service';
import {
  cancelTrainingDate,
  createTrainingDate,
  deleteTrainingDate,
  getTrainingDateSettings,
  trainingCalendar,
  updateTrainingDate,
} from './trainings.admin.dates';
import {
  getTrainingForStaff,
  listTrainingsForStaff,
  saveTraining,
  trainingCategoryChoices,
} from './trainings.admin.service';

/*
 * The back office's academy editors (issue 21): trainings and their dates, a date's cancellation
 * and the calendar of every date. `academy.manage`; cancelling a date that has enrolments refunds
 * money, so it also needs `enrolments.manage`. The academy's: a shop-only role gets 403.
 */

const TAGS = ['Admin: trainings'];
/** A training's editor posts its description in two languages: more than a small form. */
const EDITOR_BODY_LIMIT = 512 * 1024;

export function trainingAdminRoutes(ctx: AdminContext) {
  const { db } = ctx.options.database;
  return createAdminRouter()
    .openapi(
      adminRoute({
        access: 'academy.manage',
        method: 'get',
        path: '/trainings',
        tags: TAGS,
        summary: 'The academy’s trainings by name with their upcoming dates counted; a search by name',
        request: { query: adminTrainingQuerySchema },
        responses: { 200: jsonAnswer(adminTrainingListSchema, 'A page of trainings'), ...pick(401, 422) },
      }),
      async (c) => {
        requireAcademyScope(c);
        const [result, categories] = await Promise.all([
          listTrainingsForStaff(db, c.req.valid('query'), c.var.locale),
          trainingCategoryChoices(db, c.var.locale),
        ]);
        c.header('Cache-Control', 'private, no-store');
        return c.json({ ...result, categories }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'academy.manage',
        method: 'get',
        path: '/trainings/calendar',
        tags: TAGS,
        summary: 'Every date starting in a month (Budapest time), cancelled ones too, with seats taken',
        request: { query: adminTrainingCalendarQuerySchema },
        responses: { 200: jsonAnswer(adminTrainingCalendarSchema, 'The month’s dates'), ...pick(401, 422) },
      }),
      async (c) => {
        requireAcademyScope(c);
        const result = await trainingCalendar(db, c.req.valid('query').month, c.var.locale);
        c.header('Cache-Control', 'private, no-store');
        return c.json(result, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'academy.manage',
        method: 'post',
        path: '/trainings',
        tags: TAGS,
        summary:
          'Creates a training: texts in Hungarian (English optional), categories, way of teaching with its prices, images',
        middleware: [limitBody(EDITOR_BODY_LIMIT)] as const,
        request: { body: jsonOrForm(adminTrainingInputSchema) },
        responses: { 201: jsonAnswer(adminTrainingSavedSchema, 'Created'), ...pick(401, 419, 422) },
      }),
      async (c) => {
        const staff = requireAcademyScope(c);
        const data = await saveTraining(db, staff.id, null, adminBodyOf(c, adminTrainingInputSchema));
        return c.json({ message: message('training_saved', c.var.locale), data }, 201);
      },
    )
    .openapi(
      adminRoute({
        access: 'academy.manage',
        method: 'get',
        path: '/trainings/{id}',
        tags: TAGS,
        summary: 'One training as its editor shows it, with every date (online links included) and the categories',
        request: { params: idParam },
        responses: { 200: jsonAnswer(adminTrainingDetailSchema, 'The training'), ...pick(401, 404) },
      }),
      async (c) => {
        requireAcademyScope(c);
        const [data, categories] = await Promise.all([
          getTrainingForStaff(db, c.req.valid('param').id),
          trainingCategoryChoices(db, c.var.locale),
        ]);
        c.header('Cache-Control', 'private, no-store');
        return c.json({ data, categories }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'academy.manage',
        method: 'patch',
        path: '/trainings/{id}',
        tags: TAGS,
        summary:
          'Saves the training’s editor whole; a changed slug or default category leaves a 301 from the old page in each language',
        middleware: [limitBody(EDITOR_BODY_LIMIT)] as const,
        request: { params: idParam, body: jsonOrForm(adminTrainingInputSchema) },
        responses: { 200: jsonAnswer(adminTrainingSavedSchema, 'Saved'), ...pick(401, 404, 419, 422) },
      }),
      async (c) => {
        const staff = requireAcademyScope(c);
        const input = adminBodyOf(c, adminTrainingInputSchema);
        const data = await saveTraining(db, staff.id, c.req.valid('param').id, input);
        return c.json({ message: message('training_saved', c.var.locale), data }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'academy.manage',
        method: 'post',
        path: '/trainings/{id}/dates',
        tags: TAGS,
        summary: 'Adds a date: start in Budapest time, classroom with a venue or online with an https link, capacity',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { params: idParam, body: jsonOrForm(adminTrainingDateInputSchema) },
        responses: { 201: jsonAnswer(adminTrainingDateSavedSchema, 'Added'), ...pick(401, 404, 419, 422) },
      }),
      async (c) => {
        const staff = requireAcademyScope(c);
        const input = adminBodyOf(c, adminTrainingDateInputSchema);
        const data = await createTrainingDate(db, staff.id, c.req.valid('param').id, input);
        return c.json({ message: message('training_date_saved', c.var.locale), data }, 201);
      },
    )
    .openapi(
      adminRoute({
        access: 'academy.manage',
        method: 'get',
        path: '/training-dates/{id}/settings',
        tags: TAGS,
        summary: 'A date’s fields for its editor (online link included), its enrolments counted, its training’s prices',
        request: { params: idParam },
        responses: { 200: jsonAnswer(adminTrainingDateSettingsSchema, 'The date'), ...pick(401, 404) },
      }),
      async (c) => {
        requireAcademyScope(c);
        const data = await getTrainingDateSettings(db, c.req.valid('param').id, c.var.locale);
        c.header('Cache-Control', 'private, no-store');
        return c.json({ data }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'academy.manage',
        method: 'patch',
        path: '/training-dates/{id}',
        tags: TAGS,
        summary:
          'Changes a date; its capacity never below the seats held (422 capacity_below_seats), a cancelled date is not changed (409)',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { params: idParam, body: jsonOrForm(adminTrainingDateInputSchema) },
        responses: {
          200: jsonAnswer(adminTrainingDateSavedSchema, 'Saved'),
          409: jsonAnswer(errorBodySchema, 'The date is cancelled (training_date_is_cancelled)'),
          ...pick(401, 404, 419, 422),
        },
      }),
      async (c) => {
        const staff = requireAcademyScope(c);
        const input = adminBodyOf(c, adminTrainingDateInputSchema);
        const id = c.req.valid('param').id;
        const data = await updateTrainingDate(db, staff.id, id, input, c.var.locale);
        // A capacity raised frees places: the date's waiting list is offered them (issue 24).
        await offerFreedSeatsAfter(db, ctx.options, [id]);
        return c.json({ message: message('training_date_saved', c.var.locale), data }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'academy.manage',
        method: 'delete',
        path: '/training-dates/{id}',
        tags: TAGS,
        summary:
          'Deletes a date nobody ever enrolled on; one with enrolments is cancelled instead (409 date_has_enrolments)',
        responses: {
          200: jsonAnswer(z.object({ message: z.string() }), 'Deleted'),
          409: jsonAnswer(errorBodySchema, 'The date has enrolments (date_has_enrolments)'),
          ...pick(401, 404, 419),
        },
        request: { params: idParam },
      }),
      async (c) => {
        const staff = requireAcademyScope(c);
        await deleteTrainingDate(db, staff.id, c.req.valid('param').id);
        return c.json({ message: message('training_date_deleted', c.var.locale) }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'academy.manage',
        method: 'post',
        path: '/training-dates/{id}/cancel',
        tags: TAGS,
        summary:
          'Cancels a date with a reason: off sale at once, each live enrolment cancelled (seats back, refund, the buyer mailed); with enrolments it needs enrolments.manage too; a second call is 409',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { params: idParam, body: jsonOrForm(adminTrainingDateCancelSchema) },
        responses: {
          200: jsonAnswer(adminTrainingDateCancelledSchema, 'Cancelled; how many enrolments with it'),
          409: jsonAnswer(errorBodySchema, 'Already cancelled (training_date_is_cancelled)'),
          ...pick(401, 403, 404, 419, 422, 502),
        },
      }),
      async (c) => {
        const staff = requireAcademyScope(c);
        const { reason } = adminBodyOf(c, adminTrainingDateCancelSchema);
        const id = c.req.valid('param').id;
        const date = await getTrainingDateSettings(db, id, c.var.locale);
        // Cancelling enrolments refunds money: the enrolments' managers only.
        if (date.live_enrolments > 0 && !hasPermission(staff.role, 'enrolments.manage')) {
          throw new AppError(403, 'staff_forbidden');
        }
        const data = await cancelTrainingDate(db, ctx.options, staff.id, id, reason);
        return c.json({ message: message('training_date_cancelled', c.var.locale), data }, 200);
      },
    );
}
