import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { TokenField } from '../forms/TokenField';

/** The page a newsletter mail's link opens (confirm, unsubscribe): a title and what the link can do now. */
export function NewsletterLinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="content-page newsletter-page">
      <header className="content-hero content-hero--plain">
        <div className="container container--narrow">
          <h1 className="content-hero__title">{title}</h1>
        </div>
      </header>
      <div className="container container--narrow newsletter-link">{children}</div>
    </div>
  );
}

/** An outcome of the link: a status, or an alert when it did not work. */
export function NewsletterLinkMessage({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <p role={ok ? 'status' : 'alert'} className="newsletter-link__message">
      {children}
    </p>
  );
}

/**
 * The one button that spends the link's token: opening the page changes nothing, so a mail
 * scanner's prefetch or a second render spends nothing a person did not click.
 */
export function NewsletterLinkForm({ token, lead, button }: { token: string; lead: string; button: string }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form discover="none" method="post" className="newsletter-link__form">
      <TokenField />
      <input type="hidden" name="token" value={token} />
      <p>{lead}</p>
      <button type="submit" className="button button--primary" aria-busy={busy} disabled={busy}>
        {button}
      </button>
    </Form>
  );
}
