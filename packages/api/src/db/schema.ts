/** The one schema of both drivers. Each business area adds its tables in its own file: one line each. */
export * from './schema/content';
export * from './schema/platform';
