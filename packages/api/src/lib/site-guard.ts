import { HostId } from '@vag/domain';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { NotFoundError } from './errors';

/** DESIGN §7: a path of one site answers 404 on the other site's host, before anything else. */
export const onlyOn =
  (hostId: HostId): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (c.var.hostId !== hostId) throw new NotFoundError();
    await next();
  };

/** The shop's own paths: orders, and the wish list (DESIGN §5: the academy has none). */
export const shopOnly = onlyOn(HostId.shop);
/** The academy's own paths: enrolments, the waiting list, the calendars. */
export const academyOnly = onlyOn(HostId.academy);
