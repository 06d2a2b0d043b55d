import { execFileSync } from 'node:child_process';
import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, OWASP_HASH_OPTIONS, passwordHashOptions, verifyPassword } from './passwords';

const SERVER_ROOT = new URL('../../..', import.meta.url).pathname;
/** The PHC string of an argon2id hash at OWASP's minimums (19 MiB, 2 passes, 1 lane). */
const OWASP_PREFIX = '$argon2id$v=19$m=19456,t=2,p=1$';

describe('password hashing cost', () => {
  it("is OWASP's argon2id minimum everywhere but under the test runner", () => {
    expect(OWASP_HASH_OPTIONS).toEqual({ algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    for (const env of [{}, { NODE_ENV: 'production' }, { NODE_ENV: 'test' }, { VITEST: 'true' }, { VITEST: 'true', NODE_ENV: 'production' }, { VITEST: '1', NODE_ENV: 'test' }]) {
      expect(passwordHashOptions(env), JSON.stringify(env)).toBe(OWASP_HASH_OPTIONS);
    }
    expect(passwordHashOptions({ VITEST: 'true', NODE_ENV: 'test' })).not.toBe(OWASP_HASH_OPTIONS);
  });

  it('hashes at that cost in a process started as production starts it', () => {
    const env = { PATH: process.env.PATH, NODE_ENV: 'production' };
    const script = "const { hashPassword } = await import('./src/modules/accounts/passwords.ts'); console.log(await hashPassword('Openhouse1!'));";
    const printed = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: SERVER_ROOT, env, encoding: 'utf8' });
    expect(printed.trim().startsWith(OWASP_PREFIX), printed).toBe(true);
  });

  it("verifies a hash made at OWASP's cost and one made at the tests' cost", async () => {
    const production = await hash('Openhouse1!', OWASP_HASH_OPTIONS);
    expect(production.startsWith(OWASP_PREFIX)).toBe(true);
    expect(await verifyPassword(production, 'Openhouse1!')).toBe(true);
    expect(await verifyPassword(production, 'Openhouse2!')).toBe(false);
    const cheap = await hashPassword('Openhouse1!');
    expect(cheap.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(cheap, 'Openhouse1!')).toBe(true);
    expect(await verifyPassword(cheap, 'nope')).toBe(false);
  });
});
