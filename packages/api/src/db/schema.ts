/** The one schema of both drivers. Each business area adds its tables in its own file. */
export * from './schema/content';
