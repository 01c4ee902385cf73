import { createRoute } from '@hono/zod-openapi';
import { recommendationSchema, successBodySchema } from '@vag/domain';
import { bodyOf, FORM_BODY_LIMIT, jsonOrForm, limitBody } from '../../lib/body';
import type { ApiOptions } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { message } from '../../lib/messages';
import { clientIp, rateLimit } from '../../lib/rate-limit';
import { pick } from '../../lib/responses';
import { createRouter } from '../../lib/router';
import { recommendTraining } from './recommendations.service';

export const RECOMMENDATION_LIMIT = { name: 'recommendation', limit: 10, windowMs: 60 * 60_000 };

const recommendRoute = (options: ApiOptions) =>
  createRoute({
    method: 'post',
    path: '/api/v1/trainings/add-recommendation',
    tags: ['Trainings'],
    summary: 'Recommends a training; captcha_token required',
    description:
      'Without captcha_token: 422 recommendation_recaptcha_error; a token that fails the check: 422 contact_recaptcha_error.',
    middleware: [limitBody(FORM_BODY_LIMIT), rateLimit(options.database.db, RECOMMENDATION_LIMIT)] as const,
    request: { body: jsonOrForm(recommendationSchema) },
    responses: {
      200: { description: 'Received', content: { 'application/json': { schema: successBodySchema } } },
      ...pick(403, 419, 422, 429),
    },
  });

export function recommendationRoutes(options: ApiOptions) {
  return createRouter().openapi(recommendRoute(options), async (c) => {
    const input = bodyOf(c, recommendationSchema);
    if (!input.captcha_token) throw new AppError(422, 'recommendation_recaptcha_error');
    if (!(await options.captcha.verify(input.captcha_token, 'recommendation', clientIp(c)))) {
      throw new AppError(422, 'contact_recaptcha_error');
    }
    await recommendTraining(options.database.db, options, {
      text: input.training_name_text,
      userId: c.var.user?.id ?? null,
      email: c.var.user?.email ?? null,
      hostId: c.var.hostId,
      locale: c.var.locale,
    });
    return c.json({ success: true, message: message('recommendation_received', c.var.locale) }, 200);
  });
}
