import { passOnDownload } from '../api-client/download.server';
import { PRODUCTS_EXPORT_PATH } from '../api-client/product-import';
import { inLocale } from '../api-client/submit';
import { localeOf } from '../lib/locale';
import type { Route } from './+types/products-export';

/** Every product as the import reads it back, as CSV, streamed from the admin API. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return passOnDownload(request, context, PRODUCTS_EXPORT_PATH, inLocale(localeOf(request)));
}
