import { useActionData, useRouteLoaderData } from 'react-router';
import type { RootLoaderData } from '../../root';
import type { FormResult } from './form-result';

/**
 * The CSRF field of the account forms: the root's token, or, after a post that opened the
 * visitor's first session (a failed login without JavaScript), the token that post set. The
 * root loader still sees the request's old cookies then, so its token would be empty.
 * With JavaScript the form refreshes the value from the cookie as it submits (use-account-form).
 */
export function TokenField() {
  const root = useRouteLoaderData<RootLoaderData>('root');
  const action = useActionData<FormResult | undefined>();
  return <input type="hidden" name="_token" value={action?.csrfToken ?? root?.csrfToken ?? ''} />;
}
