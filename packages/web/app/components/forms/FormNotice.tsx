import { useFocusOn } from './focus';
import type { FormResult } from './form-result';

/**
 * The outcome of a post as a block above the form: what a visitor without JavaScript sees
 * (with JavaScript the toast says it too), and a lasting copy for screen-reader users.
 */
export function FormNotice({ result }: { result: FormResult | undefined }) {
  // A refusal takes the focus, so a keyboard or screen-reader user starts from what went wrong.
  const ref = useFocusOn<HTMLDivElement>(result && !result.ok && result.message ? result : null);
  if (!result?.message) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`form-notice form-notice--${result.ok ? 'success' : 'error'}`}
      role={result.ok ? 'status' : 'alert'}
    >
      {result.message}
    </div>
  );
}
