import { Autocomplete, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { campaignMessages as m } from '@openhouse/shared/campaigns/messages';
import { MAX_DELAY_DAYS, type TriggerKind } from '@openhouse/shared/campaigns/sequence';
import { useChoices } from './audience-picker';

/** A sequence step as the form holds it, before it becomes the request's `trigger`. */
export type StepDraft = { kind: TriggerKind; labelId: string | null; delayDays: number | string; milestoneName: string };

export const stepDraftOf = (step: { kind: TriggerKind; label_id?: number | null; delay_days?: number; milestone_name?: string } | null | undefined): StepDraft => ({
  kind: step?.kind ?? 'label_added',
  labelId: step?.label_id ? String(step.label_id) : null,
  delayDays: step?.delay_days ?? 3,
  milestoneName: step?.milestone_name ?? '',
});

/** What the form can tell before asking the server: a label step needs its label and its days. */
export function stepProblem(step: StepDraft): string | null {
  if (step.kind !== 'label_added') return null;
  if (!step.labelId) return m.stepLabelRequired;
  return step.delayDays === '' ? m.delayDaysRange : null;
}

/** The request's trigger (the server checks it: a missing label or name is answered with the field's message). */
export const triggerOf = (step: StepDraft) =>
  step.kind === 'label_added' ? { kind: step.kind, label_id: Number(step.labelId), delay_days: Number(step.delayDays) } : { kind: step.kind, milestone_name: step.milestoneName };

/** What starts a step: some days after a prospect gets one of my labels, or a project reaching a milestone. */
export function StepFields({ value, onChange }: { value: StepDraft; onChange: (value: StepDraft) => void }) {
  const labels = useChoices('/network-labels', undefined, (row) => ({ value: String(row.id), label: String(row.label_name) }));
  // Projects' milestones are copies of the milestone templates, so their names are the ones a project can reach.
  const milestones = useChoices('/milestones', undefined, (row) => ({ value: String(row.id), label: String(row.name) }));
  const milestoneNames = [...new Set((milestones.data ?? []).map((option) => option.label))];
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={value.kind}
        onChange={(kind) => onChange({ ...value, kind: kind as TriggerKind })}
        data={[
          { value: 'label_added', label: 'After a prospect gets a label' },
          { value: 'milestone_reached', label: 'When a project reaches a milestone' },
        ]}
        fullWidth
        styles={{ label: { whiteSpace: 'normal' } }}
      />
      {value.kind === 'label_added' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Label"
            required
            searchable
            data={labels.data ?? []}
            value={value.labelId}
            onChange={(labelId) => onChange({ ...value, labelId })}
            placeholder={labels.isPending ? 'Loading…' : labels.data?.length ? 'Choose a label' : 'No labels yet'}
          />
          <NumberInput
            label="Days after the label is given"
            required
            min={0}
            max={MAX_DELAY_DAYS}
            allowDecimal={false}
            allowNegative={false}
            value={value.delayDays}
            onChange={(delayDays) => onChange({ ...value, delayDays })}
            description="0 sends within minutes of the label."
          />
        </SimpleGrid>
      ) : (
        <Autocomplete
          label="Milestone"
          required
          maw={360}
          data={milestoneNames}
          value={value.milestoneName}
          onChange={(milestoneName) => onChange({ ...value, milestoneName })}
          placeholder="e.g. Closing"
          description="Reached when every task of the milestone is completed."
        />
      )}
      <Text size="xs" c="dimmed">
        {value.kind === 'label_added'
          ? 'Each prospect given the label after you start the step gets this e-mail once, when the days have passed.'
          : "The deal's buyer and seller get this e-mail once, the first time a project of yours reaches the milestone."}
      </Text>
    </Stack>
  );
}
