import { passOnDownload } from '../api-client/download.server';
import { enrolmentInvoicePath } from '../api-client/enrolments';
import { idParamOf } from '../lib/loading.server';
import type { Route } from './+types/enrolment-invoice';

/** An enrolment's invoice or reversal as PDF: the API's file, passed on with the member's session. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const path = enrolmentInvoicePath(idParamOf(params), idParamOf({ id: params.invoiceId }));
  return passOnDownload(request, context, path);
}
