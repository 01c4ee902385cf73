import { adminSubscriberFilterSchema } from '@vag/domain';
import { passOnDownload } from '../api-client/download.server';
import { SUBSCRIBERS_CSV_PATH } from '../api-client/newsletter';
import { inLocale } from '../api-client/submit';
import { listQueryOf } from '../lib/list-query';
import { localeOf } from '../lib/locale';
import type { Route } from './+types/newsletter-csv';

/** The confirmed subscribers as a CSV download: the API's file with the member's session and the list's filters. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = listQueryOf(request, adminSubscriberFilterSchema);
  return passOnDownload(request, context, SUBSCRIBERS_CSV_PATH, { ...query, ...inLocale(localeOf(request)) });
}
