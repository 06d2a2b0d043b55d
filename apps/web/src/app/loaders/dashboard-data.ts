import type { QueryClient } from '@tanstack/react-query';
import { dashboardSummaryQuery } from '../../features/dashboard/api/get-dashboard-summary';
import { unreadMessagesQuery } from '../../features/messages/api/messaging-queries';
import { isLive, readSession } from '../../lib/session';

/**
 * Asks for the dashboard's first answers (the role's summary and the unread count the menu shows) while the
 * page's code loads and renders, instead of after its first render: the summary's widgets are the page's
 * largest paint, and they waited for both one after the other. The page's own queries take the answers from
 * the cache. Without a live session nothing is asked (the guard sends the visitor to sign in).
 */
export function prefetchDashboardData(queryClient: QueryClient): void {
  const session = readSession();
  if (!isLive(session)) return;
  void queryClient.prefetchQuery(dashboardSummaryQuery());
  void queryClient.prefetchQuery(unreadMessagesQuery);
}
