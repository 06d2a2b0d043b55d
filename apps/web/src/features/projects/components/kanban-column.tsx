import { useDroppable } from '@dnd-kit/core';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { columnId, type BoardStatus } from './kanban.views';

type KanbanColumnProps = { status: BoardStatus; count: number; children: ReactNode };

/** One status: a drop target holding its cards; it says so when it is empty. */
export function KanbanColumn({ status, count, children }: KanbanColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: columnId(status.id) });
  const headingId = `kanban-column-${status.id}`;
  return (
    <Paper
      ref={setNodeRef}
      role="listitem"
      aria-labelledby={headingId}
      withBorder
      p="sm"
      bg={isOver ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-gray-0)'}
      // Four columns share the width at 1280 px; narrower screens scroll the board sideways.
      style={{ flex: '1 1 220px', minWidth: 220, minHeight: 160 }}
      data-testid={`kanban-column-${status.name}`}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text id={headingId} fw={700} size="sm" truncate>
          {status.name}
        </Text>
        <Badge variant="light" aria-label={`${count} tasks`}>
          {count}
        </Badge>
      </Group>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`${status.name} tasks`}>
        {children}
      </Stack>
      {count === 0 ? (
        <Text c="dimmed" size="xs" ta="center" py="md">
          No tasks here. Drop a card to move it.
        </Text>
      ) : null}
    </Paper>
  );
}
