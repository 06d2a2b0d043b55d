import type { Audience, CampaignInputParsed } from '@openhouse/shared/campaigns/campaign-schemas';
import { campaignMessages as m } from '@openhouse/shared/campaigns/messages';
import { findPerson } from '../accounts/people';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { sqlRunnerFor } from '../../platform/events/sql-runner';
import { conflict, invalidField, notFound } from '../../platform/http/errors';
import { campaignAccess, senderAccess, templateAccess } from './campaigns.access';
import { campaignsOf, deleteCampaign, findSenders, findTemplates, insertCampaign, insertLinks, moveCampaign, recipientCounts, skipQueued, type CampaignRow } from './campaigns.repository';
import { toCampaign } from './campaigns.mappers';
import { checkAudience, previewOf } from './audience';
import { labelNames, ownedLabelIds } from '../network/network.queries';
import { triggerColumns } from './sequence-steps';
import { CAMPAIGN_QUEUE, JOB_OPTIONS, runSoon } from './campaign-sender';
import { requireSomeoneToSend, withLiveLabels } from './campaign-recipients';
import { composePlain, composeSnapshot } from './campaign-mail';
import { fillMergeTags, SAMPLE_MERGE_VALUES } from '@openhouse/shared/campaigns/merge-tags';
import { linksOf, plainTextOf } from './email-html';

type CampaignFields = CampaignInputParsed;

async function toCampaigns(db: Db, stored: CampaignRow[]) {
  const rows = await withLiveLabels(db, stored);
  const senders = new Map((await findSenders(db, rows.flatMap((row) => (row.sender_id ? [row.sender_id] : [])))).map((row) => [row.id, row]));
  const templates = new Map((await findTemplates(db, rows.flatMap((row) => (row.template_id ? [row.template_id] : [])))).map((row) => [row.id, row]));
  const counts = await recipientCounts(db, rows.map((row) => row.id));
  const labels = await labelNames(db, rows.flatMap((row) => (row.trigger_label_id ? [row.trigger_label_id] : [])));
  return rows.map((row) =>
    toCampaign(row, {
      sender: row.sender_id ? senders.get(row.sender_id) : undefined,
      template: row.template_id ? templates.get(row.template_id) : undefined,
      counts: counts.get(row.id),
      labelName: row.trigger_label_id ? labels.get(row.trigger_label_id) : undefined,
    }),
  );
}
const toOne = async (db: Db, row: CampaignRow) => (await toCampaigns(db, [row]))[0]!;

/**
 * The sender and template must be the realtor's own (404 otherwise), and the lists theirs too. A sequence step
 * finds its own recipients (its label's prospects, or the deal's buyer and seller), so it names no lists, and its
 * label must be the realtor's own.
 */
async function checkReferences(platform: Platform, actor: Actor, input: CampaignFields) {
  await senderAccess.require(platform.db, actor, 'manage', input.sender_id);
  await templateAccess.require(platform.db, actor, 'manage', input.template_id);
  if (input.trigger && input.label_ids.length + input.prospect_ids.length + input.vendor_ids.length + input.project_ids.length > 0) throw invalidField('label_ids', m.stepNeedsNoLists);
  if (input.trigger?.kind === 'label_added' && (await ownedLabelIds(platform.db, actor.id, [input.trigger.label_id])).length === 0) throw notFound(m.recipientListNotFound);
  await checkAudience(platform.db, actor.id, input);
}

const fieldsOf = (input: CampaignFields) => ({
  name: input.name,
  subject: input.subject,
  preview_text: input.preview_text,
  sender_id: input.sender_id,
  template_id: input.template_id,
  label_ids: [...new Set(input.label_ids)],
  prospect_ids: [...new Set(input.prospect_ids)],
  vendor_ids: [...new Set(input.vendor_ids)],
  project_ids: [...new Set(input.project_ids)],
  ...triggerColumns(input.trigger),
});

/** GET /email-campaigns */
export async function listCampaigns(platform: Platform, actor: Actor) {
  return { data: await toCampaigns(platform.db, await campaignsOf(platform.db, actor.id)) };
}

/** GET /email-campaigns/{id} */
export async function readCampaign(platform: Platform, actor: Actor, id: number) {
  return { data: await toOne(platform.db, await campaignAccess.require(platform.db, actor, 'manage', id)) };
}

/** POST /email-campaigns: a draft. */
export async function createCampaign(platform: Platform, actor: Actor, input: CampaignFields) {
  await checkReferences(platform, actor, input);
  const row = await platform.events.transaction((tx) => insertCampaign(tx, { user_id: actor.id, ...fieldsOf(input) }));
  return { message: m.campaignSaved, data: await toOne(platform.db, row) };
}

/** PUT /email-campaigns/{id}: drafts only; what was sent stays as it was sent. */
export async function editCampaign(platform: Platform, actor: Actor, id: number, input: CampaignFields) {
  const campaign = await campaignAccess.require(platform.db, actor, 'manage', id);
  if (campaign.status !== 'draft') throw conflict(m.campaignNotEditable);
  await checkReferences(platform, actor, input);
  const row = await platform.events.transaction(async (tx) => (await moveCampaign(tx, id, ['draft'], { status: 'draft', ...fieldsOf(input) })) ?? (await Promise.reject(conflict(m.campaignNotEditable))));
  return { message: m.campaignUpdated, data: await toOne(platform.db, row) };
}

/** DELETE /email-campaigns/{id}: anything but a campaign mid-send or a step that is on (pause or cancel it first). */
export async function removeCampaign(platform: Platform, actor: Actor, id: number) {
  const campaign = await campaignAccess.require(platform.db, actor, 'manage', id);
  if (campaign.status === 'sending' || campaign.status === 'active') throw conflict(m.campaignSending);
  await platform.events.transaction((tx) => deleteCampaign(tx, id));
  return { message: m.campaignDeleted };
}

/** GET /email-campaign-recipients/{id}: who the campaign reaches now, and who is skipped and why. */
export async function previewCampaignRecipients(platform: Platform, actor: Actor, id: number) {
  const [campaign] = await withLiveLabels(platform.db, [await campaignAccess.require(platform.db, actor, 'manage', id)]);
  return { data: await previewOf(platform.db, actor.id, campaign!) };
}

/** POST /email-campaign-recipients/preview: the same for lists not saved yet (the add screen's live count). */
export async function previewAudience(platform: Platform, actor: Actor, audience: Audience) {
  return { data: await previewOf(platform.db, actor.id, audience) };
}

/**
 * POST /email-campaigns/{id}/send: the mail is fixed as it will be sent and the run is queued (at scheduled_at, or
 * now) in the same transaction. The run writes the recipients first, once (campaign-recipients.ts): the request
 * reads no more of the lists than it takes to know someone is on them.
 */
export async function sendCampaign(platform: Platform, actor: Actor, id: number, scheduledAt: string | null | undefined) {
  const campaign = await campaignAccess.require(platform.db, actor, 'manage', id);
  if (campaign.status !== 'draft') throw conflict(m.campaignCannotSend);
  const when = scheduledAt ? new Date(scheduledAt) : null;
  if (when && when.getTime() <= Date.now()) throw invalidField('scheduled_at', m.scheduleInPast);
  if (!campaign.sender_id) throw invalidField('sender_id', m.senderRequired);
  if (!campaign.template_id) throw invalidField('template_id', m.templateRequired);
  const sender = await senderAccess.require(platform.db, actor, 'manage', campaign.sender_id);
  if (!sender.verified_at) throw invalidField('sender_id', m.senderNotVerified);
  const template = await templateAccess.require(platform.db, actor, 'manage', campaign.template_id);
  if (campaign.trigger_kind) return startStep(platform, actor, campaign, sender.email, template.body);
  const [lists] = await withLiveLabels(platform.db, [campaign]);
  await requireSomeoneToSend(platform.db, actor.id, lists!);
  const realtor = await findPerson(platform.db, actor.id);

  const { row, jobId } = await platform.events.transaction(async (tx) => {
    const links = await insertLinks(tx, id, linksOf(template.body));
    const html = composeSnapshot({ publicUrl: platform.config.publicUrl, body: template.body, previewText: campaign.preview_text, realtorName: realtor!.name, links });
    // Who it goes to is written by its run (campaign-recipients.ts), from the lists as they are when it starts.
    const moved = await moveCampaign(tx, id, ['draft'], {
      status: when ? 'scheduled' : 'sending',
      scheduled_at: when,
      started_at: when ? null : new Date(),
      sent_subject: campaign.subject,
      sent_from: sender.email,
      sent_html: html,
      realtor_name: realtor!.name,
      recipients_pending: true,
    });
    if (!moved) throw conflict(m.campaignCannotSend);
    const job = await platform.jobs.send(CAMPAIGN_QUEUE, { campaignId: id }, { ...JOB_OPTIONS, ...(when ? { startAfter: when } : {}), db: sqlRunnerFor(tx) });
    return { row: moved, jobId: job };
  });
  if (!when) runSoon(platform, jobId, id);
  return { message: when ? m.campaignScheduled : m.campaignSending, data: await toOne(platform.db, row) };
}

/**
 * Sending a sequence step turns it on: the mail is fixed as for any send, and nobody is written yet; each person
 * is enrolled when their trigger fires (sequence-steps.ts).
 */
async function startStep(platform: Platform, actor: Actor, campaign: CampaignRow, from: string, body: string) {
  const realtor = await findPerson(platform.db, actor.id);
  const row = await platform.events.transaction(async (tx) => {
    const links = await insertLinks(tx, campaign.id, linksOf(body));
    const now = new Date();
    const moved = await moveCampaign(tx, campaign.id, ['draft'], {
      status: 'active',
      started_at: now,
      sent_subject: campaign.subject,
      sent_from: from,
      sent_html: composeSnapshot({ publicUrl: platform.config.publicUrl, body, previewText: campaign.preview_text, realtorName: realtor!.name, links }),
      realtor_name: realtor!.name,
      sweep_after_at: now,
      sweep_after_id: 0,
    });
    return moved ?? (await Promise.reject(conflict(m.campaignCannotSend)));
  });
  return { message: m.stepStarted, data: await toOne(platform.db, row) };
}

/** POST /email-campaigns/{id}/pause: the run stops before its next batch; nobody is sent twice or skipped on resume. */
export async function pauseCampaign(platform: Platform, actor: Actor, id: number) {
  await campaignAccess.require(platform.db, actor, 'manage', id);
  const row = await platform.events.transaction((tx) => moveCampaign(tx, id, ['sending', 'scheduled', 'active'], { status: 'paused' }));
  if (!row) throw conflict(m.campaignCannotPause);
  return { message: m.campaignPaused, data: await toOne(platform.db, row) };
}

/** POST /email-campaigns/{id}/resume: sends to the recipients still queued, now; a sequence step is on again. */
export async function resumeCampaign(platform: Platform, actor: Actor, id: number) {
  const campaign = await campaignAccess.require(platform.db, actor, 'manage', id);
  const { row, jobId } = await platform.events.transaction(async (tx) => {
    // A step keeps the time it first started: the labels it answers are the ones given since then.
    const moved = await moveCampaign(tx, id, ['paused'], campaign.trigger_kind ? { status: 'active' } : { status: 'sending', started_at: new Date() });
    if (!moved) throw conflict(m.campaignCannotResume);
    return { row: moved, jobId: await platform.jobs.send(CAMPAIGN_QUEUE, { campaignId: id }, { ...JOB_OPTIONS, db: sqlRunnerFor(tx) }) };
  });
  runSoon(platform, jobId, id);
  return { message: m.campaignResumed, data: await toOne(platform.db, row) };
}

/** POST /email-campaigns/{id}/cancel: nobody still queued gets it; they are counted as skipped. */
export async function cancelCampaign(platform: Platform, actor: Actor, id: number) {
  await campaignAccess.require(platform.db, actor, 'manage', id);
  const row = await platform.events.transaction(async (tx) => {
    const moved = await moveCampaign(tx, id, ['draft', 'scheduled', 'sending', 'active', 'paused'], { status: 'cancelled', finished_at: new Date() });
    if (!moved) throw conflict(m.campaignCannotCancel);
    await skipQueued(tx, id, 'cancelled');
    return moved;
  });
  return { message: m.campaignCancelled, data: await toOne(platform.db, row) };
}

/** POST /email-campaigns/test-send: the template to the realtor's own address, with sample values and no tracking. */
export async function sendTest(platform: Platform, actor: Actor, input: { subject: string; template_id: number }) {
  const template = await templateAccess.require(platform.db, actor, 'manage', input.template_id);
  const realtor = (await findPerson(platform.db, actor.id))!;
  const html = fillMergeTags(composePlain({ body: template.body, realtorName: realtor.name }), { ...SAMPLE_MERGE_VALUES, realtor_name: realtor.name, unsubscribe_url: `${platform.config.publicUrl}/campaign` });
  await platform.mailer.send({ to: realtor.email, subject: `[Test] ${input.subject}`, html, text: plainTextOf(html) });
  return { message: m.testSent };
}
