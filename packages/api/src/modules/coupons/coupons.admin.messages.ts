import type { MessageCatalogue } from '../../lib/messages';

/** The back office's coupons and gift rules (issue 21). */
export const couponAdminMessages = {
  coupon_saved: { hu: 'A kupont elmentettük.', en: 'The coupon is saved.' },
  coupon_code_invalid: {
    hu: 'A kód betűkből, számjegyekből, kötőjelből és aláhúzásból álljon.',
    en: 'The code may hold letters, digits, hyphens and underscores.',
  },
  coupon_code_taken: {
    hu: 'Ilyen kódú kupon már van (a kis- és nagybetű nem számít).',
    en: 'A coupon with this code exists already (upper and lower case count as the same).',
  },
  coupon_percentage_range: {
    hu: 'A százalékos kedvezmény 1 és 100 között legyen.',
    en: 'A percentage discount is between 1 and 100.',
  },
  coupon_fixed_range: {
    hu: 'A fix kedvezmény 1 és 1 000 000 Ft között legyen.',
    en: 'A fixed discount is between 1 and 1,000,000 Ft.',
  },
  coupon_usage_limit_below_uses: {
    hu: 'A felhasználási korlát nem lehet kevesebb, mint ahányszor a kupont már felhasználták.',
    en: 'The usage limit cannot be below the number of times the coupon has been used.',
  },
  promotion_day_invalid: { hu: 'Adjon meg egy dátumot (ÉÉÉÉ-HH-NN).', en: 'Enter a date (YYYY-MM-DD).' },
  promotion_window_invalid: {
    hu: 'Az érvényesség vége nem lehet korábbi a kezdeténél.',
    en: 'The end of validity cannot be before its start.',
  },
  gift_saved: { hu: 'Az ajándékszabályt elmentettük.', en: 'The gift rule is saved.' },
  gift_deleted: { hu: 'Az ajándékszabályt töröltük.', en: 'The gift rule is deleted.' },
  gift_product_unknown: { hu: 'Válasszon terméket a listából.', en: 'Choose a product from the list.' },
} as const satisfies MessageCatalogue;
