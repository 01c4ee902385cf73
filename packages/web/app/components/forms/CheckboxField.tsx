import { type InputHTMLAttributes, type ReactNode, useContext, useId } from 'react';
import { FieldIdContext } from './focus';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type'> {
  name: string;
  label: ReactNode;
  errors?: Record<string, string[]>;
}

/** A checkbox with its label beside it and its message below; sends `1` when ticked. */
export function CheckboxField({ name, label, errors, value = '1', ...input }: Props) {
  const autoId = useId();
  const prefix = useContext(FieldIdContext);
  const id = prefix === null ? autoId : `${prefix}${name}`;
  const messages = errors?.[name] ?? [];
  const errorId = messages.length > 0 ? `${id}-error` : undefined;
  return (
    <div className={`field field--checkbox${messages.length > 0 ? ' field--invalid' : ''}`}>
      <input
        id={id}
        name={name}
        type="checkbox"
        value={value}
        aria-invalid={messages.length > 0 || undefined}
        aria-describedby={errorId}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      {errorId && (
        <p id={errorId} className="field__error">
          {messages.join(' ')}
        </p>
      )}
    </div>
  );
}
