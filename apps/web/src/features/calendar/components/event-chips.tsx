import { UnstyledButton } from '@mantine/core';
import type { DragEvent } from 'react';
import type { PlacedGroup, PlacedMeeting } from './calendar.views';
import classes from './calendar.module.css';

export type GroupHandlers = {
  onOpenGroup: (group: PlacedGroup) => void;
  /** Set when groups may be dragged (the reader runs their project). */
  onDragGroup?: (group: PlacedGroup, day: string) => void;
  /** Set with onDragGroup: the group's end is dragged from its last day (a resize). */
  onResizeGroup?: (group: PlacedGroup, day: string) => void;
};

type GroupChipProps = GroupHandlers & { group: PlacedGroup; day: string };

/** A task group's all-day block on one day, in its project's colour; its title on its first day (and on each row's first). */
export function GroupChip({ group, day, onOpenGroup, onDragGroup, onResizeGroup }: GroupChipProps) {
  const draggable = Boolean(onDragGroup && group.can_edit);
  const continues = day !== group.first;
  return (
    <UnstyledButton
      className={classes.group}
      style={{ background: group.color }}
      draggable={draggable}
      data-group-id={group.id}
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(group.id));
        onDragGroup?.(group, day);
      }}
      onClick={() => onOpenGroup(group)}
      title={`${group.title} · ${group.project_name}`}
      aria-label={`Task group ${group.title}, ${group.project_name}${continues ? ' (continued)' : ''}`}
    >
      {continues ? '↳ ' : ''}
      {group.title}
      {draggable && onResizeGroup && day === group.last ? (
        // The end's handle: dropped on a day, that day becomes the end (the dialog's pickers do the same by keyboard).
        <span
          className={classes.resize}
          draggable
          data-resize-group={group.id}
          title="Drag to change the end date"
          onDragStart={(event: DragEvent) => {
            event.stopPropagation();
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(group.id));
            onResizeGroup(group, day);
          }}
        />
      ) : null}
    </UnstyledButton>
  );
}

type MeetingChipProps = { meeting: PlacedMeeting; onOpen?: (meeting: PlacedMeeting) => void; style?: React.CSSProperties };

/** A meeting, tour or appointment: its time and subject. */
export function MeetingChip({ meeting, onOpen, style }: MeetingChipProps) {
  const content = (
    <>
      <span className={classes.time}>{meeting.label}</span> {meeting.subject}
    </>
  );
  if (!onOpen)
    return (
      <div className={classes.meeting} style={style} title={`${meeting.label} ${meeting.subject}`}>
        {content}
      </div>
    );
  return (
    <UnstyledButton className={classes.meeting} style={style} onClick={() => onOpen(meeting)} title={`${meeting.label} ${meeting.subject}`} aria-label={`${meeting.subject}, ${meeting.label}`}>
      {content}
    </UnstyledButton>
  );
}
