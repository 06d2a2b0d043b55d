import { eq } from 'drizzle-orm';
import type { Vendor } from '@openhouse/shared/vendors/vendor-schemas';
import { outboxMessages } from '../../src/platform/mail/outbox.schema';
import { multipart } from './accounts';
import type { TestApp } from './app';

export const vendorFields = (overrides: Partial<Record<string, unknown>> = {}) => ({
  name: 'Pat Plumber',
  user_name: 'patplumbs',
  email: `pat-${Math.random().toString(36).slice(2, 8)}@example.com`,
  phone: '(415) 555-0134',
  vendor_type: 'Plumber',
  ...overrides,
});

export async function addVendor(t: TestApp, token: string, overrides: Partial<Record<string, unknown>> = {}): Promise<Vendor> {
  const response = await t.call({ method: 'POST', url: '/api/v1/vendor', token, payload: vendorFields(overrides) });
  if (response.statusCode !== 201) throw new Error(`add vendor: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: Vendor }).data;
}

/** POST /vendor-import with a CSV (text or raw bytes) and the other form fields. */
export function importCsv(t: TestApp, token: string | undefined, csv: string | Buffer, fields: Record<string, string>) {
  const form = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', filename: 'vendors.csv', contentType: 'text/csv', content: typeof csv === 'string' ? Buffer.from(csv) : csv },
  ]);
  return t.call({ method: 'POST', url: '/api/v1/vendor-import', token, payload: form.payload, headers: form.headers });
}

export async function mailsTo(t: TestApp, email: string) {
  return t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
}

/** Puts these accounts on the realtor's vendor list: tasks may be assigned only to listed vendors. */
export async function listVendors(t: TestApp, realtorToken: string, accounts: readonly { user: { email: string; name: string } }[]): Promise<void> {
  for (const account of accounts) await addVendor(t, realtorToken, { name: account.user.name, user_name: 'listed', vendor_type: 'Roofer', email: account.user.email });
}
