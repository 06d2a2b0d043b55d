import { useState, type DragEvent } from 'react';

/** A day that takes dropped task groups: highlighted while one hovers over it. */
export function useDayDrop(onDrop: ((day: string) => void) | undefined) {
  const [over, setOver] = useState<string | null>(null);
  const props = (day: string) =>
    onDrop
      ? {
          onDragOver: (event: DragEvent) => {
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            if (over !== day) setOver(day);
          },
          onDragLeave: () => setOver((current) => (current === day ? null : current)),
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            setOver(null);
            onDrop(day);
          },
          'data-day': day,
        }
      : { 'data-day': day };
  return { over, props };
}
