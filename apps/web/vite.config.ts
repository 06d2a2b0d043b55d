import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { firstVisitPreloadsPlugin } from './build/first-visit-preloads.ts';
import { skipLoadedPreloads } from './build/loaded-preloads.ts';
import { precompress } from './build/precompress.ts';
import { routeChunkReport } from './build/route-chunk-report.ts';

const API = 'http://localhost:3000';
const loadedPreloads = skipLoadedPreloads();
const ROUTER_DIST = `${dirname(createRequire(import.meta.url).resolve('react-router/package.json'))}/dist/development`;

export default defineConfig(({ isSsrBuild }) => ({
  // The server's render of public pages (src/entry-server.tsx, `vite build --ssr`) is a module for Node: the
  // browser build's reports, hints and compressed copies are not for it, nor is the public folder.
  plugins: isSsrBuild ? [react()] : [react(), loadedPreloads.plugin, routeChunkReport(), firstVisitPreloadsPlugin(), precompress()],
  publicDir: isSsrBuild ? false : 'public',
  // Bundled whole, so the server's render runs React's production build whatever NODE_ENV the server has, and
  // the file needs nothing resolved beside it.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API, changeOrigin: true },
      '/socket.io': { target: API, ws: true, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API, changeOrigin: true },
      '/socket.io': { target: API, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    sourcemap: true,
    modulePreload: { polyfill: false, resolveDependencies: loadedPreloads.resolveDependencies },
    rolldownOptions: {
      // The server's render is one file: the server loads it again by URL after a new build, and split chunks
      // would import the shared modules back under the plain URL, a second copy with its own React contexts.
      output: isSsrBuild ? { codeSplitting: false } : {
        // Pages are split per route by their dynamic imports (see src/app/router.tsx). React, which every
        // page needs whole, gets a chunk of its own so a deploy that changes a page keeps it cached. Mantine
        // and the other libraries are left to Rolldown, which puts each module in a chunk shared by exactly
        // the routes that use it: one forced Mantine chunk made the landing page download the steppers,
        // pickers and comboboxes of the app's forms (docs/ARCHITECTURE.md, Performance).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 3 },
          ],
        },
      },
    },
  },
  // What the web project's tests share; which files run, and how isolated, is vitest.config.ts's (two projects).
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    css: false,
    restoreMocks: true,
    // Multi-step forms render a lot of Mantine in jsdom; on a busy 2-core machine a test can pass 5 s.
    testTimeout: 20_000,
    // Under Vitest 'react-router' resolved to its CJS build and 'react-router/dom' to its ESM
    // build: two copies of the router contexts. Both are pinned to the ESM files here.
    alias: [
      { find: /^react-router$/, replacement: `${ROUTER_DIST}/index.mjs` },
      { find: /^react-router\/dom$/, replacement: `${ROUTER_DIST}/dom-export.mjs` },
    ],
    unstubGlobals: true,
  },
}));
