import type { ReactNode } from 'react';

/** The calm, centred panel of the sign-in screens (login, register, password, verification). */
export function AuthCard({
  title,
  lead,
  children,
  wide = false,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="container auth-page">
      <section className={`auth-card${wide ? ' auth-card--wide' : ''}`} aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth-card__title">
          {title}
        </h1>
        {lead && <p className="auth-card__lead">{lead}</p>}
        {children}
      </section>
    </div>
  );
}
