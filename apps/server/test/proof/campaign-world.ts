import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { writePendingRecipients } from '../../src/modules/campaigns/campaign-recipients';
import { findCampaign } from '../../src/modules/campaigns/campaigns.repository';
import { campaignLinks, campaignRecipients } from '../../src/modules/campaigns/campaigns.schema';
import { multipart, nextIp, pngImage } from '../helpers/accounts';
import type { TestApp } from '../helpers/app';

/**
 * The realtor's campaigns in the proof market: templates, senders, an image, and campaigns in each state a route
 * needs (a draft to send, one scheduled to pause, one paused to resume, one sent), with a recipient's token and link.
 */
export type CampaignWorld = {
  templateId: number;
  spareTemplateId: number;
  senderId: number;
  spareSenderId: number;
  imageFilename: string;
  spareImageFilename: string;
  draftId: number;
  spareDraftId: number;
  scheduledId: number;
  pausedId: number;
  recipientToken: string;
  linkId: number;
};

export async function buildCampaignWorld(t: TestApp, token: string, labelId: number): Promise<CampaignWorld> {
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await t.call({ method, url: `/api/v1${url}`, token, payload, remoteAddress: nextIp() });
    expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
    return response.json() as { data: { id: number } & Record<string, unknown> };
  };
  const blocks = [{ type: 'text', text: 'Hi {{first_name}}' }, { type: 'button', label: 'See it', url: 'https://homes.example.com/proof' }];
  const templateId = (await call('POST', '/user-email-templates', { name: 'Proof', blocks })).data.id;
  const spareTemplateId = (await call('POST', '/user-email-templates', { name: 'Spare', blocks })).data.id;
  const senders = (await call('GET', '/user-email-verification')) as unknown as { data: { id: number; is_account: boolean }[] };
  const senderId = senders.data.find((sender) => sender.is_account)!.id;
  const spareSenderId = (await call('POST', '/user-email-verification', { email: 'spare-sender@example.com' })).data.id;
  const image = async () => {
    const form = multipart([{ name: 'images', filename: 'a.png', contentType: 'image/png', content: pngImage(4, 4) }]);
    const response = await t.call({ method: 'POST', url: '/api/v1/email-campaign/upload-images', token, ...form, remoteAddress: nextIp() });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: { filename: string }[] }).data[0]!.filename;
  };
  const campaign = async (name: string) => (await call('POST', '/email-campaigns', { name, subject: 'Proof', sender_id: senderId, template_id: templateId, label_ids: [labelId] })).data.id;
  const [draftId, spareDraftId, scheduledId, pausedId] = [await campaign('Draft'), await campaign('Spare'), await campaign('Scheduled'), await campaign('Paused')];
  const later = new Date(Date.now() + 30 * 86_400_000).toISOString();
  await call('POST', `/email-campaigns/${scheduledId}/send`, { scheduled_at: later });
  await call('POST', `/email-campaigns/${pausedId}/send`, { scheduled_at: later });
  await call('POST', `/email-campaigns/${pausedId}/pause`);
  // A recipient's token and a link come from a campaign sent now: its run writes the recipients (done here, for
  // an app without workers; a no-op where a run already has).
  const sentId = await campaign('Sent');
  await call('POST', `/email-campaigns/${sentId}/send`, {});
  await writePendingRecipients(t.database.db, (await findCampaign(t.database.db, sentId))!);
  const [recipient] = await t.database.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaign_id, sentId));
  const [link] = await t.database.db.select().from(campaignLinks).where(eq(campaignLinks.campaign_id, sentId));
  expect(recipient, 'a recipient of the campaign sent now').toBeDefined();
  return { templateId, spareTemplateId, senderId, spareSenderId, imageFilename: await image(), spareImageFilename: await image(), draftId, spareDraftId, scheduledId, pausedId, recipientToken: recipient!.token, linkId: link!.id };
}
