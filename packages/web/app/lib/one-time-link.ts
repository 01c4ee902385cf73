/**
 * Headers of the pages that mailed one-time links open (verification, password reset, newsletter
 * confirmation and unsubscribe; issue 18): never stored, by our page cache or the browser's, and
 * the token in the URL never sent on to another site. `same-origin`, not `no-referrer`: with
 * `no-referrer` Chromium posts the page's own forms (the reset form, the cookie layer) with
 * `Origin: null`, which the CSRF check refuses (decision 0010).
 */
export const ONE_TIME_LINK_HEADERS = {
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'same-origin',
} as const;
