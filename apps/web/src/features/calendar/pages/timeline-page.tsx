import { Button } from '@mantine/core';
import { addDays, CALENDAR_VIEWS, parseDateKey, stepAnchor, type CalendarView } from '@openhouse/shared/calendar/rules';
import { canListProperties } from '@openhouse/shared/roles/roles';
import { IconCalendarUser, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { openGlobalModal } from '../../../lib/global-modals';
import { useSession } from '../../../lib/session-context';
import { useTimeZone } from '../../../lib/use-time-zone';
import { useMyCalendar } from '../api/calendar-api';
import { CalendarBoard } from '../components/calendar-board';
import { CalendarFilters, type CalendarFilterValues } from '../components/calendar-filters';
import { PrintCalendarButtons } from '../components/print-calendar-buttons';
import { ShareCalendarDialog } from '../components/share-calendar-dialog';
import { useCalendarNavigation } from '../components/use-calendar-navigation';

const viewParam = (value: string | null): CalendarView | null => (CALENDAR_VIEWS as readonly string[]).includes(value ?? '') ? (value as CalendarView) : null;

/** /timeline: the signed-in person's calendar (spec part 2, Calendar page). */
export function TimelinePage() {
  const zone = useTimeZone();
  const { roles } = useSession();
  const [params] = useSearchParams();
  const date = params.get('date');
  const nav = useCalendarNavigation(zone, { view: viewParam(params.get('view')), date: date && parseDateKey(date) ? date : null });
  const [filters, setFilters] = useState<CalendarFilterValues>({});
  const [sharing, setSharing] = useState(false);
  const calendar = useMyCalendar({ startingDate: nav.range.start, endingDate: nav.range.end, timezone: zone, ...filters });
  const monthStart = `${nav.anchor.slice(0, 8)}01`;

  return (
    <>
      <PageHeader
        title="Calendar"
        actions={
          <>
            <PrintCalendarButtons month={monthStart} zone={zone} filters={filters} />
            {/* Realtors and agents have a booking page, whose bookings the appointment screens list. */}
            {canListProperties(roles) ? (
              <Button size="xs" variant="default" component={Link} to="/appoinments" leftSection={<IconCalendarUser size={14} />}>
                Appointments
              </Button>
            ) : null}
            <Button size="xs" variant="light" leftSection={<IconShare size={14} />} onClick={() => setSharing(true)}>
              Share
            </Button>
          </>
        }
      />
      {calendar.data ? <CalendarFilters options={calendar.data.data.filters} value={filters} onChange={setFilters} /> : null}
      <CalendarBoard
        nav={nav}
        zone={zone}
        calendar={calendar.data?.data}
        isPending={calendar.isPending || calendar.isPlaceholderData}
        error={calendar.error}
        onOpenMeeting={(meeting) => openGlobalModal('meetingDetails', { meetingId: meeting.id })}
        editable
      />
      {sharing ? <ShareCalendarDialog month={{ start: monthStart, end: addDays(stepAnchor('month', monthStart, 1), -1) }} onClose={() => setSharing(false)} /> : null}
    </>
  );
}
