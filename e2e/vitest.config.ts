import { defineConfig } from 'vitest/config';

// Browser journeys against the built app, started as a user starts it. One file at a time: each
// starts its own server and browser, and two at once on the two-core machine doubled the journeys'
// times past their limits.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['src/**/*.e2e.ts'],
    // A failed journey leaves its Playwright trace in .tmp/e2e-traces/.
    setupFiles: ['./src/trace-on-failure.ts'],
    // One migrated embedded database, copied for each app under test (global-setup.ts).
    globalSetup: ['./src/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
