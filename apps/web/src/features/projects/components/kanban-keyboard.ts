import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { statusOfColumn } from './kanban.views';

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/**
 * Left and right arrows move a lifted card to the previous or next column. dnd-kit's sortable helper expects every
 * card to be a drop target too; here only columns are, so the step is computed from the columns' own positions.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = STEPS[event.code];
  if (!step) return undefined;
  event.preventDefault();
  const columns = [...context.droppableRects.entries()].filter(([id]) => statusOfColumn(id) !== null).sort(([, a], [, b]) => a.left - b.left);
  const current = columns.findIndex(([id]) => id === context.over?.id);
  const target = columns[current + step];
  if (!target) return undefined;
  // The card's top-left corner goes just inside the column's, so the column is the one it is over.
  return { x: target[1].left + 8, y: target[1].top + 40 };
};
