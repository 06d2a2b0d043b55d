import type { Database } from '../../src/platform/db/client';
import { prospectLabels, prospects } from '../../src/modules/network/network.schema';

/**
 * A realtor's prospects with one label, written straight into the database (a thousand through the API would take
 * a test's whole budget); shared by the campaign tests and the campaign bench, so it imports nothing of vitest.
 */
export async function seedProspects(t: { database: Database }, realtorId: number, labelId: number, people: { name: string; email: string | null }[]): Promise<void> {
  for (let start = 0; start < people.length; start += 500) {
    const rows = await t.database.db
      .insert(prospects)
      .values(people.slice(start, start + 500).map((person, index) => ({ realtor_id: realtorId, name: person.name, user_name: `p${start + index}`, email: person.email })))
      .returning({ id: prospects.id });
    await t.database.db.insert(prospectLabels).values(rows.map((row) => ({ prospect_id: row.id, label_id: labelId })));
  }
}
