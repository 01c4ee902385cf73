/** Stock and pack size on cards and the product page (issue 21). */
export const stockHu = {
  'stock.badge.out': 'Elfogyott',
  'stock.button.out': 'Elfogyott',
  'stock.note.out': 'Ez a termék jelenleg elfogyott, ezért nem tehető a kosárba.',
  'stock.netContent': 'Kiszerelés: {amount}',
} as const;
