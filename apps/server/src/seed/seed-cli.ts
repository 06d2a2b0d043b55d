import { parseArgs } from 'node:util';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { findUserByEmail } from '../modules/accounts/accounts.repository';
import { seedBulkListings } from './bulk-listings';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './demo';

/**
 * `npm run seed`: creates the demo accounts in the configured database if they are not there.
 * `npm run seed -- --listings 100000` also fills the catalogue up to that many generated listings
 * (for load tests and trying search at scale); re-running adds only what is missing.
 */
const { values } = parseArgs({ options: { listings: { type: 'string' } } });
const app = await buildApp({ config: { ...loadConfig(), SERVE_WEB: false }, logger: false });
const created = await seedDemo(app.platform);
console.log(created ? 'Demo accounts created:' : 'Demo accounts already exist:');
for (const demo of DEMO_LOGINS) console.log(`  ${demo.role.padEnd(8)} ${demo.email}  (${DEMO_PASSWORD})`);
if (values.listings) {
  const total = Number(values.listings);
  if (!Number.isInteger(total) || total < 1) throw new Error('--listings takes a whole number of listings, e.g. --listings 100000');
  const realtor = await findUserByEmail(app.platform.db, DEMO_LOGINS.find((demo) => demo.role === 'Realtor')!.email);
  const made = await seedBulkListings(app.platform.db, {
    total,
    realtorIds: [realtor!.id],
    onProgress: (done) => process.stdout.write(`\r  listings: ${done} of ${total}`),
  });
  console.log(`\n${made} listings added; the catalogue now holds at least ${total}.`);
}
await app.close();
