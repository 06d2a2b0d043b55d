/** What every Openhouse target in target.ts shares: its configuration and its stdin command loop. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { loadConfig, type Config } from '../src/config';

/** Production settings, silent, no web app, no demo accounts, a throwaway data folder, any free port. */
export function benchConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', SERVE_WEB: 'false', SEED_DEMO: 'false', DATA_DIR: mkdtempSync(join(tmpdir(), 'openhouse-bench-')), PORT: '0', ...overrides });
}

/**
 * Answers commands on stdin, one per line (`name argument`), each with one JSON line on stdout, until
 * `close` or the end of stdin.
 */
export async function answerCommands(commands: Record<string, (argument: string | undefined) => Promise<unknown>>): Promise<void> {
  for await (const command of createInterface({ input: process.stdin })) {
    const [name, argument] = command.split(' ');
    if (name === 'close') return;
    const answer = name ? commands[name] : undefined;
    if (answer) console.log(JSON.stringify(await answer(argument)));
  }
}
