import { Flex, SegmentedControl, Stack, Text } from '@mantine/core';
import { eventTypeLabels } from '@openhouse/shared/properties/insight-chart';
import { durationLabels, EVENT_TYPES, INSIGHT_DURATIONS, type EventType, type InsightDuration } from '@openhouse/shared/properties/insights';
import type { ReactNode } from 'react';

export type ChartType = 'line' | 'bar';

export type InsightView = { duration: InsightDuration; eventType: EventType; chartType: ChartType };

type InsightFiltersProps = { value: InsightView; onChange: (next: InsightView) => void };

const durationOptions = INSIGHT_DURATIONS.map((duration) => ({ value: duration, label: durationLabels[duration] }));
const eventOptions = EVENT_TYPES.map((eventType) => ({ value: eventType, label: eventTypeLabels[eventType] }));
const chartOptions = [
  { value: 'line', label: 'Line' },
  { value: 'bar', label: 'Bar' },
];

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4} miw={0}>
      <Text size="xs" fw={500} c="dimmed" component="span">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** Duration, event type and chart type; the controls stack on phones so none is cut off at 320 px. */
export function InsightFilters({ value, onChange }: InsightFiltersProps) {
  return (
    <Flex direction={{ base: 'column', sm: 'row' }} gap="sm" wrap="wrap">
      <Labelled label="Duration">
        <SegmentedControl
          aria-label="Duration"
          data={durationOptions}
          value={value.duration}
          onChange={(duration) => onChange({ ...value, duration: duration as InsightDuration })}
          size="xs"
        />
      </Labelled>
      <Labelled label="Event">
        <SegmentedControl
          aria-label="Event type"
          data={eventOptions}
          value={value.eventType}
          onChange={(eventType) => onChange({ ...value, eventType: eventType as EventType })}
          size="xs"
        />
      </Labelled>
      <Labelled label="Chart">
        <SegmentedControl
          aria-label="Chart type"
          data={chartOptions}
          value={value.chartType}
          onChange={(chartType) => onChange({ ...value, chartType: chartType as ChartType })}
          size="xs"
        />
      </Labelled>
    </Flex>
  );
}
