/**
 * The bench's figures as a file, and a run read beside an earlier one. Every part records what it prints
 * (record()); at the end run.ts writes them all as JSON (`--out <file>`, by default bench-results.json in the
 * folder the bench was started from) and, with `--compare <file>`, prints each figure beside the one recorded
 * there, with the ratio now / then. A ratio says nothing about the direction on its own: each figure says
 * whether higher or lower is better, and the line says which way it moved.
 *
 * Timings move with the machine's load (the file records the load average at each figure and the commit);
 * the statement counts of test/budgets are the check that does not.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';

export type Figure = { value: number; unit: string; better: 'higher' | 'lower'; load: number };
export type BenchResults = { commit: string; date: string; node: string; figures: Record<string, Figure> };

const figures: Record<string, Figure> = {};

/**
 * Records one figure of this run under a name stable across runs (`bidding.postgres.workload 2.accepted/s`), with
 * the load average when it was measured (by default: now).
 */
export function record(name: string, value: number | null, unit: string, better: Figure['better'], load = loadavg()[0]!): void {
  if (value === null || !Number.isFinite(value)) return;
  figures[name] = { value, unit, better, load: Number(load.toFixed(2)) };
}

function currentCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** The value after `--name` on the command line, if given. */
export function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** A path as the person typed it: npm runs the bench in apps/server, but INIT_CWD is where they were. */
const typedPath = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

export function writeResults(): string {
  const results: BenchResults = { commit: currentCommit(), date: new Date().toISOString(), node: process.version, figures };
  const out = typedPath(argument('out') ?? 'bench-results.json');
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  return out;
}

const shown = (value: number) => (Math.abs(value) >= 100 ? value.toFixed(0) : Math.abs(value) >= 10 ? value.toFixed(1) : value.toFixed(2));

/** Each figure of this run beside the one recorded in `file`, with the ratio now / then and whether that is better. */
export function compareWith(file: string, now: BenchResults = { commit: currentCommit(), date: new Date().toISOString(), node: process.version, figures }): string[] {
  const then = JSON.parse(readFileSync(typedPath(file), 'utf8')) as BenchResults;
  const lines = [`\nCompared with ${file} (commit ${then.commit}, ${then.date.slice(0, 16).replace('T', ' ')} UTC; ratio = now / then)\n`];
  const width = Math.max(20, ...Object.keys(now.figures).map((name) => name.length));
  lines.push(`${'figure'.padEnd(width)} ${'then'.padStart(10)} ${'now'.padStart(10)} ${'ratio'.padStart(7)}  unit, verdict`);
  for (const [name, figure] of Object.entries(now.figures)) {
    const before = then.figures[name];
    if (!before) {
      lines.push(`${name.padEnd(width)} ${'-'.padStart(10)} ${shown(figure.value).padStart(10)} ${'-'.padStart(7)}  ${figure.unit}, not recorded then`);
      continue;
    }
    const ratio = before.value === 0 ? (figure.value === 0 ? 1 : Number.POSITIVE_INFINITY) : figure.value / before.value;
    const improved = figure.better === 'higher' ? figure.value > before.value : figure.value < before.value;
    const verdict = figure.value === before.value ? 'same' : improved ? 'better' : 'worse';
    lines.push(`${name.padEnd(width)} ${shown(before.value).padStart(10)} ${shown(figure.value).padStart(10)} ${(Number.isFinite(ratio) ? ratio.toFixed(2) : 'inf').padStart(7)}  ${figure.unit}, ${verdict} (load ${before.load} then, ${figure.load} now)`);
  }
  for (const name of Object.keys(then.figures).filter((name) => !(name in now.figures))) lines.push(`${name.padEnd(width)} ${shown(then.figures[name]!.value).padStart(10)} ${'-'.padStart(10)}          not measured now`);
  return lines;
}
