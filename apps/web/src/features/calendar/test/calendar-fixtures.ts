import type { CalendarTaskGroup } from '@openhouse/shared/calendar/schemas';

/** A task group of project Oak from 9 AM on March 2 to 5 PM on March 4, 2027, that the viewer may move. */
export const repairsGroup: CalendarTaskGroup = {
  id: 7,
  title: 'Repairs',
  date: '2027-03-02 09:00:00|2027-03-04 17:00:00',
  project_name: 'Oak',
  project: { id: 1, uuid: 'u', name: 'Oak' },
  milestone: { id: 1, name: 'Listing' },
  color: '#1864ab',
  tasks: [],
  can_edit: true,
};
