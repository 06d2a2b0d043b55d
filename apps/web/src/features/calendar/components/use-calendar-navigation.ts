import { stepAnchor, viewRange, type CalendarView } from '@openhouse/shared/calendar/rules';
import { todayIn } from '@openhouse/shared/format/datetime';
import { useState } from 'react';
import { daysFrom, viewTitle } from './calendar.views';

/** Phones open on one day (issue: a month grid is unreadable at 375 px). */
const isNarrowScreen = () => typeof window !== 'undefined' && window.matchMedia('(max-width: 40em)').matches;

export type CalendarNavigation = ReturnType<typeof useCalendarNavigation>;

/** Which view and which dates the calendar shows, moved by today, previous and next, on the viewer's clock. */
export function useCalendarNavigation(zone: string, initial: { view?: CalendarView | null; date?: string | null } = {}) {
  const today = todayIn(zone);
  const [view, setView] = useState<CalendarView>(() => initial.view ?? (isNarrowScreen() ? 'day' : 'month'));
  const [anchor, setAnchor] = useState(initial.date ?? today);
  const range = viewRange(view, anchor);
  const days = daysFrom(range.start, view === 'month' ? 42 : view === 'week' ? 7 : 1);
  return {
    view,
    anchor,
    today,
    range,
    days,
    title: viewTitle(view, anchor, range.start, range.end),
    setView,
    goToday: () => setAnchor(today),
    step: (direction: -1 | 1) => setAnchor((current) => stepAnchor(view, current, direction)),
    showDay: (day: string) => {
      setAnchor(day);
      setView('day');
    },
  };
}
