import type { Platform } from '../../platform/context';
import { campaignsWithStatus, claimRecipients, countInState, findCampaign, markStaleClaims, moveCampaign, queueRetry, recordOutcomes, secondsToNextRetry, unsubscribedAmong, type CampaignRow, type RecipientRow } from './campaigns.repository';
import { messageFor } from './campaign-mail';
import { oldSpaceBound } from '../../platform/memory/old-space-bound';
import { OLD_SPACE_MARGIN, writePendingRecipients } from './campaign-recipients';

/** The queue of campaign runs; a job carries only the campaign's id. */
export const CAMPAIGN_QUEUE = 'campaign.send';
/**
 * Recipients claimed, sent and recorded together (throttle off). Each batch costs a few statements whose round trips
 * the SMTP connections wait out: 200 sent 10,000 at 1,047–1,200 e-mails a second where 50 sent 890–990 (the same
 * hour). A pause still stops the run within a batch, about a fifth of a second at that rate.
 */
const BATCH = 200;
/** Deliveries a recipient gets in all when the receiving server keeps refusing for now (4xx). */
export const MAX_ATTEMPTS = 3;

/**
 * What a refusal means for the recipient: a permanent one (5xx) is a bounce and a temporary one (4xx) is tried again
 * later (MAIL_RETRY_SECONDS, doubling) until MAX_ATTEMPTS; anything else (a dropped connection) is a failure, since
 * the mail may have been taken before the line went.
 */
export function refusalOutcome(code: number | undefined, attempts: number, retrySeconds: number): { status: 'bounced' | 'failed' } | { retryInSeconds: number } {
  if (code !== undefined && code >= 500) return { status: 'bounced' };
  if (code !== undefined && code >= 400 && attempts < MAX_ATTEMPTS) return { retryInSeconds: retrySeconds * 2 ** (attempts - 1) };
  return { status: 'failed' };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one claimed batch and records each recipient's outcome: a few statements per batch, not per mail. */
async function deliverBatch(platform: Platform, campaign: CampaignRow, batch: RecipientRow[]): Promise<void> {
  const { db } = platform;
  // Checked at the last moment: an unsubscribe during a long send stops the next mail.
  const unsubscribed = await unsubscribedAmong(db, campaign.user_id, batch.map((recipient) => recipient.email));
  const skipped = batch.filter((recipient) => unsubscribed.has(recipient.email));
  await recordOutcomes(db, skipped.map((recipient) => recipient.id), { status: 'skipped', skip_reason: 'unsubscribed' });
  const sending = batch.filter((recipient) => !unsubscribed.has(recipient.email));
  const messages = sending.map((recipient) => messageFor(platform.config.publicUrl, campaign, recipient));
  const results = await platform.mailer.sendBulk(messages);
  const sentAt = new Date();
  await recordOutcomes(db, sending.filter((_, index) => results[index]!.outcome !== 'refused').map((recipient) => recipient.id), { status: 'sent', sent_at: sentAt });
  for (const [index, result] of results.entries()) {
    if (result.outcome !== 'refused') continue;
    const recipient = sending[index]!;
    const error = result.error.message.slice(0, 500);
    const outcome = refusalOutcome(result.error.responseCode, recipient.attempts, platform.config.MAIL_RETRY_SECONDS);
    if ('retryInSeconds' in outcome) await queueRetry(db, recipient.id, outcome.retryInSeconds, error);
    else await recordOutcomes(db, [recipient.id], { status: outcome.status, error });
  }
}

/**
 * One run of a campaign: claims queued recipients a batch at a time and sends each claimed one once. Pausing or
 * cancelling stops it before the next batch. Two runs of one campaign (a retry beside a restart) never take the
 * same recipient. A claim left by a dead process becomes `unknown`, never sent again.
 */
export async function runCampaign(platform: Platform, campaignId: number): Promise<void> {
  const { db } = platform;
  // A claim older than this belongs to a process that died mid-send; a live runner's claim is never this old.
  const claimTimeout = platform.config.CAMPAIGN_CLAIM_TIMEOUT_SECONDS;
  await markStaleClaims(db, campaignId, claimTimeout);
  let campaign = await findCampaign(db, campaignId);
  if (campaign?.status === 'scheduled') campaign = await moveCampaign(db, campaignId, ['scheduled'], { status: 'sending', started_at: new Date() });
  if (campaign) campaign = await writePendingRecipients(db, campaign);
  const rate = platform.config.CAMPAIGN_RATE_PER_MINUTE;
  const batchSize = rate > 0 ? Math.max(1, Math.min(BATCH, Math.floor(rate / 60) || 1)) : BATCH;
  // A sequence step that is on (`active`) sends the same way; it just never finishes.
  const running = (row: CampaignRow | null): row is CampaignRow => row?.status === 'sending' || row?.status === 'active';
  // Rows put back for a later try (a 4xx) are behind the cursor: the run queued at the end takes them.
  let afterId = 0;
  const boundOldSpace = oldSpaceBound(OLD_SPACE_MARGIN);
  while (running(campaign)) {
    const batch = await claimRecipients(db, campaignId, batchSize, afterId);
    if (batch.length === 0) break;
    afterId = batch.at(-1)!.id;
    const started = Date.now();
    await deliverBatch(platform, campaign, batch);
    if (rate > 0) await sleep(Math.max(0, (batch.length * 60_000) / rate - (Date.now() - started)));
    await boundOldSpace();
    campaign = await findCampaign(db, campaignId);
  }
  if (!running(campaign)) return;
  // Another run still holds claims (or a dead one's have not aged yet): look again once they must have ended.
  if ((await countInState(db, campaignId, 'sending')) > 0) {
    await platform.jobs.send(CAMPAIGN_QUEUE, { campaignId }, { startAfter: claimTimeout + 1 });
    return;
  }
  // Recipients refused for now wait in the queue: a later run takes them when their time comes.
  const wait = await secondsToNextRetry(db, campaignId);
  if (wait !== null) {
    await platform.jobs.send(CAMPAIGN_QUEUE, { campaignId }, { startAfter: Math.ceil(wait) });
    return;
  }
  await moveCampaign(db, campaignId, ['sending'], { status: 'sent', finished_at: new Date() });
}

const runJob = (platform: Platform) => async ({ campaignId }: { campaignId: number }) => runCampaign(platform, campaignId);

/**
 * Starts a campaign's run now, after the commit that queued its job, instead of at a worker's next poll: in this
 * process, or, on an instance without workers (JOBS=false: the web process beside a jobs process), by waking
 * the workers where they run.
 */
export function runSoon(platform: Platform, jobId: string | null, campaignId: number): void {
  if (!jobId) return;
  if (!platform.config.JOBS) {
    void platform.jobs.wake(CAMPAIGN_QUEUE).catch((error) => platform.log.warn({ err: error, campaignId }, 'campaign workers not woken; they take the run at their next poll'));
    return;
  }
  void platform.jobs.runNow(CAMPAIGN_QUEUE, jobId, { campaignId }, runJob(platform)).catch((error) => platform.log.error({ err: error, campaignId }, 'campaign run failed; it will be retried'));
}

/** The campaign worker, and the runs a stopped process left: every campaign still sending (or step on) gets a new run. */
export async function startCampaignSending(platform: Platform): Promise<void> {
  await platform.jobs.createQueue(CAMPAIGN_QUEUE);
  if (!platform.config.JOBS) return;
  for (const campaign of [...(await campaignsWithStatus(platform.db, 'sending')), ...(await campaignsWithStatus(platform.db, 'active'))]) {
    // A PGlite folder has one process (the folder lock): every claim in it is a dead process's, judged at once.
    if (platform.database.kind === 'pglite') await markStaleClaims(platform.db, campaign.id, 0);
    await platform.jobs.send(CAMPAIGN_QUEUE, { campaignId: campaign.id }, JOB_OPTIONS);
  }
  await platform.jobs.work(CAMPAIGN_QUEUE, runJob(platform));
}

/** Retried with backoff when a run fails (the database went away); a run that outlives its expiry is taken again, harmlessly. */
export const JOB_OPTIONS = { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 * 60 } as const;
