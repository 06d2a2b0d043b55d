import { Anchor } from '@mantine/core';
import { hasBookingPage } from '@openhouse/shared/roles/roles';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LoadingRows } from '../../components/loading-rows';
import { SettingsSection } from '../../features/profile/components/settings-section';
import { ProfileSettingsPage } from '../../features/profile/pages/profile-settings-page';
import { useSession } from '../../lib/session-context';

// Below the fold on every screen, and heavy (the calendar's API, the booking rules): downloaded after the page.
const CalendarFeedControls = lazy(() => import('../../features/calendar/components/calendar-feed-controls').then((module) => ({ default: module.CalendarFeedControls })));
const BookingSettingsPanel = lazy(() => import('../../features/scheduling/components/booking-settings-panel').then((module) => ({ default: module.BookingSettingsPanel })));
const loading = (label: string) => <LoadingRows label={label} count={2} height={40} />;

/**
 * /settings: the profile settings with the sections other features own, composed here so features stay apart:
 * the calendar feed for everyone, and the booking page's rules for those who have one.
 */
export function SettingsRoute() {
  const { user, roles } = useSession();
  const bookingPage = user && hasBookingPage(roles) ? `/${user.user_name}` : null;
  return (
    <ProfileSettingsPage
      sections={
        <>
          <SettingsSection title="Calendar feed">
            <Suspense fallback={loading('Loading the calendar feed')}>
              <CalendarFeedControls describe />
            </Suspense>
          </SettingsSection>
          {bookingPage ? (
            <SettingsSection
              title="Booking page"
              description={
                <>
                  Time kept free around your meetings, how far ahead visitors must book, and how they may meet you on{' '}
                  <Anchor component={Link} to={bookingPage} size="sm" underline="always">
                    your booking page
                  </Anchor>
                  .
                </>
              }
            >
              <Suspense fallback={loading('Loading booking settings')}>
                <BookingSettingsPanel />
              </Suspense>
            </SettingsSection>
          ) : null}
        </>
      }
    />
  );
}
