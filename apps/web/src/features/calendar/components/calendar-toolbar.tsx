import { ActionIcon, Button, Group, SegmentedControl, Text, Title } from '@mantine/core';
import type { CalendarView } from '@openhouse/shared/calendar/rules';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

type CalendarToolbarProps = {
  title: string;
  view: CalendarView;
  zone: string;
  onView: (view: CalendarView) => void;
  onToday: () => void;
  onStep: (direction: -1 | 1) => void;
  busy?: boolean;
};

/** Today, previous and next, the range shown, the view, and the zone the times are on. */
export function CalendarToolbar({ title, view, zone, onView, onToday, onStep, busy }: CalendarToolbarProps) {
  return (
    <Group justify="space-between" gap="xs" mb="sm" wrap="wrap">
      <Group gap={6} wrap="wrap">
        <Button variant="default" size="xs" onClick={onToday} style={{ flexShrink: 0 }}>
          Today
        </Button>
        <ActionIcon variant="default" aria-label="Previous" onClick={() => onStep(-1)}>
          <IconChevronLeft size={16} />
        </ActionIcon>
        <ActionIcon variant="default" aria-label="Next" onClick={() => onStep(1)}>
          <IconChevronRight size={16} />
        </ActionIcon>
        <Title order={2} fz={{ base: 'md', sm: 'lg' }} aria-live="polite" aria-busy={busy}>
          {title}
        </Title>
      </Group>
      <Group gap="xs" wrap="wrap">
        <Text size="xs" c="dimmed">
          Times in {zone}
        </Text>
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(value) => onView(value as CalendarView)}
          data={[
            { value: 'month', label: 'Month' },
            { value: 'week', label: 'Week' },
            { value: 'day', label: 'Day' },
          ]}
        />
      </Group>
    </Group>
  );
}
