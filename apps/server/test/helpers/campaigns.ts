import type { Campaign } from '@openhouse/shared/campaigns/campaign-schemas';
import { expect } from 'vitest';
import type { TestApp } from './app';

export { seedProspects } from './campaign-seed';

/** The campaign tests' calls, as a realtor's client makes them. */
export function campaignClient(t: TestApp, token: string | undefined) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.call({ method, url: `/api/v1${url}`, token, payload });
  async function ok<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<T> {
    const response = await call(method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    return (response.json() as { data: T }).data;
  }
  return {
    call,
    ok,
    label: async (label_name: string) => (await ok<{ id: number }>('POST', '/network-labels', { label_name })).id,
    template: async (name = 'Newsletter', blocks: object[] = [{ type: 'heading', text: 'Hello {{first_name}}' }, { type: 'button', label: 'See the house', url: 'https://homes.example.com/1' }]) =>
      (await ok<{ id: number }>('POST', '/user-email-templates', { name, blocks })).id,
    accountSender: async () => (await ok<{ id: number; is_account: boolean }[]>('GET', '/verified-emails')).find((sender) => sender.is_account)!.id,
    campaign: (fields: Record<string, unknown>) => ok<Campaign>('POST', '/email-campaigns', { name: 'Spring', subject: 'Spring news', preview_text: 'What is new', ...fields }),
    read: (id: number) => ok<Campaign>('GET', `/email-campaigns/${id}`),
  };
}

/** Waits until the campaign reaches a status (the run happens in the background). */
export async function campaignReaches(read: () => Promise<Campaign>, status: Campaign['status'], timeoutMs = 60_000): Promise<Campaign> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const campaign = await read();
    if (campaign.status === status) return campaign;
    if (Date.now() > deadline) throw new Error(`campaign still ${campaign.status} (wanted ${status}): ${JSON.stringify(campaign.counts)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
