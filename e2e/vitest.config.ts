import { defineConfig } from 'vitest/config';

// Browser journeys against the built app, started as a user starts it. Each file starts its own
// server on a free port and a fresh data directory, so two files run at once: a journey mostly waits
// on the server and the browser and uses less than one core, and the machine has two.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['src/**/*.e2e.ts'],
    // A failed journey leaves its Playwright trace in .tmp/e2e-traces/.
    setupFiles: ['./src/trace-on-failure.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
