import { DashboardWidget, EmptyState } from '../../../components/dashboard-widget';

/**
 * Where the three most recent messages (GET /recent_messages) go. Messaging brings its own widget; until it
 * is composed in here, this card holds the place with the list's empty state.
 */
export function RecentMessagesSlot() {
  return (
    <DashboardWidget title="Recent Messages">
      <EmptyState hint="Your latest conversations will show here." />
    </DashboardWidget>
  );
}
