import type { AcademyCart, ShopCart } from '@vag/domain';

/** The visitor's cart with the server's totals (spec §7 GET {cart}), tagged with its site. */
export type SiteCart = { site: 'shop'; cart: ShopCart } | { site: 'academy'; cart: AcademyCart };
