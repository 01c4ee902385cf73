import type { MessageCatalogue } from '../../lib/messages';

/** The back office's coupons and gift rules (issue 21). */
export const couponAdminMessages = {
  coupon_saved: { hu: 'A kupont elmentettük.', en: 'The coupon is saved.' },
  coupon_code_taken: {
    hu: 'Ilyen kódú kupon már van (a kis- és nagybetű nem számít).',
    en: 'A coupon with this code exists already (upper and lower case count as the same).',
  },
  coupon_usage_limit_below_uses: {
    hu: 'A felhasználási korlát nem lehet kevesebb, mint ahányszor a kupont már felhasználták.',
    en: 'The usage limit cannot be below the number of times the coupon has been used.',
  },
  gift_saved: { hu: 'Az ajándékszabályt elmentettük.', en: 'The gift rule is saved.' },
  gift_deleted: { hu: 'Az ajándékszabályt töröltük.', en: 'The gift rule is deleted.' },
  gift_product_unknown: { hu: 'Válasszon terméket a listából.', en: 'Choose a product from the list.' },
} as const satisfies MessageCatalogue;
