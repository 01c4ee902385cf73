import { CsrfField } from '../CsrfField';
import type { FormResult } from './form-result';

/** The form's CSRF field: the token of a session the last post opened, else the layout's. */
export function TokenField({ result }: { result: FormResult | undefined }) {
  if (result?.csrfToken) return <input type="hidden" name="_token" value={result.csrfToken} />;
  return <CsrfField />;
}
