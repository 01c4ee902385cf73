import type { Locale } from '@vag/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { FORM_BODY_LIMIT, limitBody } from '../../lib/body';
import type { ApiOptions, AppEnv } from '../../lib/context';
import { newToken } from '../../lib/tokens';
import { configuredProviderName } from './payments.service';
import {
  currentSimulatorPayment,
  decideSimulatorPayment,
  isSimulatorFormToken,
  SIMULATOR_DECISION_PATH,
  SIMULATOR_DECISIONS,
  SIMULATOR_PAGE_PATH,
  type SimulatorDecision,
} from './payments.simulator';
import {
  renderSimulatorPage,
  renderSimulatorProblem,
  returnUrl,
  simulatorCsp,
  simulatorLocale,
} from './payments.simulator-page';

/** Sends a request to this API in-process, as the callback's HTTP caller would. */
export type Dispatch = (request: Request) => Promise<Response>;

/**
 * The simulator's gateway (DESIGN §6): the page and the post of its buttons. Not part of the API
 * contract (it plays another site), so plain routes outside the OpenAPI document. They answer
 * only while the simulator is the configured provider: with Barion live nobody can "pay" here.
 */
export function simulatorRoutes(options: ApiOptions, dispatch: Dispatch) {
  const { db } = options.database;
  const router = new Hono<AppEnv>();

  function html(c: Context<AppEnv>, body: (nonce: string) => string, status: ContentfulStatusCode, redirect?: string) {
    const nonce = newToken(16);
    c.header('Content-Security-Policy', simulatorCsp(nonce, redirect));
    c.header('Cache-Control', 'no-store');
    return c.html(body(nonce), status);
  }

  const problem = (c: Context<AppEnv>, locale: Locale, kind: 'notFound' | 'invalid', status: ContentfulStatusCode) =>
    html(c, (nonce) => renderSimulatorProblem(locale, nonce, kind), status);

  router.use(`${SIMULATOR_PAGE_PATH}/*`, async (c, next) => {
    if (configuredProviderName() !== 'simulator') return problem(c, c.var.locale, 'notFound', 404);
    await next();
  });

  router.post(SIMULATOR_DECISION_PATH, limitBody(FORM_BODY_LIMIT), async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    const row = field('payment_id') ? await currentSimulatorPayment(db, field('payment_id')) : undefined;
    if (!row) return problem(c, c.var.locale, 'notFound', 404);
    const locale = simulatorLocale(row);
    if (!isSimulatorFormToken(row, field('token'))) return problem(c, locale, 'invalid', 403);
    const decision = field('decision');
    if (!Object.hasOwn(SIMULATOR_DECISIONS, decision)) return problem(c, locale, 'invalid', 400);

    const settled = await decideSimulatorPayment(db, row, decision as SimulatorDecision);
    // Like Barion: one server-to-server notification per state change, before the shopper returns.
    if (row.status === 'Prepared' && settled.status !== 'Prepared') {
      const notification = new Request(settled.callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ paymentId: settled.id }),
      });
      const answer = await dispatch(notification).catch((error: unknown) => error);
      if (!(answer instanceof Response) || !answer.ok) {
        // The return page pulls the state again, so the shopper still sees the truth.
        options.logger.warn(
          { paymentId: settled.id, status: answer instanceof Response ? answer.status : String(answer) },
          'simulator callback failed',
        );
      }
    }
    return c.redirect(returnUrl(settled), 303);
  });

  router.get(`${SIMULATOR_PAGE_PATH}/:id`, async (c) => {
    const row = await currentSimulatorPayment(db, c.req.param('id'));
    if (!row) return problem(c, c.var.locale, 'notFound', 404);
    return html(c, (nonce) => renderSimulatorPage(row, nonce), 200, row.redirectUrl);
  });

  return router;
}
