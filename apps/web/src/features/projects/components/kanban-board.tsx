import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCorners,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { Paper, ScrollArea, Text } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { KanbanCard } from './kanban-card';
import { columnKeyboardCoordinates } from './kanban-keyboard';
import { KanbanColumn } from './kanban-column';
import { boardColumns, statusOfColumn, type BoardStatus, type BoardTask } from './kanban.views';
import { useOptimisticMoves } from './use-optimistic-moves';

type KanbanBoardProps<T extends BoardTask> = {
  statuses: readonly BoardStatus[];
  /** Keep this array's identity stable between renders: a new one means fresh tasks from the server. */
  tasks: readonly T[];
  save: (taskId: number, statusId: number) => Promise<unknown>;
  onMoveFailed: (error: unknown) => void;
  /** What a card shows under its title (dates, assignees, milestone). */
  details?: (task: T) => ReactNode;
};

/**
 * Tasks in one column per status. A card is dragged with the mouse, a finger, or the keyboard (focus its handle,
 * Space to lift, left and right arrows to move, Space to drop, Escape to cancel); every card also has a status menu, so a move
 * never depends on dragging. Moves show at once and roll back when the server refuses.
 */
export function KanbanBoard<T extends BoardTask>({ statuses, tasks, save, onMoveFailed, details }: KanbanBoardProps<T>) {
  const board = useOptimisticMoves(tasks, { save, onFailed: onMoveFailed });
  const columns = useMemo(() => boardColumns(statuses, board.tasks), [statuses, board.tasks]);
  const [dragged, setDragged] = useState<T | null>(null);
  // A small distance before a drag starts keeps clicks on a card's menu from turning into drags.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );

  const taskOf = (id: string | number) => board.tasks.find((task) => task.id === Number(id));
  const statusName = (id: string | number | undefined) => statuses.find((status) => status.id === statusOfColumn(id))?.name;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${taskOf(active.id)?.title ?? 'task'}.`,
    onDragOver: ({ active, over }) => (over ? `${taskOf(active.id)?.title ?? 'Task'} is over ${statusName(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `${taskOf(active.id)?.title ?? 'Task'} moved to ${statusName(over.id)}.` : 'Move cancelled.'),
    onDragCancel: () => 'Move cancelled.',
  };

  const onDragStart = ({ active }: DragStartEvent) => setDragged(taskOf(active.id) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const task = taskOf(active.id);
    const status = statuses.find((candidate) => candidate.id === statusOfColumn(over?.id));
    if (task && status) board.move(task, status);
  };

  if (statuses.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        No task statuses yet.
      </Text>
    );
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={{ announcements }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      <ScrollArea type="auto" offsetScrollbars>
        <div role="list" aria-label="Task board" style={{ display: 'flex', gap: 'var(--mantine-spacing-sm)', alignItems: 'flex-start', paddingBottom: 4 }}>
          {columns.map((column) => (
            <KanbanColumn key={column.status.id} status={column.status} count={column.tasks.length}>
              {column.tasks.map((task) => (
                <KanbanCard key={task.id} task={task} statuses={statuses} onMove={(status) => board.move(task, status)}>
                  {details?.(task)}
                </KanbanCard>
              ))}
            </KanbanColumn>
          ))}
        </div>
      </ScrollArea>
      <DragOverlay>
        {dragged ? (
          <Paper withBorder shadow="md" p="sm" w={240}>
            <Text fw={600} size="sm">
              {dragged.title}
            </Text>
          </Paper>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
