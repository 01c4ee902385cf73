import type { MessageCatalogue } from '../../lib/messages';

/** Coupon answers; `{min}` is filled in with the minimum subtotal. */
export const couponMessages = {
  coupon_added: { hu: 'A kupont hozzáadtuk a kosárhoz.', en: 'The coupon was added to your cart.' },
  coupon_removed: { hu: 'A kupont eltávolítottuk a kosárból.', en: 'The coupon was removed from your cart.' },
  coupon_not_found: { hu: 'Ilyen kuponkód nem létezik.', en: 'There is no such coupon code.' },
  coupon_inactive: { hu: 'Ez a kupon már nem érvényes.', en: 'This coupon is no longer valid.' },
  coupon_expired: { hu: 'A kupon érvényessége lejárt.', en: 'This coupon has expired.' },
  coupon_not_yet_valid: { hu: 'A kupon még nem érvényes.', en: 'This coupon is not valid yet.' },
  coupon_below_minimum: {
    hu: 'A kupon {min} kosárértéktől használható.',
    en: 'This coupon needs a cart value of at least {min}.',
  },
  coupon_used_up: { hu: 'A kupont már felhasználták.', en: 'This coupon has been used up.' },
  coupon_email_limit: {
    hu: 'Ezzel az e-mail címmel a kupont már felhasználták.',
    en: 'This coupon has already been used with this e-mail address.',
  },
  coupon_other_site: {
    hu: 'Ez a kupon ezen az oldalon nem használható.',
    en: 'This coupon is not valid on this site.',
  },
  coupon_nothing_to_discount: {
    hu: 'A kupon most nem ad kedvezményt.',
    en: 'This coupon gives no discount at the moment.',
  },
  coupon_already_on_cart: { hu: 'Ez a kupon már a kosárban van.', en: 'This coupon is already in your cart.' },
  coupon_not_on_cart: { hu: 'Ez a kupon nincs a kosárban.', en: 'This coupon is not in your cart.' },
} as const satisfies MessageCatalogue;
