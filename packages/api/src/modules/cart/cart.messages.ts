import type { MessageCatalogue } from '../../lib/messages';

/** Cart answers (spec §7 "Cart"); `{available}` and `{code}` are filled in by the routes. */
export const cartMessages = {
  cart_item_added: { hu: 'A tételt a kosárba tettük.', en: 'The item was added to your cart.' },
  cart_item_removed: { hu: 'A tételt eltávolítottuk a kosárból.', en: 'The item was removed from your cart.' },
  cart_item_decreased: { hu: 'A tétel mennyiségét csökkentettük.', en: 'The quantity was decreased.' },
  cart_seats_held: {
    hu: 'A helyeket újra lefoglaltuk Önnek.',
    en: 'The places are held for you again.',
  },
  cart_item_not_found: { hu: 'Ez a tétel nincs a kosárban.', en: 'This item is not in your cart.' },
  cart_product_unavailable: {
    hu: 'Ez a termék jelenleg nem vásárolható meg.',
    en: 'This product cannot be bought at the moment.',
  },
  vag_cart_invalid_usercredential_name: {
    hu: 'Ezt a terméket csak szakemberek és kozmetikusok vásárolhatják meg. Jelentkezzen be szakmai fiókjával.',
    en: 'Only professionals and beauticians can buy this product. Please sign in with your professional account.',
  },
  cart_line_limit: {
    hu: 'Egy tételből legfeljebb 99 darab tehető a kosárba.',
    en: 'At most 99 pieces of one item fit in the cart.',
  },
  training_date_unavailable: {
    hu: 'Erre az időpontra már nem lehet jelentkezni.',
    en: 'This date is no longer open for enrolment.',
  },
  training_location_mismatch: {
    hu: 'A választott helyszíntípus nem egyezik az időpontéval.',
    en: 'The chosen location type does not match the date.',
  },
  training_date_full: { hu: 'Erre az időpontra nincs több szabad hely.', en: 'There are no places left on this date.' },
  training_date_not_enough_places: {
    hu: 'Erre az időpontra már csak {available} szabad hely van.',
    en: 'Only {available} places are left on this date.',
  },
  cart_coupon_subtraction: { hu: 'Kupon: {code}', en: 'Coupon: {code}' },
  cart_guest_code_subtraction: { hu: 'Vendégkód: {code}', en: 'Guest code: {code}' },
  cart_marketing_credit: { hu: 'Marketing egyenleg', en: 'Marketing balance' },
  cart_global_credit: { hu: 'Virtuális egyenleg', en: 'Virtual balance' },
} as const satisfies MessageCatalogue;
