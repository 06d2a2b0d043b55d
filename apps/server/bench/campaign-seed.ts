/** The campaign bench's world in its target: a realtor, a label of N prospects, a template and a draft to them. */
import type { FastifyInstance } from 'fastify';
import { seedUser } from '../src/modules/accounts/accounts.seed';
import { issueToken } from '../src/modules/accounts/sessions';
import { networkLabels } from '../src/modules/network/network.schema';
import type { Platform } from '../src/platform/context';
import { seedProspects } from '../test/helpers/campaign-seed';

export async function seedCampaign(app: FastifyInstance, platform: Platform, recipients: number): Promise<{ token: string; campaignId: number }> {
  const realtor = await seedUser(platform.db, { email: 'campaign.bench@example.com', name: 'Bench Realtor', roles: ['Realtor'] });
  const { token } = await issueToken(platform.db, realtor, { kind: 'access', remember: true, client: { ip: '127.0.0.1', userAgent: 'bench' } });
  const [label] = await platform.db.insert(networkLabels).values({ realtor_id: realtor.id, label_name: 'Everyone' }).returning({ id: networkLabels.id });
  await seedProspects({ database: platform.database }, realtor.id, label!.id, Array.from({ length: recipients }, (_, index) => ({ name: `Person ${index}`, email: `person${index}@example.com` })));
  // As autovacuum leaves a settled table (within a minute of a bulk load): planner statistics. Right after the load
  // PostgreSQL still counts the table as nearly empty and reads each page of the label by sorting all of it, so a
  // send to 100,000 took 20.5 s to write its recipients instead of 8.8 (docs/ARCHITECTURE.md, Campaign sending).
  await platform.database.executeSql('analyze prospects, prospect_labels', []);
  const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> => {
    const response = await app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` }, payload });
    if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return (response.json() as { data: T }).data;
  };
  const sender = (await call<{ id: number; is_account: boolean }[]>('GET', '/verified-emails')).find((row) => row.is_account)!;
  const template = await call<{ id: number }>('POST', '/user-email-templates', { name: 'Bench', blocks: [{ type: 'heading', text: 'Hello {{first_name}}' }, { type: 'button', label: 'See the house', url: 'https://homes.example.com/1' }] });
  const campaign = await call<{ id: number }>('POST', '/email-campaigns', { name: 'Bench', subject: 'Bench', preview_text: '', sender_id: sender.id, template_id: template.id, label_ids: [label!.id] });
  return { token, campaignId: campaign.id };
}
