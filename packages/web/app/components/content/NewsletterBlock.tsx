import { parsePath } from '@vag/domain';
import { useFetcher, useLocation } from 'react-router';
import { useT } from '../../lib/use-site';
import { useVisitor } from '../../lib/visitor';
import type { FormResult } from '../forms/form-result';
import { NEWSLETTER_FETCHER_KEY, NewsletterForm } from './NewsletterForm';

/**
 * Spec §2: hidden on the home page and on any training (/kepzes/) page; the newsletter page has its
 * own form, and the pages of the mails' links (confirm, unsubscribe) are no place to sign up.
 */
export function isNewsletterPage(pathname: string): boolean {
  const { canonical } = parsePath(pathname);
  return (
    canonical === '/' ||
    canonical.startsWith('/training/') ||
    canonical === '/newsletter' ||
    canonical.startsWith('/newsletter/')
  );
}

/** The newsletter block above the footer: for guests and for users who have not subscribed yet. */
export function NewsletterBlock() {
  const t = useT();
  const { pathname } = useLocation();
  const user = useVisitor().data.user;
  // Subscribing sets wants_newsletter: keep the block for its thank-you until the next page.
  const subscribed = useFetcher<FormResult>({ key: NEWSLETTER_FETCHER_KEY }).data?.ok === true;
  if (isNewsletterPage(pathname)) return null;
  if (user?.wantsNewsletter && !subscribed) return null;
  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <div className="container newsletter__inner">
        <div className="newsletter__intro">
          <h2 id="newsletter-title" className="newsletter__title">
            {t('content.newsletter.title')}
          </h2>
          <p className="newsletter__lead">{t('content.newsletter.lead')}</p>
        </div>
        <NewsletterForm />
      </div>
    </section>
  );
}
