import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/web/app/**/*.test.{ts,tsx}',
      'packages/admin/app/**/*.test.{ts,tsx}',
    ],
    testTimeout: 30_000,
    // A clone of the migrated template takes a second; on a machine busy with the journeys beside it, far more.
    hookTimeout: 120_000,
  },
});
