import type { ReactNode } from 'react';

/** A refused form's errors by field name, as the API sends them (texts in the member's language). */
export type FieldErrors = Record<string, string[]> | undefined;

/** What a field's control takes from its FormField: name and id, and its hint and error tied to it. */
export interface FieldControlProps {
  id: string;
  name: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * One labelled field of the back office's editors. A field's id is its name, so the ErrorSummary's
 * links land on it; its hint and its errors are tied to it by aria-describedby, so a screen reader
 * reads them when the control gets focus, and an error marks it invalid.
 */
export function FormField({
  id,
  label,
  hint,
  errors,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  errors: FieldErrors;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const own = errors?.[id];
  const described = [hint ? `${id}-hint` : '', own ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        name: id,
        ...(own ? { 'aria-invalid': true as const } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {own && (
        <p className="field-error" id={`${id}-error`}>
          {own.join(' ')}
        </p>
      )}
    </div>
  );
}
