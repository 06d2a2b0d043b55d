import { buildApp } from '../app';
import { loadConfig } from '../config';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './demo';

/** `npm run seed`: creates the demo accounts in the configured database if they are not there. */
const app = await buildApp({ config: { ...loadConfig(), SERVE_WEB: false }, logger: false });
const created = await seedDemo(app.platform);
console.log(created ? 'Demo accounts created:' : 'Demo accounts already exist:');
for (const demo of DEMO_LOGINS) console.log(`  ${demo.role.padEnd(8)} ${demo.email}  (${DEMO_PASSWORD})`);
await app.close();
