import { defineConfig } from 'vitest/config';

/**
 * One runner, three projects. The server project runs against PGlite by default and
 * against PostgreSQL when DATABASE_URL is set (each test file gets its own database).
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          setupFiles: ['test/setup.ts'],
          // Builds the migrated database every test file copies, and checks for leftover temporary folders.
          globalSetup: ['test/global-setup.ts'],
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
