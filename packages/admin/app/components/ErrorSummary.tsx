import { useEffect, useRef } from 'react';

/**
 * A refused form's errors, announced and focused so keyboard and screen-reader users start where
 * they must act; each field error links to its field.
 */
export function ErrorSummary({
  title,
  message,
  fields,
}: {
  title: string;
  message?: string;
  fields?: Record<string, string[]>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const list = Object.entries(fields ?? {}).flatMap(([field, texts]) => texts.map((text) => ({ field, text })));
  const shown = list.filter(({ text }) => text !== message);
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">{title}</h2>
      {message && <p>{message}</p>}
      {shown.length > 0 && (
        <ul>
          {shown.map(({ field, text }) => (
            <li key={`${field}:${text}`}>
              <a href={`#${field}`}>{text}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
