import { Container } from '@mantine/core';
import { CALENDAR_VIEWS, parseDateKey, rollLinkStartDate, type CalendarView } from '@openhouse/shared/calendar/rules';
import { resolveTimeZone } from '@openhouse/shared/format/time-zone';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api-client';
import { usePublicCalendar } from '../api/calendar-api';
import { CalendarBoard } from '../components/calendar-board';
import type { PlacedMeeting } from '../components/calendar.views';
import { useCalendarNavigation } from '../components/use-calendar-navigation';

// The dialog (a Modal) loads when a meeting is opened, keeping the public page's first load light.
const PublicMeetingDialog = lazy(() => import('../components/public-meeting-dialog').then((module) => ({ default: module.PublicMeetingDialog })));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /calendar?uuid&userUuid&startDate&endDate: a calendar through its link, read-only (spec). A start date after the
 * 20th opens on the next month; a link that does not match shows the not-found page and nothing else. A meeting
 * opens read-only: its subject and time, nothing to cancel.
 */
export function PublicCalendarPage() {
  const [params] = useSearchParams();
  const uuid = params.get('uuid') ?? '';
  const userUuid = params.get('userUuid') ?? '';
  const startDate = params.get('startDate') ?? '';
  const view = params.get('view');
  const zone = resolveTimeZone(params.get('timezone'));
  const nav = useCalendarNavigation(zone, {
    view: (CALENDAR_VIEWS as readonly string[]).includes(view ?? '') ? (view as CalendarView) : null,
    date: parseDateKey(startDate) ? rollLinkStartDate(startDate) : null,
  });
  const valid = UUID.test(uuid) && UUID.test(userUuid);
  const [openMeeting, setOpenMeeting] = useState<PlacedMeeting | null>(null);
  const calendar = usePublicCalendar({ uuid, userUuid, startingDate: nav.range.start, endingDate: nav.range.end, timezone: zone });

  if (!valid || (calendar.error instanceof ApiError && (calendar.error.status === 404 || calendar.error.status === 422))) return <NotFoundPage />;
  const owner = calendar.data?.data.owner.name;
  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      <PageHeader title={owner ? `${owner}'s calendar` : 'Calendar'} description="Shared with you, read-only." />
      <CalendarBoard nav={nav} zone={zone} calendar={calendar.data?.data} isPending={calendar.isPending || calendar.isPlaceholderData} error={calendar.error} editable={false} onOpenMeeting={setOpenMeeting} />
      {openMeeting ? (
        <Suspense fallback={null}>
          <PublicMeetingDialog meeting={openMeeting} zone={zone} onClose={() => setOpenMeeting(null)} />
        </Suspense>
      ) : null}
    </Container>
  );
}
