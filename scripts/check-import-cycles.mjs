// Fails when the server's modules import each other in a cycle (docs/ARCHITECTURE.md, Module boundaries).
// Only imports that load code count: `import type` and type-only specifiers vanish when compiled, and a
// dynamic import() runs later, so neither can leave a module half-initialised. Part of `npm run lint`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const roots = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['apps/server/src'];

function sourceFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names, as TypeScript's bundler resolution finds it; null for packages. */
function resolveRelative(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** The files this one loads when it runs. */
function runtimeImports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const targets = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes = clause && !clause.name && bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
      if (onlyTypes) continue;
      targets.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      targets.push(statement.moduleSpecifier.text);
    }
  }
  return targets.map((specifier) => resolveRelative(file, specifier)).filter((target) => target !== null);
}

/** Strongly connected components of more than one file, or a file importing itself (Tarjan). */
export function findCycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  function visit(node) {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.reverse());
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

const files = roots.flatMap((folder) => sourceFiles(resolve(root, folder)));
const graph = new Map(files.map((file) => [file, runtimeImports(file)]));
const cycles = findCycles(graph);
if (cycles.length > 0) {
  console.error(`Import cycles (${cycles.length}): the files of each group load one another.`);
  for (const cycle of cycles) console.error(`  - ${cycle.map((file) => relative(root, file)).join('\n    ')}`);
  process.exit(1);
}
console.log(`No import cycles among ${files.length} files.`);
