// Runs the browser suite in Debian's Chromium. Without a Chromium it says so loudly and skips,
// except in CI (CI=true), where a missing browser is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const line = `!!! Browser tests SKIPPED: no Chromium at ${chromium}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH) !!!`;
  console.error(`\n${'!'.repeat(line.length)}\n${line}\n${'!'.repeat(line.length)}\n`);
  process.exit(process.env.CI === 'true' ? 1 : 0);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
