import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { ISOLATED_TEST_FILES } from './apps/web/test/isolated-test-files.ts';

/** The web app's test files, from apps/web. */
const WEB_TEST_FILES = ['src/**/*.test.tsx', 'src/**/*.test.ts'];
/**
 * The web app's build and test tooling: plain Node, no page. Run in jsdom with the components' setup, the Mantine
 * stylesheet check loaded TypeScript's compiler (9 MB) through Vite's transform, some 10 s of a worker.
 */
const WEB_TOOLING_TEST_FILES = ['build/**/*.test.ts', 'test/**/*.test.ts'];

/**
 * One runner, three projects. The server project runs against PGlite by default and
 * against PostgreSQL when DATABASE_URL is set (each test file gets its own database).
 */
export default defineConfig({
  test: {
    // One worker per core. Vitest's default (cores - 1) leaves a 2-core machine one worker, and the test files
    // spend most of their time in their own process (PGlite, jsdom), not in the runner's: two workers there took
    // the unit stage from about 35 minutes to 12.
    maxWorkers: availableParallelism(),
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
          // A worker runs its test files one after the other in one module graph instead of importing the whole
          // app again for each (2.5 s a file, most of the suite's time). Nothing of a test file's world lives at
          // module level: every cache is keyed by its database or platform (WeakMap), and each file builds its own.
          // The web project stays isolated: its pages start lazy imports that may still be loading when a file
          // ends, and in a shared graph one failed in the next file once jsdom was torn down.
          isolate: false,
          setupFiles: ['test/setup.ts'],
          // Builds the migrated database every test file copies, and checks for leftover temporary folders.
          globalSetup: ['test/global-setup.ts'],
        },
      },
      // The web app's components in jsdom, in two projects on its vite.config.ts. Most files share their worker's
      // module graph: a fresh graph per file imported React, Mantine and the testing library again each time, 1.5 s
      // of setup and 1.2 s of imports a file, two thirds of the project's time. Each file still gets its own jsdom,
      // and test/setup.ts empties the module-wide stores after every test. The files that need new modules (a lazily
      // loaded module's first arrival, a module-wide registry, vi.mock) run in a graph of their own
      // (apps/web/test/isolated-test-files.ts).
      {
        extends: './apps/web/vite.config.ts',
        root: 'apps/web',
        test: { name: 'web', include: WEB_TEST_FILES, exclude: [...configDefaults.exclude, ...ISOLATED_TEST_FILES], isolate: false },
      },
      {
        extends: './apps/web/vite.config.ts',
        root: 'apps/web',
        test: { name: 'web-isolated', include: ISOLATED_TEST_FILES, isolate: true },
      },
      { test: { name: 'web-tooling', root: 'apps/web', include: WEB_TOOLING_TEST_FILES, environment: 'node' } },
    ],
  },
});
