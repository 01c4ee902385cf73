import { defineConfig } from 'vitest/config';

/** Browser journeys: Debian's Chromium through playwright-core against the built server. */
export default defineConfig({
  test: {
    root: 'e2e',
    include: ['**/*.spec.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One server, one browser per file; two cores: keep files sequential for stable timings.
    fileParallelism: false,
  },
});
