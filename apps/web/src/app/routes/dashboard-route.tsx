import { DashboardPage } from '../../features/dashboard/pages/dashboard-page';
import { NotificationsWidget } from '../../features/notifications/components/notifications-widget';

/** The dashboard with the widgets other features provide, composed here so features stay apart. */
export function DashboardRoute() {
  return <DashboardPage notifications={<NotificationsWidget />} />;
}
