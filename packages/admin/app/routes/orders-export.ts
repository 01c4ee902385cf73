import { adminOrderQuerySchema } from '@vag/domain';
import { passOnDownload } from '../api-client/download.server';
import { ORDERS_EXPORT_PATH } from '../api-client/orders';
import { inLocale } from '../api-client/submit';
import { listQueryOf } from '../lib/list-query';
import { localeOf } from '../lib/locale';
import type { Route } from './+types/orders-export';

/** The filtered order list as CSV, in the member's language, streamed from the admin API. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = listQueryOf(request, adminOrderQuerySchema);
  return passOnDownload(request, context, ORDERS_EXPORT_PATH, { ...query, ...inLocale(localeOf(request)) });
}
