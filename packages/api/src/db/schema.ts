/**
 * The one schema of both drivers (drizzle-kit, the db client, seed, demo data and tests). Each
 * table lives in the `<module>.schema.ts` of the one module that owns it (DESIGN §2): modules
 * import their own schema file, never this barrel nor another module's schema.
 */

export * from '../modules/academy-subscriptions/academy-subscriptions.schema';
export * from '../modules/addresses/addresses.schema';
export * from '../modules/audit/audit.schema';
export * from '../modules/auth/auth.schema';
export * from '../modules/balances/balances.schema';
export * from '../modules/blog/blog.schema';
export * from '../modules/cart/cart.schema';
export * from '../modules/contact-requests/contact-requests.schema';
export * from '../modules/content/content.schema';
export * from '../modules/coupons/coupons.schema';
export * from '../modules/custom-pages/custom-pages.schema';
export * from '../modules/delivery-methods/delivery-methods.schema';
export * from '../modules/gls-parcel-shops/gls-parcel-shops.schema';
export * from '../modules/home-carousels/home-carousels.schema';
export * from '../modules/invoices/invoices.schema';
export * from '../modules/media/media.schema';
export * from '../modules/menus/menus.schema';
export * from '../modules/newsletter/newsletter.schema';
export * from '../modules/orders/orders.schema';
export * from '../modules/payment-methods/payment-methods.schema';
export * from '../modules/payments/payments.schema';
export * from '../modules/product-categories/product-categories.schema';
export * from '../modules/products/products.schema';
export * from '../modules/recommendations/recommendations.schema';
export * from '../modules/redirects/redirects.schema';
export * from '../modules/reference/reference.schema';
export * from '../modules/referrals/referrals.schema';
export * from '../modules/salons/salons.schema';
export * from '../modules/search/search.schema';
export * from '../modules/staff/staff.schema';
export * from '../modules/training-categories/training-categories.schema';
export * from '../modules/trainings/trainings.schema';
export * from '../modules/users/users.schema';
export * from '../modules/waiting-list/waiting-list.schema';
export * from '../modules/wishlist/wishlist.schema';
export * from './platform.schema';
export type { HistoricSubtraction } from './purchase-columns';
