import { useRouteLoaderData } from 'react-router';
import type { RootLoaderData } from '../root';

/** The hidden `_token` of an HTML form post (DESIGN §8), from the XSRF-TOKEN cookie. */
export function CsrfField() {
  const token = useRouteLoaderData<RootLoaderData>('root')?.csrfToken;
  return <input type="hidden" name="_token" value={token ?? ''} />;
}
