import { passOnDownload } from '../api-client/download.server';
import { attendanceCsvPath } from '../api-client/enrolments';
import { inLocale } from '../api-client/submit';
import { idParamOf } from '../lib/loading.server';
import { localeOf } from '../lib/locale';
import type { Route } from './+types/attendance-csv';

/** The attendance sheet of a training date as a CSV download (the API's file, with the member's session). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = idParamOf(params);
  return passOnDownload(request, context, attendanceCsvPath(id), inLocale(localeOf(request)));
}
