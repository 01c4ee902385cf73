import type { ReactNode } from 'react';

/** Labelled values of a record's detail (a customer's profile, an order's buyer), one per row of `rows`. */
export function Facts({ rows, className }: { rows: [label: string, value: ReactNode][]; className?: string }) {
  return (
    <dl className={className ? `facts ${className}` : 'facts'}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
