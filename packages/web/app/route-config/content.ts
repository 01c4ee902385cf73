import type { RouteConfigEntry } from '@react-router/dev/routes';
import { localized } from './localized';

/** Routes of the content area (both languages through `localized`). */
export const contentRoutes: RouteConfigEntry[] = [
  ...localized('blogs/:category?', 'routes/content/blog-list.tsx', 'blogs'),
  // Spec §1: `blog/{slug?}`; bare `/blog` leads to the list.
  ...localized('blog/:slug?', 'routes/content/blog-post.tsx', 'blog-post'),
  ...localized('page/:slug', 'routes/content/custom-page.tsx', 'custom-page'),
  ...localized('about-us', 'routes/content/about-us.tsx', 'about-us'),
  ...localized('for-beauticians', 'routes/content/for-beauticians.tsx', 'for-beauticians'),
  ...localized('salons', 'routes/content/salons.tsx', 'salons'),
  ...localized('salons/:slug', 'routes/content/salon.tsx', 'salon'),
  ...localized('contact', 'routes/content/contact.tsx', 'contact'),
  ...localized('search', 'routes/content/search.tsx', 'search'),
  // Targets of the newsletter and recommendation forms; without JavaScript they render the result.
  ...localized('newsletter', 'routes/content/newsletter.tsx', 'newsletter'),
  // The links of the newsletter's mails (double opt-in, unsubscribe): a GET shows a button, the POST acts.
  ...localized('newsletter/confirm', 'routes/content/newsletter-confirm.tsx', 'newsletter-confirm'),
  ...localized('newsletter/unsubscribe', 'routes/content/newsletter-unsubscribe.tsx', 'newsletter-unsubscribe'),
  ...localized('recommend-training', 'routes/content/recommend-training.tsx', 'recommend-training'),
];
