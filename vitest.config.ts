import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project keeps its tests beside its code.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      { test: { name: 'forms', root: 'packages/forms', include: ['src/**/*.test.ts'] } },
      { test: { name: 'efile', root: 'packages/efile', include: ['src/**/*.test.ts'], testTimeout: 60_000 } },
      { test: { name: 'pdf', root: 'packages/pdf', include: ['src/**/*.test.ts'], testTimeout: 60_000 } },
      { test: { name: 'fakes', root: 'fakes', include: ['src/**/*.test.ts'], testTimeout: 30_000 } },
      {
        // graphql-yoga loads graphql's CommonJS build; point our imports at the same copy so that
        // GraphQLError is one class (the dual-package hazard).
        resolve: { alias: { graphql: 'graphql/index.js' } },
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['./src/test/global-setup.ts'],
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          // Worker threads start and share transformed modules faster than forked processes (about 12%
          // less CPU for the same files); the server keeps processes for its embedded database.
          pool: 'threads',
          // Whole screens with user-event typing run long on a loaded two-core machine.
          testTimeout: 30_000,
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
