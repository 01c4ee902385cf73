import type { ReactNode } from 'react';

/** The form's main button: disabled and announced busy while the request runs. */
export function SubmitButton({
  busy,
  children,
  variant = 'primary',
  name,
  value,
}: {
  busy: boolean;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'danger';
  name?: string;
  value?: string;
}) {
  return (
    <button
      type="submit"
      className={`button button--${variant} account-submit`}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={(event) => busy && event.preventDefault()}
      name={name}
      value={value}
    >
      {busy && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
