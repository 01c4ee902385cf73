import { useId } from 'react';

interface Props {
  name: string;
  label: string;
  errors?: readonly string[];
  defaultValue?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  required?: boolean;
  multiline?: boolean;
  hint?: string;
  requiredLabel?: string;
}

/** A labelled input whose server errors are announced with it (aria-invalid + aria-describedby). */
export function FormField({
  name,
  label,
  errors = [],
  defaultValue,
  type = 'text',
  multiline,
  hint,
  requiredLabel,
  ...rest
}: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, errors.length ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    defaultValue,
    required: rest.required,
    autoComplete: rest.autoComplete,
    'aria-invalid': errors.length > 0 || undefined,
    'aria-describedby': describedBy,
    className: 'content-field__input',
  };
  return (
    <div className="content-field" data-invalid={errors.length > 0 || undefined}>
      <label htmlFor={id} className="content-field__label">
        {label}
        {rest.required && requiredLabel && <span className="content-field__required"> ({requiredLabel})</span>}
      </label>
      {multiline ? <textarea rows={6} {...common} /> : <input type={type} {...common} />}
      {hint && (
        <p id={hintId} className="content-field__hint">
          {hint}
        </p>
      )}
      {errors.length > 0 && (
        <p id={errorId} className="content-field__error">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}
