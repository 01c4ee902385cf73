import type { MessageCatalogue } from '../../lib/messages';

/** The back office's answers about a product's planned promotions (issue 21). */
export const productPromotionMessages = {
  product_promotion_saved: { hu: 'Az akciót elmentettük.', en: 'The promotion has been saved.' },
  product_promotion_price_not_below: {
    hu: 'Az akciós ár legyen kisebb a termék rendes áránál.',
    en: 'The promotional price must be below the product’s regular price.',
  },
  product_promotion_time_invalid: {
    hu: 'Adjon meg egy időpontot (például 2026-12-01T09:00).',
    en: 'Give a date and time (for example 2026-12-01T09:00).',
  },
  product_promotion_window_invalid: {
    hu: 'Az akció vége legyen később a kezdeténél.',
    en: 'The promotion must end after it starts.',
  },
  product_promotion_ended: {
    hu: 'Az akció vége már elmúlt.',
    en: 'The end of the promotion has already passed.',
  },
  product_promotion_overlap: {
    hu: 'Ebben az időszakban már van akciója a terméknek.',
    en: 'The product already has a promotion during this period.',
  },
} as const satisfies MessageCatalogue;
