import type { MessageCatalogue } from './messages';

/** Messages of the session, CSRF and request-limit layers. */
export const securityMessages = {
  unauthenticated: { hu: 'Kérjük, jelentkezzen be.', en: 'Please log in.' },
  csrf_token_mismatch: {
    hu: 'A munkamenet lejárt. Kérjük, frissítse az oldalt, és próbálja újra.',
    en: 'Your session has expired. Please reload the page and try again.',
  },
  origin_not_allowed: {
    hu: 'A kérés nem erről az oldalról érkezett.',
    en: 'The request did not come from this site.',
  },
  payload_too_large: { hu: 'A kérés túl nagy.', en: 'The request is too large.' },
} as const satisfies MessageCatalogue;
