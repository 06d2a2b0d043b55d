import type { Access } from './route-table';
import type { Actor } from './world';

const EVERYONE: readonly Actor[] = ['anonymous', 'realtor', 'otherRealtor', 'seller', 'buyer', 'otherBuyer', 'admin'];
const SIGNED_IN: readonly Actor[] = ['realtor', 'otherRealtor', 'seller', 'buyer', 'otherBuyer', 'admin'];
const RANGE = 'startingDate=2026-03-01&endingDate=2026-04-11';

/** The calendar's routes: everyone signed in reads and shares their own; the link and the feed open with their secrets. */
export const CALENDAR_ROUTES: Record<string, Access> = {
  'GET /api/v1/calendar/events': { allow: SIGNED_IN, rule: 'their own calendar', call: () => ({ url: `/api/v1/calendar/events?${RANGE}` }) },
  'GET /api/v1/calendar/public': {
    allow: EVERYONE,
    rule: 'public: whoever holds a live link (uuid pair)',
    call: (w) => ({ url: `/api/v1/calendar/public?uuid=${w.calendar.uuid}&userUuid=${w.calendar.userUuid}&${RANGE}` }),
  },
  'POST /api/v1/calendar/print': { allow: SIGNED_IN, rule: 'their own calendar', call: () => ({ payload: { startDate: '2026-03-01' } }) },
  'GET /api/v1/calendar/share': { allow: SIGNED_IN, rule: 'their own sharing' },
  'POST /api/v1/calendar/share': { fresh: true, allow: SIGNED_IN, rule: 'their own sharing (a new link replaces the old)' },
  'DELETE /api/v1/calendar/share': { fresh: true, allow: SIGNED_IN, rule: 'their own sharing' },
  'GET /api/v1/calendar/feed': { allow: SIGNED_IN, rule: 'their own feed' },
  'POST /api/v1/calendar/feed': { fresh: true, allow: SIGNED_IN, rule: 'their own feed (a new link replaces the old)' },
  'GET /api/v1/calendar/feed.ics': { allow: EVERYONE, rule: 'public: whoever holds the feed token', call: (w) => ({ url: `/api/v1/calendar/feed.ics?token=${w.calendar.feedToken}` }) },
  'GET /api/v1/agents': { allow: EVERYONE, rule: 'public (the agents directory)', call: () => ({ url: '/api/v1/agents?search=proof' }) },
  'GET /api/v1/appointments': { allow: SIGNED_IN, rule: 'their own appointments (none for those without a booking page)' },
  'PUT /api/v1/task-groups/{id}/dates': {
    allow: ['realtor', 'admin'],
    rule: "the project's realtors and admins",
    call: (w) => ({ url: `/api/v1/task-groups/${w.project.taskGroupId}/dates`, payload: { start_date: '2026-03-02 09:00', end_date: '2026-03-04 17:00' } }),
  },
};
