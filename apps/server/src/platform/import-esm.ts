/**
 * import() of an ES module by URL. The server bundle runs as CommonJS and, on Node 20, as a vm.Script given
 * V8's code from the last start (bundle-loader.mjs), where V8's import() has no module loader behind it: the
 * loader lends its own under this key. Run from the sources (tsx, the tests), the module's own import() serves.
 */
const IMPORT_ESM = Symbol.for('openhouse.importEsm');

export function importEsm<T>(url: string): Promise<T> {
  const lent = (globalThis as { [IMPORT_ESM]?: (url: string) => Promise<unknown> })[IMPORT_ESM];
  return (lent ? lent(url) : import(url)) as Promise<T>;
}
