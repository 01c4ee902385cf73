import { createRoute, z } from '@hono/zod-openapi';
import { decimalInteger, errorBodySchema } from '@vag/domain';
import type { Context } from 'hono';
import type { ApiOptions, AppEnv } from '../../lib/context';
import { CONTENT_CACHE } from '../../lib/http-query';
import { pick } from '../../lib/responses';
import { createRouter, errorResponses } from '../../lib/router';
import { hostIdParam, localeIdParam } from '../../lib/schemas';
import { academyOnly } from '../../lib/site-guard';
import { CALENDAR_CONTENT_TYPE } from './calendar.ics';
import { readableEnrolmentCalendar, trainingDatesFeed } from './calendar.service';

/*
 * The academy's dates as iCalendar files (issue 24). An enrolment's file is its buyer's, read like
 * its invoice (the signed-in owner, or a guest by the payment key) and never kept by a shared
 * cache; the feeds of public dates are the same for everyone and may be shared for a minute.
 */

const idParam = z.object({
  id: decimalInteger(z.number().int().positive()).openapi({ param: { name: 'id', in: 'path' } }),
});
const feedQuery = z.object({ host_id: hostIdParam, locale_id: localeIdParam });

const calendarAnswer = (description: string) => ({
  description,
  content: { 'text/calendar': { schema: { type: 'string' as const } } },
});
const notFound = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBodySchema } },
});

const enrolmentRoute = createRoute({
  method: 'get',
  path: '/api/v1/academy-subscriptions/{id}/calendar.ics',
  tags: ['Academy subscriptions'],
  middleware: [academyOnly] as const,
  summary:
    "An enrolment's training dates as an iCalendar file: the signed-in buyer's, or a guest's with the payment key",
  description:
    'One event per date (UID `aka-{id}-{training date id}@{academy host}`), at its current time and venue; an ' +
    'online date says that its link arrives by e-mail, never the link itself. Another reader gets 404.',
  request: {
    params: idParam,
    query: z.object({ payment_key: z.string().max(200).optional(), locale_id: localeIdParam }),
  },
  responses: { 200: calendarAnswer('The enrolment’s dates (text/calendar)'), ...pick(404, 422) },
});

const feedDescription =
  'Upcoming dates of active trainings that are not called off, as the training list shows them; ' +
  'for calendars to subscribe to (they fetch it again hourly).';

const categoryFeedRoute = createRoute({
  method: 'get',
  path: '/api/v1/training-categories/{id}/calendar.ics',
  tags: ['Catalogue'],
  middleware: [academyOnly] as const,
  summary: 'The upcoming dates of a training category and the categories below it, as an iCalendar feed',
  description: feedDescription,
  request: { params: idParam, query: feedQuery },
  responses: {
    200: calendarAnswer('The category’s dates (text/calendar)'),
    404: notFound('No such training category on this site'),
    ...errorResponses,
  },
});

const academyFeedRoute = createRoute({
  method: 'get',
  path: '/api/v1/trainings/calendar.ics',
  tags: ['Catalogue'],
  middleware: [academyOnly] as const,
  summary: 'The upcoming dates of every training of the academy, as an iCalendar feed',
  description: feedDescription,
  request: { query: feedQuery },
  responses: { 200: calendarAnswer('The academy’s dates (text/calendar)'), ...errorResponses },
});

const calendarFile = (c: Context<AppEnv>, text: string, headers: Record<string, string>) =>
  c.body(text, 200, { 'Content-Type': CALENDAR_CONTENT_TYPE, ...headers });

/** The file's name: safe in a header whatever the text it is made of. */
const fileName = (name: string) => `${name.replace(/[^\w.-]+/g, '_')}.ics`;

export function calendarRoutes(options: ApiOptions) {
  const { db } = options.database;
  return createRouter()
    .openapi(enrolmentRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { payment_key: paymentKey } = c.req.valid('query');
      const user = c.var.user;
      const calendar = await readableEnrolmentCalendar(
        db,
        options,
        id,
        (holder) =>
          (user !== null && holder.userId === user.id) ||
          (paymentKey !== undefined && holder.paymentKey === paymentKey),
        c.var.locale,
      );
      return calendarFile(c, calendar.text, {
        'Content-Disposition': `attachment; filename="${fileName(calendar.number)}"`,
        'Cache-Control': 'private, no-store',
      });
    })
    .openapi(categoryFeedRoute, async (c) => {
      const { id } = c.req.valid('param');
      const text = await trainingDatesFeed(db, options, { hostId: c.var.hostId, locale: c.var.locale, categoryId: id });
      return calendarFile(c, text, {
        'Content-Disposition': `inline; filename="${fileName(`training-category-${id}`)}"`,
        'Cache-Control': CONTENT_CACHE,
      });
    })
    .openapi(academyFeedRoute, async (c) => {
      const text = await trainingDatesFeed(db, options, { hostId: c.var.hostId, locale: c.var.locale });
      return calendarFile(c, text, {
        'Content-Disposition': `inline; filename="${fileName('trainings')}"`,
        'Cache-Control': CONTENT_CACHE,
      });
    });
}
