// Runs the server bundle (one CommonJS file per entry, apps/server/build.mjs) and keeps V8's compiled code of it
// between starts, when NODE_COMPILE_CACHE names a folder. Node 20 keeps nothing itself, and compiling the bundle's
// modules again was about a tenth of every start there. Node 22 and later keep what V8 compiled when a file was
// first loaded, which for one large file is little more than its top level: the modules' own functions are
// compiled lazily, as the start runs them, and were compiled again at every start (docs/ARCHITECTURE.md,
// "Starting the server"). So on every Node the bundle runs as a vm.Script given the code V8 made for it in an
// earlier start, written out once a start has run.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

/**
 * The bundle's way to import an ES module by URL (the web build's server entry). Code run as a vm.Script has
 * no module loader behind V8's import(), so the bundle borrows this one (src/platform/import-esm.ts).
 */
const IMPORT_ESM = Symbol.for('openhouse.importEsm');
/** The code is written this long after the bundle starts: by then the start and its first requests have been compiled. */
const SAVE_AFTER_MS = 5000;

/** @param {URL} bundleUrl the bundle, beside the entry that calls this */
export function runBundle(bundleUrl) {
  globalThis[IMPORT_ESM] = (url) => import(url);
  const bundle = fileURLToPath(bundleUrl);
  const require = createRequire(bundle);
  const cacheFolder = process.env.NODE_COMPILE_CACHE;
  // Without a folder, nothing is kept.
  if (!cacheFolder) {
    require(bundle);
    return;
  }
  runWithCodeCache(bundle, require, cacheFolder);
}

/**
 * V8 accepts cached code for a source of the same length compiled under the same flags and version, so
 * the file's name carries the bundle's size and modification time (a new build is renamed into place) and Node's
 * version; V8 refuses code made under other flags, and then a new file replaces it.
 */
function runWithCodeCache(bundle, require, cacheFolder) {
  const { size, mtimeMs } = statSync(bundle);
  const prefix = `v8-${basename(bundle)}-`;
  const cacheFile = join(cacheFolder, `${prefix}${process.version}-${size}-${Math.round(mtimeMs)}.bin`);
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  const script = new vm.Script(Module.wrap(readFileSync(bundle, 'utf8')), { filename: bundle, cachedData });
  const module = { exports: {}, filename: bundle, id: bundle, loaded: false };
  script.runInThisContext()(module.exports, require, module, bundle, dirname(bundle));
  if (cachedData && !script.cachedDataRejected) return;
  let saved = false;
  const save = () => {
    if (saved) return;
    saved = true;
    try {
      mkdirSync(cacheFolder, { recursive: true });
      const temporary = `${cacheFile}.${process.pid}.tmp`;
      writeFileSync(temporary, script.createCachedData());
      renameSync(temporary, cacheFile);
      // The code of earlier builds is never read again.
      for (const name of readdirSync(cacheFolder)) {
        if (name.startsWith(prefix) && name.endsWith('.bin') && join(cacheFolder, name) !== cacheFile) rmSync(join(cacheFolder, name), { force: true });
      }
    } catch {
      // A start without cached code is only slower; the next one tries again.
    }
  };
  // Once the start and its first requests have run, or when the process stops before that (a test's server).
  setTimeout(save, SAVE_AFTER_MS).unref();
  process.once('exit', save);
}
