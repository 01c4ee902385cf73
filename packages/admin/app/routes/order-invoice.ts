import { passOnDownload } from '../api-client/download.server';
import { orderInvoicePath } from '../api-client/orders';
import { idParamOf } from '../lib/loading.server';
import type { Route } from './+types/order-invoice';

/** An order's invoice or reversal as PDF: the API's file, passed on with the member's session. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const path = orderInvoicePath(idParamOf(params), idParamOf({ id: params.invoiceId }));
  return passOnDownload(request, context, path);
}
