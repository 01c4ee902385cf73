import type { ReactNode } from 'react';

/** A form's field errors by field name, as the API sends them (texts in the member's language). */
export type PromoErrors = Record<string, string[]> | undefined;

interface FieldProps {
  id: string;
  name: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * One labelled field of the promotions' and site content's forms: its error is shown under it
 * and tied to it by aria-describedby (with the hint, when there is one), so a screen reader reads
 * both when the field gets focus; the ErrorSummary above links here by the field's id.
 */
export function PromoField({
  id,
  label,
  hint,
  errors,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  errors: PromoErrors;
  children: (props: FieldProps) => ReactNode;
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
