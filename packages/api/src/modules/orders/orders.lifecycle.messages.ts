import type { MessageCatalogue } from '../../lib/messages';

/** The order lifecycle's refusals, statuses and history lines (issue 20, decision 14). */
export const orderLifecycleMessages = {
  order_status_forbids: {
    hu: 'A rendelés jelenlegi állapotában ez a lépés nem lehetséges. Frissítse az oldalt.',
    en: 'This step is not possible in the order’s current state. Please reload the page.',
  },
  order_not_paid: { hu: 'A rendelés még nincs kifizetve.', en: 'The order is not paid yet.' },
  order_already_paid: { hu: 'A rendelés már ki van fizetve.', en: 'The order is already paid.' },
  order_not_transfer: {
    hu: 'Átutalást csak banki átutalással fizetendő rendeléshez lehet rögzíteni.',
    en: 'A transfer can only be recorded for an order paid by bank transfer.',
  },
  order_amount_invalid: {
    hu: 'Adja meg a beérkezett összeget forintban.',
    en: 'Enter the amount that arrived, in forints.',
  },
  order_parcel_number_required: {
    hu: 'Adja meg a GLS csomagszámot (8–14 számjegy).',
    en: 'Enter the GLS parcel number (8–14 digits).',
  },
  order_pickup_not_shipped: {
    hu: 'Személyes átvételű rendelést nem kell feladni: adja át a vevőnek.',
    en: 'A personal pick-up order is not shipped: hand it over to the buyer.',
  },
  order_not_pickup: {
    hu: 'Csak személyes átvételű rendelést lehet helyben átadni.',
    en: 'Only a personal pick-up order can be handed over in person.',
  },
  order_reason_required: {
    hu: 'Írja le az okot (legalább 3 karakter).',
    en: 'Give the reason (at least 3 characters).',
  },
  order_refund_invalid: {
    hu: 'A visszatérítés legalább 1 Ft, és a korábbiakkal együtt legfeljebb a rendelés végösszege.',
    en: 'The refund is at least HUF 1 and, with the earlier ones, at most the order’s total.',
  },
  order_withdrawal_period_over: {
    hu: 'A 14 napos elállási idő lejárt.',
    en: 'The 14-day withdrawal period is over.',
  },
  order_cancelled_by_staff_balance_reason: { hu: 'Visszaírás, lemondott rendelés:', en: 'Returned, cancelled order:' },
  academy_subscription_cancelled_by_staff_balance_reason: {
    hu: 'Visszaírás, lemondott jelentkezés:',
    en: 'Returned, cancelled enrolment:',
  },
  order_status_received: { hu: 'Beérkezett', en: 'Received' },
  order_status_packed: { hu: 'Összekészítve', en: 'Packed' },
  order_status_shipped: { hu: 'Feladva', en: 'Shipped' },
  order_status_delivered: { hu: 'Kézbesítve', en: 'Delivered' },
  order_status_picked_up: { hu: 'Átvéve', en: 'Picked up' },
  order_status_cancelled: { hu: 'Lemondva', en: 'Cancelled' },
  order_status_returned: { hu: 'Visszaküldve', en: 'Returned' },
  order_history_placed: { hu: 'Rendelés leadva', en: 'Order placed' },
  order_history_attempt: { hu: 'Kártyás fizetés ({provider}): {status}', en: 'Card payment ({provider}): {status}' },
  order_history_transfer_received: { hu: 'Átutalás rögzítve: {amount}', en: 'Transfer recorded: {amount}' },
  order_history_cash_received: { hu: 'Készpénz átvéve: {amount}', en: 'Cash taken: {amount}' },
  order_history_refund: { hu: 'Visszatérítés: {amount}', en: 'Refund: {amount}' },
  order_history_mail: { hu: 'Levél: {subject}', en: 'Mail: {subject}' },
  order_history_invoice_issued: { hu: 'Számla kiállítva: {number}', en: 'Invoice issued: {number}' },
  order_history_reversal_issued: { hu: 'Sztornó számla kiállítva: {number}', en: 'Reversal invoice issued: {number}' },
  order_history_correction_issued: {
    hu: 'Helyesbítő számla kiállítva: {number}',
    en: 'Corrective invoice issued: {number}',
  },
  'order_history_invoice.retry': {
    hu: 'Elutasított számla újra elküldve a számlázónak',
    en: 'Refused invoice sent to the invoicing service again',
  },
  'order_history_order.record_transfer': { hu: 'Fizetettnek jelölve', en: 'Marked paid' },
  'order_history_order.pack': { hu: 'Összekészítve', en: 'Packed' },
  'order_history_order.ship': { hu: 'Feladva, csomagszám: {parcel}', en: 'Shipped, parcel number: {parcel}' },
  'order_history_order.deliver': { hu: 'Kézbesítve', en: 'Delivered' },
  'order_history_order.hand_over': { hu: 'Átadva a vevőnek', en: 'Handed over to the buyer' },
  'order_history_order.cancel': { hu: 'Lemondva: {reason}', en: 'Cancelled: {reason}' },
  'order_history_order.return': { hu: 'Elállás: {reason}', en: 'Withdrawal: {reason}' },
} as const satisfies MessageCatalogue;
