import { createContext, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Moves the keyboard focus to an element when `key` changes to something truthy: a page's
 * heading after a navigation, an error summary after a refused post. A first page load keeps
 * the browser's own focus (the key "default" of React Router's first location).
 */
export function useFocusOn<T extends HTMLElement>(key: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (key) ref.current?.focus();
  }, [key]);
  return ref;
}

/** A page's h1 that takes the focus when the page is reached by a navigation (not on a first load). */
export function FocusHeading({ children, className }: { children: ReactNode; className?: string }) {
  const { key } = useLocation();
  // Only on mount: a search on the same page (a new location of the same route) keeps the focus.
  const ref = useFocusOn<HTMLHeadingElement>(key !== 'default' ? 'mounted' : null);
  return (
    <h1 ref={ref} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}

/**
 * The ids of a form's fields as `${prefix}${name}`, so an error summary can link to them (Field
 * and CheckboxField read it; without it they keep their generated ids).
 */
export const FieldIdContext = createContext<string | null>(null);

/**
 * The list of a refused post's errors above its form (role=alert), each linking to its field.
 * It takes the focus whenever a new refusal arrives, with or without JavaScript (autofocus).
 */
export function ErrorSummary({
  title,
  errors,
  labels,
  prefix,
  targets,
  children,
}: {
  title: string;
  errors: Record<string, string[]>;
  /** The fields' labels by name: a link names its field, whose message is shown beside it. */
  labels?: Record<string, string>;
  /** The FieldIdContext prefix of the form's fields. */
  prefix: string;
  /** Where a field's link goes when it is not `${prefix}${name}` (a radio group's first choice). */
  targets?: Record<string, string>;
  children?: ReactNode;
}) {
  const entries = Object.entries(errors).filter(([, messages]) => messages.length > 0);
  const ref = useFocusOn<HTMLDivElement>(entries.length > 0 ? errors : null);
  if (entries.length === 0 && !children) return null;
  return (
    <div
      ref={ref}
      className="form-notice form-notice--error error-summary"
      role="alert"
      tabIndex={-1}
      // Without JavaScript the page drawn anew after the post focuses it by itself.
      // biome-ignore lint/a11y/noAutofocus: the summary of a refused post is where the user must go next
      autoFocus
    >
      <p>
        <strong>{title}</strong>
      </p>
      {children}
      {entries.length > 0 && (
        <ul>
          {entries.map(([name, messages]) => (
            <li key={name}>
              {/* A labelled field says its message beside it: the summary names the field once. */}
              <a href={`#${targets?.[name] ?? `${prefix}${name}`}`}>{labels?.[name] ?? messages[0]}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
