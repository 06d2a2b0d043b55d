import { hash, verify } from '@node-rs/argon2';

type HashOptions = { algorithm: 2; memoryCost: number; timeCost: number; parallelism: number };

/** argon2id with OWASP's recommended minimums (19 MiB, 2 passes): what every password is hashed with outside tests. */
// `algorithm: 2` is Algorithm.Argon2id; the enum is a const enum that isolated modules cannot read.
export const OWASP_HASH_OPTIONS: HashOptions = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };
/**
 * For the test runner only: the suites make thousands of accounts, and at OWASP's cost each took some 30 ms of a
 * core that the tests did not test. Verifying reads the cost from the hash, so both kinds verify alike.
 */
const TEST_HASH_OPTIONS: HashOptions = { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** The cheap cost only under Vitest (which sets VITEST) in a test environment; anything else gets OWASP's. */
export function passwordHashOptions(env: Record<string, string | undefined>): HashOptions {
  return env.VITEST === 'true' && env.NODE_ENV === 'test' ? TEST_HASH_OPTIONS : OWASP_HASH_OPTIONS;
}

const OPTIONS = passwordHashOptions(process.env);

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// A real hash of a random value, so that a login for an unknown e-mail costs the same time as a wrong password.
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword(crypto.randomUUID());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
