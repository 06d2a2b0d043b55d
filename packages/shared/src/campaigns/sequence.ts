import { z } from 'zod';
import { recordId } from '../http/record-id';
import { requiredLine } from '../http/text';
import { campaignMessages as m } from './messages';

/*
 * Drip sequences: a campaign can be one step of a sequence, sent to each person once when their trigger fires
 * (docs/DECISIONS.md, E-mail campaigns: sequence steps). The rules here are pure: the server's sweep and the
 * milestone subscriber decide with them, and the editor describes a step with them.
 */

export const MAX_DELAY_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

const labelTrigger = z.object({
  kind: z.literal('label_added'),
  label_id: recordId,
  delay_days: z.number({ error: m.delayDaysRange }).int({ error: m.delayDaysRange }).min(0, { error: m.delayDaysRange }).max(MAX_DELAY_DAYS, { error: m.delayDaysRange }),
});
/** A milestone is named as projects name it: project milestones are copies of templates, so the name is what they share. */
const milestoneTrigger = z.object({ kind: z.literal('milestone_reached'), milestone_name: requiredLine(m.milestoneRequired, 200) });

export const campaignTriggerSchema = z.discriminatedUnion('kind', [labelTrigger, milestoneTrigger], { error: m.triggerInvalid });
export type CampaignTrigger = z.output<typeof campaignTriggerSchema>;
export const TRIGGER_KINDS = ['label_added', 'milestone_reached'] as const;
export type TriggerKind = (typeof TRIGGER_KINDS)[number];

/** A step as a campaign shows it: its trigger with the label's current name (null once the label is deleted). */
export const campaignStepSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('label_added'), label_id: z.number().nullable(), label_name: z.string().nullable(), delay_days: z.number() }),
  z.object({ kind: z.literal('milestone_reached'), milestone_name: z.string() }),
]);
export type CampaignStep = z.infer<typeof campaignStepSchema>;

/** When a prospect labelled at `labelledAt` is due for a label step: `delayDays` whole days later. */
export const labelStepDueAt = (labelledAt: Date, delayDays: number) => new Date(labelledAt.getTime() + delayDays * DAY_MS);

/**
 * Whether a label step sends to a prospect now. Only labels given since the step started count: starting a step
 * must not mail everyone who carried the label for years, which is what the realtor would get from a one-off send.
 */
export function isLabelStepDue(input: { labelledAt: Date; delayDays: number; stepStartedAt: Date; now: Date }): boolean {
  if (input.labelledAt.getTime() < input.stepStartedAt.getTime()) return false;
  return labelStepDueAt(input.labelledAt, input.delayDays).getTime() <= input.now.getTime();
}

/** The newest label time that is due at `now` (the sweep's query bound): labelled at or before it means due. */
export const latestDueLabelTime = (delayDays: number, now: Date) => new Date(now.getTime() - delayDays * DAY_MS);

/** Milestone names compared as people write them: case, surrounding and repeated spaces do not matter. */
export const milestoneKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
export const milestoneMatches = (stepMilestone: string, milestone: string) => milestoneKey(stepMilestone) === milestoneKey(milestone);

/** A milestone is reached when it has tasks and every one of them is completed. */
export const isMilestoneReached = (counts: { tasks: number; completed: number }) => counts.tasks > 0 && counts.completed >= counts.tasks;

/** One line for the campaign page and list: what makes the step send. */
export function describeStep(step: CampaignStep): string {
  if (step.kind === 'milestone_reached') return m.stepMilestone(step.milestone_name);
  return m.stepLabel(step.label_name, step.delay_days);
}
