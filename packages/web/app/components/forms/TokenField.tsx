import { useActionData, useRouteLoaderData } from 'react-router';
import type { RootLoaderData } from '../../root';
import type { FormResult } from './form-result';

/**
 * The CSRF field of a form: the token a post that opened the visitor's first session set (the
 * fetcher's `result`, or the page's action data after a post without JavaScript), else the
 * root's. The root loader still sees the request's old cookies after such a post, and a failed
 * action does not revalidate it, so its token would be the stale one. With JavaScript the
 * account forms also refresh the value from the cookie as they submit (use-account-form).
 */
export function TokenField({ result }: { result?: FormResult | undefined }) {
  const root = useRouteLoaderData<RootLoaderData>('root');
  const action = useActionData<FormResult | undefined>();
  const token = result?.csrfToken ?? action?.csrfToken ?? root?.csrfToken ?? '';
  return <input type="hidden" name="_token" value={token} />;
}
