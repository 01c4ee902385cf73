import { useVisitor } from '../lib/visitor';

/**
 * The hidden `_token` of an HTML form post (DESIGN §8), from the XSRF-TOKEN cookie. Empty on a
 * page from the shared cache until its visitor is known: a post without JavaScript then proves
 * itself by its Origin (api-client/submit.server).
 */
export function CsrfField() {
  const token = useVisitor().data.csrfToken;
  return <input type="hidden" name="_token" value={token ?? ''} />;
}
