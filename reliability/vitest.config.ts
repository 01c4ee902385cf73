import { defineConfig } from 'vitest/config';

/**
 * `npm run test:reliability`: crash, database restart and soak tests against PostgreSQL, each
 * starting our server as its own process. Minutes long, so not in the unit run; one file at a
 * time, as each loads the machine on its own.
 */
export default defineConfig({
  test: {
    root: 'reliability',
    include: ['**/*.test.ts'],
    testTimeout: 20 * 60_000,
    hookTimeout: 5 * 60_000,
    fileParallelism: false,
  },
});
