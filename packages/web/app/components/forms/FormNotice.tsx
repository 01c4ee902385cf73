import type { FormResult } from './form-result';

/**
 * The outcome of a post as a block above the form: what a visitor without JavaScript sees
 * (with JavaScript the toast says it too), and a lasting copy for screen-reader users.
 */
export function FormNotice({ result }: { result: FormResult | undefined }) {
  if (!result?.message) return null;
  return (
    <div
      className={`form-notice form-notice--${result.ok ? 'success' : 'error'}`}
      role={result.ok ? 'status' : 'alert'}
    >
      {result.message}
    </div>
  );
}
