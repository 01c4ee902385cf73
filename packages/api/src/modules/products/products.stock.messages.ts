import type { MessageCatalogue } from '../../lib/messages';

/** Refusals of the optional stock count (issue 21); `{name}` and `{available}` are filled in where they are thrown. */
export const stockMessages = {
  cart_product_out_of_stock: { hu: 'Ez a termék elfogyott.', en: 'This product is out of stock.' },
  cart_product_not_enough_stock: {
    hu: 'Ebből a termékből már csak {available} db van készleten.',
    en: 'Only {available} of this product are left in stock.',
  },
  order_product_out_of_stock: {
    hu: 'Egy termékből nincs annyi készleten, amennyi a kosárban van; a rendelést nem rögzítettük.',
    en: 'A product in your cart is not in stock in that quantity; the order was not placed.',
  },
  order_product_out_of_stock_line: {
    hu: '{name}: elfogyott.',
    en: '{name}: out of stock.',
  },
  order_product_not_enough_stock_line: {
    hu: '{name}: már csak {available} db van készleten.',
    en: '{name}: only {available} left in stock.',
  },
} as const satisfies MessageCatalogue;
