import { defineConfig } from 'vitest/config';

// Local config so `npx vitest run --root packages/efile` works before the root project entry exists.
export default defineConfig({
  test: { name: 'efile', include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
