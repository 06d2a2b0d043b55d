import { describe, expect, it } from 'vitest';
import { campaignInputSchema } from './campaign-schemas';
import { campaignMessages as m } from './messages';
import { campaignTriggerSchema, describeStep, isLabelStepDue, isMilestoneReached, labelStepDueAt, latestDueLabelTime, milestoneMatches } from './sequence';

const at = (iso: string) => new Date(iso);
const base = { name: 'Welcome', subject: 'Hello', sender_id: 1, template_id: 2 };

describe('a campaign trigger', () => {
  it('is absent on a one-off campaign, and a label step or a milestone step otherwise', () => {
    expect(campaignInputSchema.parse(base).trigger).toBeNull();
    expect(campaignInputSchema.parse({ ...base, trigger: { kind: 'label_added', label_id: '7', delay_days: 3 } }).trigger).toEqual({ kind: 'label_added', label_id: 7, delay_days: 3 });
    expect(campaignTriggerSchema.parse({ kind: 'milestone_reached', milestone_name: '  Closing ' })).toEqual({ kind: 'milestone_reached', milestone_name: 'Closing' });
  });

  it('takes 0 to 365 whole days after a label', () => {
    for (const delay_days of [0, 365]) expect(campaignTriggerSchema.safeParse({ kind: 'label_added', label_id: 1, delay_days }).success).toBe(true);
    for (const delay_days of [-1, 366, 1.5, '3']) {
      const result = campaignTriggerSchema.safeParse({ kind: 'label_added', label_id: 1, delay_days });
      expect(result.error?.issues[0]?.message).toBe(m.delayDaysRange);
    }
  });

  it('refuses an unknown kind, a blank milestone and a control character in it', () => {
    expect(campaignTriggerSchema.safeParse({ kind: 'birthday' }).success).toBe(false);
    expect(campaignTriggerSchema.safeParse({ kind: 'milestone_reached', milestone_name: '  ' }).error?.issues[0]?.message).toBe(m.milestoneRequired);
    expect(campaignTriggerSchema.safeParse({ kind: 'milestone_reached', milestone_name: 'Clo\u0000sing' }).success).toBe(false);
  });
});

describe('a label step', () => {
  const stepStartedAt = at('2026-03-01T00:00:00Z');
  const labelledAt = at('2026-03-02T10:00:00Z');

  it('is due its delay in whole days after the label was given, not a moment before', () => {
    expect(labelStepDueAt(labelledAt, 3)).toEqual(at('2026-03-05T10:00:00Z'));
    expect(isLabelStepDue({ labelledAt, delayDays: 3, stepStartedAt, now: at('2026-03-05T09:59:59Z') })).toBe(false);
    expect(isLabelStepDue({ labelledAt, delayDays: 3, stepStartedAt, now: at('2026-03-05T10:00:00Z') })).toBe(true);
    expect(isLabelStepDue({ labelledAt, delayDays: 0, stepStartedAt, now: labelledAt })).toBe(true);
  });

  it('never reaches a label given before the step started', () => {
    expect(isLabelStepDue({ labelledAt: at('2026-02-28T23:59:59Z'), delayDays: 0, stepStartedAt, now: at('2027-01-01T00:00:00Z') })).toBe(false);
  });

  it('names the newest due label time for the sweep', () => {
    expect(latestDueLabelTime(3, at('2026-03-05T10:00:00Z'))).toEqual(labelledAt);
  });
});

describe('a milestone step', () => {
  it('matches the milestone by name, whatever the case and spacing', () => {
    expect(milestoneMatches('Closing', '  closing ')).toBe(true);
    expect(milestoneMatches('Home  inspection', 'home inspection')).toBe(true);
    expect(milestoneMatches('Closing', 'Closing day')).toBe(false);
  });

  it('is reached when every task of the milestone is completed, and a milestone without tasks never is', () => {
    expect(isMilestoneReached({ tasks: 3, completed: 3 })).toBe(true);
    expect(isMilestoneReached({ tasks: 3, completed: 2 })).toBe(false);
    expect(isMilestoneReached({ tasks: 0, completed: 0 })).toBe(false);
  });
});

describe('a step described', () => {
  it('says what makes it send', () => {
    expect(describeStep({ kind: 'label_added', label_id: 1, label_name: 'Hot lead', delay_days: 3 })).toBe('3 days after a prospect gets the label “Hot lead”');
    expect(describeStep({ kind: 'label_added', label_id: 1, label_name: 'Hot lead', delay_days: 1 })).toBe('1 day after a prospect gets the label “Hot lead”');
    expect(describeStep({ kind: 'label_added', label_id: null, label_name: null, delay_days: 0 })).toBe('When a prospect gets the label (deleted label)');
    expect(describeStep({ kind: 'milestone_reached', milestone_name: 'Closing' })).toBe("When a project reaches the milestone “Closing” (to the deal's buyer and seller)");
  });
});
