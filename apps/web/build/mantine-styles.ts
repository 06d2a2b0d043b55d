// Which of Mantine's stylesheets the app needs, worked out from what its source imports. The app imports
// @mantine/core's per-component stylesheets (src/styles/mantine.css) instead of the whole styles.css, and the
// other packages' styles.css beside the components that use them; mantine-styles.test.ts holds both to this.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ts from 'typescript';

const require = createRequire(import.meta.url);

/** A package's folder in node_modules, found from where the web app resolves it (its exports hide package.json). */
function packageDir(name: string): string {
  let dir = dirname(require.resolve(name));
  while (!existsSync(join(dir, 'package.json')) || JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name !== name) {
    if (dirname(dir) === dir) throw new Error(`no package.json of ${name} above ${require.resolve(name)}`);
    dir = dirname(dir);
  }
  return dir;
}

/** The Mantine packages a source file takes values from (type-only imports draw nothing), with the names. */
export type MantineImports = Map<string, Set<string>>;

/** Every `@mantine/*` value a file imports or re-exports, by package. */
export function mantineImportsOf(source: string, fileName = 'file.tsx'): MantineImports {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: MantineImports = new Map();
  const add = (from: string, name: string) => {
    if (!found.has(from)) found.set(from, new Set());
    found.get(from)?.add(name);
  };
  for (const statement of file.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !/^@mantine\/[^/]+$/.test(specifier.text)) continue;
    const from = specifier.text;
    if (isImport) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) if (!element.isTypeOnly) add(from, (element.propertyName ?? element.name).text);
      }
    } else if (!statement.isTypeOnly && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) if (!element.isTypeOnly) add(from, (element.propertyName ?? element.name).text);
    }
  }
  return found;
}

/** The app's source files, tests left out: they render what the app renders. */
export function appSourceFiles(srcDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  walk(srcDir);
  return files.sort();
}

/**
 * The file of a package's ES build that defines each name its index re-exports; null for a name the index takes
 * from another library (core's RemoveScroll), which brings no Mantine styles.
 */
function indexOf(packageName: string): { dir: string; fileOf: Map<string, string | null> } {
  const dir = join(packageDir(packageName), 'esm');
  const fileOf = new Map<string, string | null>();
  for (const [, names = '', path = ''] of readFileSync(join(dir, 'index.mjs'), 'utf8').matchAll(/import \{([^}]*)\} from "([^"]+)"/g)) {
    for (const name of names.split(',')) {
      const local = name.trim().split(/\s+as\s+/).pop();
      if (local) fileOf.set(local, path.startsWith('.') ? join(dir, path) : null);
    }
  }
  return { dir, fileOf };
}

/**
 * The CSS modules behind the given Mantine values: every `<Component>.module.mjs` their ES modules reach,
 * following imports inside a package and from one Mantine package into another (the date pickers are built
 * from core's Popover and Input). So Select brings Combobox, Input, Popover and ScrollArea with it.
 * Answers module names by package, e.g. `@mantine/core` → `Button`, `UnstyledButton`, `Loader`…
 */
export function cssModulesReachedFrom(imports: MantineImports): Map<string, Set<string>> {
  const indexes = new Map<string, ReturnType<typeof indexOf>>();
  const indexFor = (name: string) => {
    if (!indexes.has(name)) indexes.set(name, indexOf(name));
    return indexes.get(name)!;
  };
  const reached = new Map<string, Set<string>>();
  const seen = new Set<string>();
  const queue: { packageName: string; file: string }[] = [];
  const enqueueValues = (packageName: string, names: Iterable<string>) => {
    if (packageName === '@mantine/hooks') return; // hooks have no styles
    const { fileOf } = indexFor(packageName);
    for (const name of names) {
      const file = fileOf.get(name);
      if (file === null) continue;
      // A name the index defines itself (the dropzone puts its parts together there) takes the whole index.
      queue.push({ packageName, file: file ?? join(indexFor(packageName).dir, 'index.mjs') });
    }
  };
  for (const [packageName, names] of imports) enqueueValues(packageName, names);
  while (queue.length > 0) {
    const { packageName, file } = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const cssModule = /([^/]+)\.module\.mjs$/.exec(file)?.[1];
    if (cssModule) {
      if (!reached.has(packageName)) reached.set(packageName, new Set());
      reached.get(packageName)?.add(cssModule);
    }
    const code = readFileSync(file, 'utf8');
    for (const [, names, from = ''] of code.matchAll(/import\s*(?:\{([^}]*)\}|[\w$]+)?\s*(?:from\s*)?"([^"]+)"/g)) {
      if (from.startsWith('.')) queue.push({ packageName, file: join(dirname(file), from) });
      else if (/^@mantine\/[^/]+$/.test(from) && names) enqueueValues(from, names.split(',').flatMap((name) => name.trim().split(/\s+as\s+/)[0] || []));
    }
  }
  return reached;
}

/** Core's stylesheets, in the order its styles.css concatenates them (later rules win ties, so order matters). */
export function coreStylesheetOrder(): string[] {
  const dir = packageDir('@mantine/core');
  const whole = readFileSync(join(dir, 'styles.css'), 'utf8');
  return readdirSync(join(dir, 'styles'))
    .filter((name) => name.endsWith('.css') && !name.endsWith('.layer.css'))
    .map((name) => ({ name, at: whole.indexOf(readFileSync(join(dir, 'styles', name), 'utf8').trim()) }))
    .sort((a, b) => a.at - b.at)
    .map(({ name }) => name);
}

/** The stylesheets every page needs whatever it renders: the reset, the theme's variables and the global rules. */
export const CORE_BASE_STYLESHEETS = ['baseline.css', 'default-css-variables.css', 'global.css'];

/** The `@import`ed `@mantine/core/styles/*.css` files of a stylesheet, in order. */
export function coreStylesheetsImportedBy(css: string): string[] {
  return [...css.matchAll(/@import\s+['"]@mantine\/core\/styles\/([^'"]+)['"]/g)].flatMap(([, name]) => name ?? []);
}

