import { useActionData } from 'react-router';
import { useVisitor } from '../../lib/visitor';
import type { FormResult } from './form-result';

/**
 * The CSRF field of a form: the token a post that opened the visitor's first session set (the
 * fetcher's `result`, or the page's action data after a post without JavaScript), else the
 * visitor's (lib/visitor). The root loader still sees the request's old cookies after such a post, and a failed
 * action does not revalidate it, so its token would be the stale one. With JavaScript the
 * account forms also refresh the value from the cookie as they submit (use-account-form).
 */
export function TokenField({ result }: { result?: FormResult | undefined }) {
  const visitor = useVisitor();
  const action = useActionData<FormResult | undefined>();
  const token = result?.csrfToken ?? action?.csrfToken ?? visitor.data.csrfToken;
  return <input type="hidden" name="_token" value={token} />;
}
