import type { MessageCatalogue } from '../../lib/messages';

export const wishlistMessages = {
  wishlist_product_added: {
    hu: 'A terméket hozzáadtuk a kívánságlistához.',
    en: 'The product was added to your wish list.',
  },
  wishlist_product_removed: {
    hu: 'A terméket eltávolítottuk a kívánságlistáról.',
    en: 'The product was removed from your wish list.',
  },
} as const satisfies MessageCatalogue;
