import { useDraggable } from '@dnd-kit/core';
import { ActionIcon, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { BoardStatus, BoardTask } from './kanban.views';

type KanbanCardProps = { task: BoardTask; statuses: readonly BoardStatus[]; onMove: (status: BoardStatus) => void; children?: ReactNode };

/** A task on the board: dragged by its handle (pointer or keyboard), or moved with its status menu. */
export function KanbanCard({ task, statuses, onMove, children }: KanbanCardProps) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: task.id });
  return (
    <Paper component="li" ref={setNodeRef} withBorder p="sm" opacity={isDragging ? 0.4 : 1} aria-label={task.title} data-testid="kanban-card">
      <Group gap={6} wrap="nowrap" align="flex-start">
        <ActionIcon variant="subtle" color="gray" aria-label={`Drag ${task.title}`} style={{ cursor: 'grab', touchAction: 'none' }} {...attributes} {...listeners}>
          <IconGripVertical size={16} />
        </ActionIcon>
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {task.title}
          </Text>
          {children}
          <NativeSelect
            size="xs"
            aria-label={`Status of ${task.title}`}
            value={String(task.status.id)}
            data={statuses.map((status) => ({ value: String(status.id), label: status.name }))}
            onChange={(event) => {
              const status = statuses.find((candidate) => candidate.id === Number(event.currentTarget.value));
              if (status) onMove(status);
            }}
          />
        </Stack>
      </Group>
    </Paper>
  );
}
