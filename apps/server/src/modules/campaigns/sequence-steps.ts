import { isLabelStepDue, latestDueLabelTime, milestoneMatches, type CampaignTrigger } from '@openhouse/shared/campaigns/sequence';
import { randomBytes } from 'node:crypto';
import type { Platform } from '../../platform/context';
import { sqlRunnerFor } from '../../platform/events/sql-runner';
import { findPeople } from '../accounts/people';
import { prospectsLabelledBetween } from '../network/network.queries';
import { milestoneReached } from '../projects/projects.events';
import { usersWithEmailOff } from '../settings/settings.queries';
import { CAMPAIGN_QUEUE, JOB_OPTIONS, runSoon } from './campaign-sender';
import { advanceSweep, enrolRecipients, liveSteps, unsubscribedAmong, type CampaignRow } from './campaigns.repository';

/*
 * Drip sequence steps (docs/ARCHITECTURE.md, E-mail campaigns). A step is a campaign whose recipients are written
 * one by one as their trigger fires, into the same recipients table every send uses: its unique (campaign,
 * address) row is the ledger that makes a step reach a person once, whatever runs twice, and the ordinary
 * campaign run sends it (claims, throttle, retries, unsubscribes checked at the last moment).
 */

/** The sweep of label steps: every few minutes on the instance that runs jobs. */
export const SEQUENCE_SWEEP_QUEUE = 'campaign.sequence-sweep';
const SWEEP_CRON = '*/5 * * * *';
const SWEEP_PAGE = 500;
/**
 * A label is only swept once it is this old: its row carries its transaction's start time, and a transaction
 * still open when the sweep passes would otherwise commit a label behind the sweep's cursor, never to be seen.
 */
const SETTLE_MS = 2 * 60 * 1000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A campaign's trigger as its columns store it (null: a one-off campaign). */
export function triggerColumns(trigger: CampaignTrigger | null) {
  return {
    trigger_kind: trigger?.kind ?? null,
    trigger_label_id: trigger?.kind === 'label_added' ? trigger.label_id : null,
    trigger_delay_days: trigger?.kind === 'label_added' ? trigger.delay_days : null,
    trigger_milestone: trigger?.kind === 'milestone_reached' ? trigger.milestone_name : null,
  };
}

type Enrolment = { email: string | null; name: string; user_id: number | null; source: 'label' | 'project'; source_key: string; property_address: string };

/**
 * Writes these people as the step's recipients, in one transaction with the run that sends them (and `also`, the
 * sweep's cursor): an unsubscribed address, or an account whose settings say no e-mail, is written as skipped
 * and counted. Someone the step already reached (by any cause) stays as they are.
 */
async function enrol(platform: Platform, step: CampaignRow, people: Enrolment[], also?: (tx: Platform['db']) => Promise<void>): Promise<void> {
  const seen = new Set<string>();
  const unique = people.flatMap((person) => {
    const email = person.email?.trim().toLowerCase() ?? '';
    if (!EMAIL.test(email) || seen.has(email)) return [];
    seen.add(email);
    return [{ ...person, email }];
  });
  const unsubscribed = await unsubscribedAmong(platform.db, step.user_id, unique.map((person) => person.email));
  const emailOff = await usersWithEmailOff(platform.db, unique.flatMap((person) => (person.user_id ? [person.user_id] : [])));
  const token = () => randomBytes(24).toString('base64url');
  const rows = unique.map(({ user_id, ...person }) => {
    const reason = unsubscribed.has(person.email) ? 'unsubscribed' : user_id && emailOff.has(user_id) ? 'email_off' : null;
    return { campaign_id: step.id, ...person, token: token(), ...(reason ? { status: 'skipped' as const, skip_reason: reason } : {}) };
  });
  const jobId = await platform.events.transaction(async (tx) => {
    await also?.(tx);
    const queued = await enrolRecipients(tx, rows);
    // Queued while paused too: the step's run sends them once it is resumed.
    return queued > 0 ? platform.jobs.send(CAMPAIGN_QUEUE, { campaignId: step.id }, { ...JOB_OPTIONS, db: sqlRunnerFor(tx) }) : null;
  });
  if (step.status === 'active') runSoon(platform, jobId, step.id);
}

/** One label step: everyone labelled since its cursor whose delay has passed, a page at a time, the cursor moved with each page. */
async function sweepStep(platform: Platform, step: CampaignRow, now: Date): Promise<void> {
  if (!step.trigger_label_id || !step.started_at) return;
  const delayDays = step.trigger_delay_days ?? 0;
  const until = new Date(Math.min(latestDueLabelTime(delayDays, now).getTime(), now.getTime() - SETTLE_MS));
  let after = { at: step.sweep_after_at ?? step.started_at, id: step.sweep_after_id ?? 0 };
  for (;;) {
    const page = await prospectsLabelledBetween(platform.db, step.user_id, step.trigger_label_id, { after, until }, SWEEP_PAGE);
    if (page.length === 0) return;
    const due = page.filter((row) => isLabelStepDue({ labelledAt: row.labelled_at, delayDays, stepStartedAt: step.started_at!, now }));
    const last = page.at(-1)!;
    after = { at: last.labelled_at, id: last.id };
    const cursor = after;
    await enrol(
      platform,
      step,
      due.map((row) => ({ email: row.email, name: row.name, user_id: null, source: 'label', source_key: `prospect:${row.id}`, property_address: '' })),
      (tx) => advanceSweep(tx, step.id, cursor),
    );
    if (page.length < SWEEP_PAGE) return;
  }
}

/** Every label step that is on or paused, swept once (the cron job; tests call it with a later `now`). */
export async function sweepLabelSteps(platform: Platform, now = new Date()): Promise<void> {
  for (const step of await liveSteps(platform.db, 'label_added')) await sweepStep(platform, step, now);
}

/** A project reached a milestone: the steps of its realtors waiting for that milestone enrol the deal's buyer and seller. */
async function enrolDeal(platform: Platform, event: NonNullable<(typeof milestoneReached)['payload']>): Promise<void> {
  const steps = (await liveSteps(platform.db, 'milestone_reached', event.realtorIds)).filter((step) => milestoneMatches(step.trigger_milestone ?? '', event.milestoneName));
  if (steps.length === 0) return;
  const people = await findPeople(platform.db, [event.sellerId, event.buyerId].filter((id): id is number => id !== null));
  const enrolments = people.map((person) => ({ email: person.email, name: person.name, user_id: person.id, source: 'project' as const, source_key: `project:${event.projectId}`, property_address: event.address }));
  for (const step of steps) await enrol(platform, step, enrolments);
}

export function subscribeSequenceSteps(platform: Platform): void {
  platform.events.on(milestoneReached, 'campaign-milestone-steps', (event) => enrolDeal(platform, event));
}

/** The sweep's schedule and worker, where this instance runs jobs. */
export async function startSequenceSweep(platform: Platform): Promise<void> {
  await platform.jobs.createQueue(SEQUENCE_SWEEP_QUEUE);
  if (!platform.config.JOBS) return;
  await platform.jobs.schedule(SEQUENCE_SWEEP_QUEUE, SWEEP_CRON);
  await platform.jobs.work(SEQUENCE_SWEEP_QUEUE, () => sweepLabelSteps(platform));
}
