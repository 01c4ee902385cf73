/** The one schema of both drivers. Each business area adds its tables in its own file: one line each. */

export * from './schema/accounts';
export * from './schema/blog';
export * from './schema/cart';
export * from './schema/catalogue';
export * from './schema/checkout-reference';
export * from './schema/content';
export * from './schema/mail';
export * from './schema/orders';
export * from './schema/payments';
export * from './schema/platform';
export * from './schema/reference';
export * from './schema/search';
