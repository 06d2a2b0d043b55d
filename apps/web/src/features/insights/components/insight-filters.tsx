import { Flex, SegmentedControl, Stack, Text } from '@mantine/core';
import { eventTypeLabels } from '@openhouse/shared/properties/insight-chart';
import { durationLabels, EVENT_TYPES, INSIGHT_DURATIONS, type EventType, type InsightDuration } from '@openhouse/shared/properties/insights';

export type ChartType = 'line' | 'bar';

export type InsightView = { duration: InsightDuration; eventType: EventType; chartType: ChartType };

type InsightFiltersProps = { value: InsightView; onChange: (next: InsightView) => void };

const durationOptions = INSIGHT_DURATIONS.map((duration) => ({ value: duration, label: durationLabels[duration] }));
const eventOptions = EVENT_TYPES.map((eventType) => ({ value: eventType, label: eventTypeLabels[eventType] }));
const chartOptions: { value: ChartType; label: string }[] = [
  { value: 'line', label: 'Line' },
  { value: 'bar', label: 'Bar' },
];

type ChoiceProps<T extends string> = { label: string; ariaLabel: string; data: { value: T; label: string }[]; value: T; onChange: (next: T) => void };

/** One labelled row of choices; the label above it, as the other form fields have theirs. */
function Choice<T extends string>({ label, ariaLabel, data, value, onChange }: ChoiceProps<T>) {
  return (
    <Stack gap={4} miw={0}>
      <Text size="xs" fw={500} c="dimmed" component="span">
        {label}
      </Text>
      <SegmentedControl aria-label={ariaLabel} data={data} value={value} onChange={(next) => onChange(next as T)} size="xs" />
    </Stack>
  );
}

/** Duration, event type and chart type; the controls stack on phones so none is cut off at 320 px. */
export function InsightFilters({ value, onChange }: InsightFiltersProps) {
  return (
    <Flex direction={{ base: 'column', sm: 'row' }} gap="sm" wrap="wrap">
      <Choice label="Duration" ariaLabel="Duration" data={durationOptions} value={value.duration} onChange={(duration) => onChange({ ...value, duration })} />
      <Choice label="Event" ariaLabel="Event type" data={eventOptions} value={value.eventType} onChange={(eventType) => onChange({ ...value, eventType })} />
      <Choice label="Chart" ariaLabel="Chart type" data={chartOptions} value={value.chartType} onChange={(chartType) => onChange({ ...value, chartType })} />
    </Flex>
  );
}
