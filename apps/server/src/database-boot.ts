// The first of the server's two bundles (build.mjs): it starts PGlite's thread for the folder the environment
// names, and the second bundle, the app, takes it over (platform/db/pglite-boot.ts, startPgliteEarly). Kept
// apart so that PostgreSQL's start inside PGlite runs while the app's 6 MB bundle is still being read.
import { startPgliteEarly } from './platform/db/pglite-boot';

startPgliteEarly(process.env);
