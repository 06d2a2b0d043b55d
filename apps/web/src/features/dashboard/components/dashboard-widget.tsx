import { Group, Paper, Text, Title } from '@mantine/core';
import { NO_RECORDS } from '@openhouse/shared/http/pagination';
import type { ReactNode } from 'react';

type DashboardWidgetProps = { title: string; action?: ReactNode; children?: ReactNode };

/** A dashboard card; without content it shows the spec's empty state. */
export function DashboardWidget({ title, action, children }: DashboardWidgetProps) {
  return (
    <Paper withBorder p="md" h="100%" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {action}
      </Group>
      {children ?? (
        <Text c="dimmed" size="sm" ta="center" py="lg">
          {NO_RECORDS}
        </Text>
      )}
    </Paper>
  );
}
