import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { NO_RECORDS } from '@openhouse/shared/http/page-labels';
import type { ReactNode } from 'react';
import { messageOf } from '../lib/api-client';
import { DeferredContent } from './deferred-content';
import { LoadingRows } from './loading-rows';

type DashboardWidgetProps = {
  title: string;
  action?: ReactNode;
  children?: ReactNode;
};

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
      {children ?? <EmptyState />}
    </Paper>
  );
}

type LoadingWidgetProps = { title: string; rows?: number; rowHeight?: number };

/** A widget as it stands while its data loads: its card and title over loading lines. */
export function LoadingWidget({ title, rows = 2, rowHeight = 40 }: LoadingWidgetProps) {
  return (
    <DashboardWidget title={title}>
      <LoadingRows label={`Loading ${title.toLowerCase()}`} count={rows} height={rowHeight} />
    </DashboardWidget>
  );
}

/** The spec's empty text, with a line saying what will show here. */
export function EmptyState({ hint }: { hint?: string }) {
  return (
    <Stack gap={2} align="center" py="lg">
      <Text c="dimmed" size="sm">
        {NO_RECORDS}
      </Text>
      {hint ? (
        <Text c="dimmed" size="xs" ta="center">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}

type QueryState = { isPending: boolean; isError: boolean; error: unknown };

/** A widget's body as its query stands: loading lines, the failure's message, the empty state, or the content. */
export function widgetBody(
  query: QueryState,
  options: {
    label: string;
    failure: string;
    isEmpty: () => boolean;
    emptyHint?: string;
    content: () => ReactNode;
  },
): ReactNode {
  const loading = <LoadingRows label={options.label} count={2} height={40} />;
  if (query.isPending) return loading;
  if (query.isError)
    return (
      <Alert color="red" variant="light">
        {messageOf(query.error, options.failure)}
      </Alert>
    );
  if (options.isEmpty()) return <EmptyState hint={options.emptyHint} />;
  return <DeferredContent placeholder={loading}>{options.content()}</DeferredContent>;
}
