import type { RoleName } from '@openhouse/shared/roles/roles';
import type { Db } from '../../platform/db/client';
import { grantRole, insertUser, type UserRow } from './accounts.repository';
import { hashPassword } from './passwords';

export type SeedUser = {
  email: string;
  name?: string;
  user_name?: string;
  password?: string;
  roles?: RoleName[];
  phone?: string | null;
  verified?: boolean;
  /** Demo accounts live in the product's default zone, so a browser elsewhere does not move their times. */
  timezone?: string;
};

/**
 * Creates a ready account without going through sign-up (demo data, tests, e2e fixtures).
 * Verified by default, so it can sign in at once.
 */
export async function seedUser(db: Db, seed: SeedUser): Promise<UserRow> {
  const userName = seed.user_name ?? seed.email.split('@')[0]!.replace(/[^a-z0-9._-]/gi, '').toLowerCase().padEnd(4, '0');
  const passwordHash = await hashPassword(seed.password ?? 'Openhouse1!');
  return db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: seed.email.toLowerCase(),
      name: seed.name ?? userName,
      user_name: userName,
      password_hash: passwordHash,
      phone: seed.phone ?? null,
      phone_verified_at: seed.phone ? new Date() : null,
      enabled: seed.roles?.includes('Realtor') ? 1 : 0,
      email_verified_at: seed.verified === false ? null : new Date(),
      ...(seed.timezone ? { timezone: seed.timezone } : {}),
    });
    for (const role of seed.roles ?? ['Buyer']) await grantRole(tx, user.id, role);
    return user;
  });
}
