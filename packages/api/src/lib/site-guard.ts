import type { HostId } from '@vag/domain';
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
