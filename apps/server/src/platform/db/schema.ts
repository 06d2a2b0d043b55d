/** Every table, gathered for drizzle-kit and for typed queries. Each module owns its own schema file. */
export * from '../../modules/accounts/accounts.schema';
export * from '../../modules/notifications/notifications.schema';
export * from '../../modules/settings/settings.schema';
export * from '../auth/auth.schema';
export * from '../mail/outbox.schema';
export * from '../../modules/properties/properties.schema';
export * from '../../modules/property-documents/property-documents.schema';
export * from '../../modules/insights/insights.schema';
export * from '../../modules/bidding/bidding.schema';
export * from '../../modules/transactions/transactions.schema';
export * from '../../modules/messaging/messaging.schema';
export * from '../../modules/meetings/meetings.schema';
export * from '../../modules/projects/projects.schema';
export * from '../../modules/projects/tasks.schema';
export * from '../../modules/projects/checklists.schema';
export * from '../../modules/vendors/vendors.schema';
export * from '../../modules/network/network.schema';
