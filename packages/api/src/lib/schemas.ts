import { z } from '@hono/zod-openapi';
import { decimalInteger, HostId, LocaleId } from '@vag/domain';

/** Query parameters every list call takes (DESIGN §4). */
export const localeIdParam = decimalInteger(z.number().pipe(z.union([z.literal(LocaleId.hu), z.literal(LocaleId.en)])))
  .optional()
  .openapi({ param: { name: 'locale_id', in: 'query' }, description: '1 = hu (default), 2 = en', example: 1 });

export const hostIdParam = decimalInteger(z.number().pipe(z.union([z.literal(HostId.shop), z.literal(HostId.academy)])))
  .optional()
  .openapi({
    param: { name: 'host_id', in: 'query' },
    description: '1 = shop, 2 = academy; derived from the host name when absent',
    example: 1,
  });
