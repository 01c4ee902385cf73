import type { MessageCatalogue } from '../../lib/messages';

/** The default SEO texts' editor (issue 21). */
export const seoDefaultMessages = {
  seo_defaults_saved: {
    hu: 'Az alapértelmezett SEO-szövegeket elmentettük; a weboldal már ezeket mutatja.',
    en: 'The default SEO texts are saved; the storefront shows them now.',
  },
} as const satisfies MessageCatalogue;
