import type { MessageCatalogue } from '../../lib/messages';

export const orderMessages = {
  order_placed: { hu: 'Köszönjük, megkaptuk a rendelését.', en: 'Thank you, we have received your order.' },
  academy_subscription_placed: {
    hu: 'Köszönjük, megkaptuk a jelentkezését.',
    en: 'Thank you, we have received your enrolment.',
  },
  order_cart_empty: { hu: 'A kosara üres.', en: 'Your cart is empty.' },
  order_total_changed: {
    hu: 'A végösszeg időközben megváltozott: {old} helyett {new}. Kérjük, nézze át, és erősítse meg újra.',
    en: 'The total has changed meanwhile: {new} instead of {old}. Please review it and confirm again.',
  },
  training_guest_seat_limit: {
    hu: 'Fiók nélkül ennyi helyet nem foglalhat erre az időpontra. Jelentkezzen be, vagy kérjen kevesebb helyet.',
    en: 'Without an account you cannot hold this many places on this date. Please log in, or ask for fewer places.',
  },
  order_total_changed_prices: {
    hu: 'Az árak, a kedvezmények vagy a kosár tartalma időközben változott.',
    en: 'Prices, discounts or the contents of the cart have changed meanwhile.',
  },
  order_payment_start_failed: {
    hu: 'A rendelését rögzítettük, de a kártyás fizetés most nem indult el. Próbálja újra a rendelései között.',
    en: 'Your order is placed, but the card payment could not start now. Please try again from your orders.',
  },
  payment_started: {
    hu: 'Átirányítjuk a fizetési oldalra.',
    en: 'We are taking you to the payment page.',
  },
  payment_method_changed: {
    hu: 'A fizetési módot módosítottuk; a részleteket e-mailben is elküldtük.',
    en: 'The payment method is changed; we have sent the details by e-mail too.',
  },
  repayment_not_allowed: {
    hu: 'Ez a rendelés most nem fizethető ki újra.',
    en: 'This order cannot be paid again now.',
  },
  participant_limit_reached: {
    hu: 'Ehhez a jelentkezéshez már minden helyre megadott résztvevőt.',
    en: 'Every place of this enrolment already has a participant.',
  },
  participants_closed: {
    hu: 'Ez a jelentkezés lezárult, résztvevő már nem adható meg hozzá.',
    en: 'This enrolment is closed: no participant can be added to it.',
  },
  participant_saved: { hu: 'A résztvevő adatait elmentettük.', en: 'The participant has been saved.' },
  reorder_done: {
    hu: 'A rendelés még kapható termékeit a kosárba tettük.',
    en: 'The products of the order that are still available are in your cart.',
  },
  reorder_nothing_available: {
    hu: 'A rendelés termékei közül most egyik sem kapható.',
    en: 'None of the products of this order is available now.',
  },
  refill_dates_done: {
    hu: 'A jelentkezés még elérhető időpontjait a kosárba tettük.',
    en: 'The dates of the enrolment that are still available are in your cart.',
  },
  refill_dates_none: {
    hu: 'A jelentkezés időpontjai közül most egyik sem elérhető.',
    en: 'None of the dates of this enrolment is available now.',
  },
  reorder_unavailable: { hu: 'Jelenleg nem kapható.', en: 'Not available now.' },
  order_balance_reason: { hu: 'Rendelés', en: 'Order' },
  academy_subscription_balance_reason: { hu: 'Jelentkezés', en: 'Enrolment' },
  order_cancelled_balance_reason: {
    hu: 'Visszaírás, lejárt fizetési határidő: rendelés',
    en: 'Returned, payment deadline passed: order',
  },
  academy_subscription_cancelled_balance_reason: {
    hu: 'Visszaírás, lejárt fizetési határidő: jelentkezés',
    en: 'Returned, payment deadline passed: enrolment',
  },
  order_delivery_fee: { hu: 'Szállítási díj', en: 'Delivery fee' },
  order_payment_fee: { hu: 'Fizetési díj', en: 'Payment fee' },
  payment_status_1: { hu: 'Függőben', en: 'Pending' },
  payment_status_2: { hu: 'Sikertelen', en: 'Failed' },
  payment_status_3: { hu: 'Fizetve', en: 'Paid' },
  payment_status_4: { hu: 'Visszatérítve', en: 'Refunded' },
  payment_status_5: { hu: 'Megszakítva / lejárt', en: 'Cancelled / expired' },
  academy_subscription_status_pending: { hu: 'Függőben', en: 'Pending' },
  academy_subscription_status_confirmed: { hu: 'Visszaigazolva', en: 'Confirmed' },
  academy_subscription_status_cancelled: { hu: 'Lemondva', en: 'Cancelled' },
  academy_subscription_status_completed: { hu: 'Teljesítve', en: 'Completed' },
} as const satisfies MessageCatalogue;
