import type { stockHu } from './stock.hu';

export const stockEn: Record<keyof typeof stockHu, string> = {
  'stock.badge.out': 'Out of stock',
  'stock.button.out': 'Out of stock',
  'stock.note.out': 'This product is out of stock at the moment, so it cannot be added to the cart.',
  'stock.netContent': 'Size: {amount}',
};
