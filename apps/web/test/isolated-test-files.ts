/**
 * The web project's test files run in one module graph per worker (vitest.config.ts: `isolate: false`): importing
 * React, Mantine and the testing library again for every file was most of the project's time. These files run in a
 * fresh graph each, because what they test or do depends on the app's modules being new:
 * - they test what happens before a lazily loaded module has arrived, which an earlier file would have loaded;
 * - or they put something into a module-wide registry, or replace a module (`vi.mock`), which would reach the
 *   files run after them.
 * `isolated-test-files.test.ts` holds every file that replaces a module to this list. Paths are from apps/web.
 */
export const ISOLATED_TEST_FILES = [
  // Nothing of the toasts is loaded or drawn until the first toast.
  'src/app/toasts.test.tsx',
  // Registers a stand-in for the analytics modal in the host's registry.
  'src/app/modals/global-modals-host.test.tsx',
  // A part's code downloading, failing and arriving; the server-drawn parts declared so far.
  'src/lib/lazy-part.test.tsx',
  // The tooltip's first render, before its module has arrived.
  'src/components/lazy-tooltip.test.tsx',
  // Lazy content asked for only when due.
  'src/components/deferred-render.test.tsx',
  // vi.mock: the location picker.
  'src/features/properties/components/property-form/property-form.test.tsx',
  // vi.mock: socket.io-client.
  'src/lib/realtime.test.tsx',
];
