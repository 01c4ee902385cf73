import { type InputHTMLAttributes, type ReactNode, useContext, useId, useState } from 'react';
import { useT } from '../../lib/use-site';
import { FieldIdContext } from './focus';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  hint?: ReactNode;
  errors?: Record<string, string[]>;
  /** Text inside the label marking an optional field. */
  optional?: boolean;
  /** A text area (a message) instead of a one-line input. */
  multiline?: boolean;
}

/**
 * A labelled input with its hint and messages wired up for screen readers (aria-describedby,
 * aria-invalid). Password inputs get a show/hide switch: typing a strong password blind is
 * where most registrations fail.
 */
export function Field({ name, label, hint, errors, optional, multiline, type = 'text', className, ...input }: Props) {
  const t = useT();
  const autoId = useId();
  const prefix = useContext(FieldIdContext);
  const id = prefix === null ? autoId : `${prefix}${name}`;
  const [revealed, setRevealed] = useState(false);
  // The first message is the one to act on ("required" before "too short").
  const messages = (errors?.[name] ?? []).slice(0, 1);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = messages.length > 0 ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const isPassword = type === 'password';
  return (
    <div className={`field${messages.length > 0 ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="field__optional"> ({t('account.form.optional')})</span>}
      </label>
      <div className="field__control">
        {multiline ? (
          <textarea
            id={id}
            name={name}
            rows={6}
            className="field__input"
            aria-invalid={messages.length > 0 || undefined}
            aria-describedby={describedBy}
            defaultValue={input.defaultValue}
            required={input.required}
            autoComplete={input.autoComplete}
          />
        ) : (
          <input
            id={id}
            name={name}
            type={isPassword && revealed ? 'text' : type}
            className="field__input"
            aria-invalid={messages.length > 0 || undefined}
            aria-describedby={describedBy}
            {...input}
          />
        )}
        {isPassword && (
          <button
            type="button"
            className="field__reveal"
            aria-pressed={revealed}
            onClick={() => setRevealed((value) => !value)}
          >
            {t(revealed ? 'account.form.hidePassword' : 'account.form.showPassword')}
            <span className="visually-hidden"> ({label})</span>
          </button>
        )}
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {errorId && (
        <p id={errorId} className="field__error">
          {messages.join(' ')}
        </p>
      )}
    </div>
  );
}
