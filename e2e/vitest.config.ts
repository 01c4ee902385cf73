import { defineConfig } from 'vitest/config';

/** Browser journeys: Debian's Chromium through playwright-core against the built server. */
export default defineConfig({
  test: {
    root: 'e2e',
    include: ['**/*.spec.ts'],
    globalSetup: ['support/global-setup.ts'],
    // A guard against a hung journey, not a speed check: a journey that signs the back office's
    // owner in may wait up to 30 s for a TOTP step no other journey used, and a slow host takes
    // twice as long over the rest.
    testTimeout: 90_000,
    hookTimeout: 60_000,
    // One server, one browser per file; two cores: keep files sequential for stable timings.
    fileParallelism: false,
  },
});
