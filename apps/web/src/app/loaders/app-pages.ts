import type { ComponentType } from 'react';

/**
 * The pages of the signed-in app (behind RequireSession in ../router.tsx), each loaded when first visited. They
 * are imported here rather than in the router because the build writes, beside every dynamic import, the list of
 * files to preload with it: for these forty pages that list is several KiB, and in the router it was downloaded by
 * every visitor of a public page. This module is a chunk of its own, asked for by the router with the first app
 * page and warmed by the app frame when the browser is idle (app/layout/shell-layout.tsx).
 */
export const appPages = {
  AddProjectPage: () => import('../../features/projects/pages/add-project-page').then((module) => module.AddProjectPage),
  AddPropertyPage: () => import('../../features/properties/pages/add-property-page').then((module) => module.AddPropertyPage),
  AdminUsersPage: () => import('../../features/admin/pages/admin-users-page').then((module) => module.AdminUsersPage),
  AppointmentDetailsPage: () => import('../../features/scheduling/pages/appointment-details-page').then((module) => module.AppointmentDetailsPage),
  AppointmentsPage: () => import('../../features/scheduling/pages/appointments-page').then((module) => module.AppointmentsPage),
  CommunicationSettingsPage: () => import('../../features/settings/pages/communication-settings-page').then((module) => module.CommunicationSettingsPage),
  ContractSigningPage: () => import('../../features/transactions/pages/contract-signing-page').then((module) => module.ContractSigningPage),
  DocumentsPage: () => import('../../features/file-manager/pages/documents-page').then((module) => module.DocumentsPage),
  EditPropertyPage: () => import('../../features/properties/pages/edit-property-page').then((module) => module.EditPropertyPage),
  InsightsPage: () => import('../../features/insights/pages/insights-page').then((module) => module.InsightsPage),
  MessagesPage: () => import('../../features/messages/pages/messages-page').then((module) => module.MessagesPage),
  MyHomePage: () => import('../../features/properties/pages/my-home-page').then((module) => module.MyHomePage),
  MyListingsPage: () => import('../../features/properties/pages/my-listings-page').then((module) => module.MyListingsPage),
  NotificationsPage: () => import('../../features/notifications/pages/notifications-page').then((module) => module.NotificationsPage),
  ProjectDetailsPage: () => import('../../features/projects/pages/project-details-page').then((module) => module.ProjectDetailsPage),
  ProjectTasksPage: () => import('../../features/projects/pages/project-tasks-page').then((module) => module.ProjectTasksPage),
  ProjectTemplatesPage: () => import('../../features/projects/pages/project-templates-page').then((module) => module.ProjectTemplatesPage),
  ProjectsPage: () => import('../../features/projects/pages/projects-page').then((module) => module.ProjectsPage),
  PropertiesPage: () => import('../../features/properties/pages/properties-page').then((module) => module.PropertiesPage),
  PropertyDocumentsPage: () => import('../../features/property-documents/pages/property-documents-page').then((module) => module.PropertyDocumentsPage),
  PropertyTransactionsPage: () => import('../../features/transactions/pages/property-transactions-page').then((module) => module.PropertyTransactionsPage),
  ProspectPage: () => import('../../features/network/pages/network-pages').then((module) => module.ProspectPage),
  ProspectsPage: () => import('../../features/network/pages/network-pages').then((module) => module.ProspectsPage),
  QrCodePage: () => import('../../features/network/pages/network-pages').then((module) => module.QrCodePage),
  QueueRoute: () => import('../routes/queue-route').then((module) => module.QueueRoute),
  SavedHomesPage: () => import('../../features/properties/pages/saved-homes-page').then((module) => module.SavedHomesPage),
  ScheduledPage: () => import('../../features/scheduling/pages/appointments-page').then((module) => module.ScheduledPage),
  SellerInvitationPage: () => import('../../features/properties/pages/seller-invitation-page').then((module) => module.SellerInvitationPage),
  SettingsRoute: () => import('../routes/settings-route').then((module) => module.SettingsRoute),
  ShareDocsPage: () => import('../../features/file-manager/pages/share-docs-page').then((module) => module.ShareDocsPage),
  TimelinePage: () => import('../../features/calendar/pages/timeline-page').then((module) => module.TimelinePage),
  TransactionDetailPage: () => import('../../features/transactions/pages/transaction-detail-page').then((module) => module.TransactionDetailPage),
  TransactionsPage: () => import('../../features/transactions/pages/transactions-page').then((module) => module.TransactionsPage),
  CampaignsPage: () => import('../../features/campaigns/pages/campaigns-page').then((module) => module.CampaignsPage),
  AddCampaignPage: () => import('../../features/campaigns/pages/add-campaign-page').then((module) => module.AddCampaignPage),
  EditCampaignPage: () => import('../../features/campaigns/pages/edit-campaign-page').then((module) => module.EditCampaignPage),
  CampaignAnalyticsPage: () => import('../../features/campaigns/pages/campaign-analytics-page').then((module) => module.CampaignAnalyticsPage),
  VendorsPage: () => import('../../features/vendors/pages/vendors-page').then((module) => module.VendorsPage),
} satisfies Record<string, () => Promise<ComponentType>>;

export type AppPageName = keyof typeof appPages;
