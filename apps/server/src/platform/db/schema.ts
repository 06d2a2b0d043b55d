/** Every table, gathered for drizzle-kit and for typed queries. Each module owns its own schema file. */
export * from '../../modules/accounts/accounts.schema';
export * from '../../modules/notifications/notifications.schema';
export * from '../../modules/settings/settings.schema';
export * from '../auth/auth.schema';
export * from '../mail/outbox.schema';
