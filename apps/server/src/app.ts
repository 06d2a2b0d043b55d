import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes';
import { fileManagerRoutes } from './modules/file-manager/file-manager.routes';
import { sharedDocumentsRoutes, shareLinkManagerRoutes } from './modules/file-manager/share-links.routes';
import { healthRoutes } from './modules/health/health.routes';
import { insightsRoutes } from './modules/insights/insights.routes';
import { attachmentFileResolver } from './modules/messaging/attachment-files';
import { networkRoutes } from './modules/network/network.routes';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes';
import { createCampaignQueues } from './modules/campaigns/campaign-queues';
import { startCampaignSending } from './modules/campaigns/campaign-sender';
import { startSequenceSweep, subscribeSequenceSteps } from './modules/campaigns/sequence-steps';
import { messagingRoutes } from './modules/messaging/messaging.routes';
import { messagingSockets } from './modules/messaging/messaging.sockets';
import { subscribeMeetingMail } from './modules/meetings/meeting-mail';
import { meetingsRoutes } from './modules/meetings/meetings.routes';
import { agentsRoutes } from './modules/agents/agents.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { appointmentsRoutes } from './modules/meetings/appointments.routes';
import { startReminders } from './modules/meetings/reminders';
import { NOTICE_RULES } from './modules/notifications/notice-rules';
import { subscribeNotices } from './modules/notifications/notices';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { subscribeCatalogue } from './modules/properties/catalogue-subscribers';
import { settleSearchIndex, warmSearchIndex } from './modules/properties/search-index/search-index.service';
import { subscribeListingStatus } from './modules/properties/listing-status-subscribers';
import { subscribeSellerInvitationMail } from './modules/properties/property-seller';
import { propertiesRoutes } from './modules/properties/properties.routes';
import { propertyAccess } from './modules/properties/properties.access';
import { propertyDocumentsRoutes } from './modules/property-documents/property-documents.routes';
import { checklistsRoutes } from './modules/projects/checklists.routes';
import { projectImageResolver } from './modules/projects/project-files';
import { projectsRoutes } from './modules/projects/projects.routes';
import { subscribeVendorInvitationMail } from './modules/vendors/vendor-invitation-mail';
import { vendorsRoutes } from './modules/vendors/vendors.routes';
import { tasksRoutes } from './modules/projects/tasks.routes';
import { ensureDefaultMilestoneTemplates } from './modules/projects/templates.repository';
import { subscribeTransactionProjects } from './modules/projects/transaction-projects';
import { dataExportFileResolver, subscribeDataExports } from './modules/settings/data-export.service';
import { sessionActivityPlugin } from './modules/settings/session-activity';
import { settingsRoutes } from './modules/settings/settings.routes';
import { biddingRoutes } from './modules/bidding/bidding.routes';
import { proofFileResolver } from './modules/bidding/proof-files';
import { storedFilesRoutes } from './modules/stored-files/stored-files.routes';
import { contractFileResolver } from './modules/transactions/contract-files';
import { subscribeTransactionMail } from './modules/transactions/transaction-notices';
import { subscribePasswordResetMail } from './modules/accounts/password-reset-mail';
import { transactionsRoutes } from './modules/transactions/transactions.routes';
import { createAi } from './platform/ai/ai';
import { sessionPlugin } from './platform/auth/session';
import { createSessionCache } from './platform/auth/session-cache';
import type { Platform } from './platform/context';
import { connectDatabase, pgliteDirFor, type Database } from './platform/db/client';
import type { BootingPglite } from './platform/db/pglite-boot';
import { createCache } from './platform/cache/cache';
import { createGoogleVerifier } from './platform/google/google';
import { registerErrorHandler, registerNotFoundHandler } from './platform/http/errors';
import { registerOpenApi } from './platform/http/openapi';
import { answerClientError, registerSecurityHeaders } from './platform/http/security-headers';
import { serveWebApp } from './platform/http/web-app';
import { createEvents } from './platform/events/events';
import { createJobs } from './platform/jobs/jobs';
import { loggerOptions, OneLinePerRequest } from './platform/logging/logger';
import { createMailer } from './platform/mail/mailer';
import { createRealtime } from './platform/realtime/realtime';
import { createSmsSender } from './platform/sms/sms';
import { connectRedis } from './platform/redis/connect';
import { createRealtimeTokens } from './platform/realtime/tokens';
import { createStorage } from './platform/storage/storage-factory';

export type BuildOptions = {
  config: Config;
  /** An already open database (tests share one across apps); otherwise opened from config. */
  database?: Database;
  /** PGlite already starting on the configured folder (the server's entry starts it before loading the app). */
  pgliteBooting?: BootingPglite;
  logger?: boolean;
  /**
   * What only runs in the background (the job workers' polls, the cron clock, resuming campaigns, reading the
   * search index, drawing the landing page) waits for `app.startBackground()`: the server's entry answers its first requests before it.
   * Otherwise it starts with the app, as tests expect.
   */
  deferBackground?: boolean;
};

export type App = FastifyInstance & { platform: Platform; startBackground(): Promise<void> };

/** Builds the whole API: external plugins, then platform plugins, then the modules' routes. */
export async function buildApp(options: BuildOptions): Promise<App> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config),
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    trustProxy: config.TRUST_PROXY,
    clientErrorHandler: answerClientError,
    // A HEAD twin of each of some 150 GET routes cost every start about a twentieth of its CPU (the router and the
    // route preparation, from a CPU profile) for a method no client of the API sends. The web app's files and pages (@fastify/static
    // and the not-found handler) and /api/health still answer HEAD.
    exposeHeadRoutes: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The routes are registered while the database starts (PGlite reading its files, or the migrations);
  // nothing below queries before `databaseReady` (docs/ARCHITECTURE.md, "Starting the server").
  const { database, ready: databaseReady } = options.database
    ? { database: options.database, ready: Promise.resolve() }
    : connectDatabase({ url: config.DATABASE_URL, pgliteDir: pgliteDirFor(config.DATA_DIR), pgliteBooting: options.pgliteBooting });
  // A failure is answered where it is awaited, after the routes; until then it must not count as unhandled.
  databaseReady.catch(() => undefined);
  const ownsDatabase = !options.database;
  // One Redis connection for the rate limiter's counters and the cache's generations.
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1 }) : undefined;

  const jobs = createJobs(database, app.log, { pollingIntervalSeconds: config.JOBS_POLL_SECONDS, holdWorkers: options.deferBackground });
  const platform: Platform = {
    config,
    jobs,
    events: createEvents({ db: database.db, jobs, log: app.log, inline: config.EVENTS_INLINE, workers: config.JOBS }),
    database,
    db: database.db,
    log: app.log,
    mailer: createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log, jobs, retrySeconds: config.MAIL_RETRY_SECONDS }),
    sms: createSmsSender({
      db: database.db,
      log: app.log,
      twilio:
        config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM
          ? { accountSid: config.TWILIO_ACCOUNT_SID, authToken: config.TWILIO_AUTH_TOKEN, from: config.TWILIO_FROM, baseUrl: config.TWILIO_BASE_URL }
          : undefined,
    }),
    storage: createStorage(config),
    google: createGoogleVerifier({ clientId: config.GOOGLE_CLIENT_ID, baseUrl: config.GOOGLE_OAUTH_BASE_URL }),
    ai: createAi(config),
    realtimeTokens: createRealtimeTokens(config),
    cache: createCache({ redis }),
    sessions: createSessionCache({ db: database.db, redisUrl: config.REDIS_URL, log: app.log }),
    realtime: null,
  };
  app.decorate('platform', platform);
  // Every subscriber is known before the first request, so any instance can deliver any event.
  subscribeNotices(platform, NOTICE_RULES);
  subscribeCatalogue(platform);
  subscribeListingStatus(platform);
  subscribeSellerInvitationMail(platform);
  subscribeTransactionMail(platform);
  subscribePasswordResetMail(platform);
  subscribeMeetingMail(platform);
  subscribeTransactionProjects(platform);
  subscribeVendorInvitationMail(platform);
  subscribeDataExports(platform);
  subscribeSequenceSteps(platform);

  registerErrorHandler(app);
  registerSecurityHeaders(app);
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 10, fields: 50 } });
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'openhouse-rl:',
    errorResponseBuilder: () => ({ statusCode: 429, message: 'Too many attempts. Please try again later.' }),
  });
  await registerOpenApi(app);
  await app.register(sessionPlugin, { sessions: platform.sessions });
  await app.register(sessionActivityPlugin, { platform });

  await app.register(healthRoutes, { platform });
  await app.register(
    async (api) => {
      // Cross-origin access is for the JSON API only; health checks and the web app need none.
      await api.register(cors, { origin: config.corsOrigins, credentials: false });
      await api.register(accountsRoutes, { platform });
      await api.register(adminRoutes, { platform });
      await api.register(notificationsRoutes, { platform });
      await api.register(settingsRoutes, { platform });
      await api.register(propertiesRoutes, { platform });
      await api.register(propertyDocumentsRoutes, { platform });
      await api.register(insightsRoutes, { platform });
      await api.register(biddingRoutes, { platform });
      await api.register(transactionsRoutes, { platform });
      await api.register(messagingRoutes, { platform });
      await api.register(meetingsRoutes, { platform });
      await api.register(appointmentsRoutes, { platform });
      await api.register(calendarRoutes, { platform });
      await api.register(agentsRoutes, { platform });
      await api.register(dashboardRoutes, { platform });
      await api.register(projectsRoutes, { platform });
      await api.register(vendorsRoutes, { platform });
      await api.register(tasksRoutes, { platform });
      await api.register(checklistsRoutes, { platform });
      await api.register(networkRoutes, { platform });
      await api.register(sharedDocumentsRoutes, { platform });
      await api.register(campaignsRoutes, { platform });
      await api.register(storedFilesRoutes, { platform, resolvers: [proofFileResolver, contractFileResolver, attachmentFileResolver, projectImageResolver, dataExportFileResolver] });
    },
    { prefix: '/api/v1' },
  );
  await app.register(
    async (fileManager) => {
      await fileManager.register(cors, { origin: config.corsOrigins, credentials: false });
      await fileManager.register(fileManagerRoutes, { platform });
      await fileManager.register(shareLinkManagerRoutes, { platform });
    },
    { prefix: '/api/file-manager' },
  );
  if (config.devMailbox) await app.register(devMailboxRoutes, { platform });
  const webPages = config.SERVE_WEB ? await serveWebApp(app) : null;
  registerNotFoundHandler(app, { indexPage: webPages });
  // Loading the server render and drawing the landing page is a few hundred milliseconds of the main thread:
  // after the server listens, so a start does not wait for it and the first visitor is mostly spared it.
  if (webPages && !options.deferBackground) app.addHook('onListen', async () => void webPages.warm());

  try {
    await databaseReady;
  } catch (error) {
    // The database closed itself; what else was opened for it goes too.
    await Promise.allSettled([platform.cache.close(), platform.sessions.close(), redis?.quit()]);
    throw error;
  }
  await platform.events.start();
  await startReminders(platform);
  await ensureDefaultMilestoneTemplates(database.db);
  if (config.JOBS) await platform.mailer.startRedelivery();
  await createCampaignQueues(platform);
  const startBackground = async () => {
    // Not awaited: until the search index is read, searches go to the database as before. A jobs process
    // (HTTP=false) answers no searches and never reads it.
    if (config.HTTP) void warmSearchIndex(platform);
    if (options.deferBackground) void webPages?.warm();
    await startCampaignSending(platform);
    await startSequenceSweep(platform);
    await platform.jobs.releaseWorkers();
  };
  app.decorate('startBackground', startBackground);
  if (!options.deferBackground) await startBackground();

  app.addHook('onReady', async () => {
    platform.realtime = createRealtime({
      server: app.server,
      db: database.db,
      redisUrl: config.REDIS_URL,
      allowedOrigins: config.corsOrigins,
      log: app.log,
      maySeeProperty: (actor, propertyId) => propertyAccess.allows(database.db, actor, 'see', propertyId),
      features: [messagingSockets(database.db)],
    });
  });
  // Sockets end before the HTTP server closes: server.close() waits for every open connection, so
  // closing them later (onClose) would hang shutdown for as long as any browser stays connected.
  app.addHook('preClose', async () => {
    await platform.realtime?.close();
  });
  app.addHook('onClose', async () => {
    await settleSearchIndex(platform);
    await platform.events.stop();
    await platform.mailer.idle();
    platform.mailer.close();
    await platform.cache.close();
    await platform.sessions.close();
    await redis?.quit().catch(() => undefined);
    if (ownsDatabase) await database.close();
  });
  return app as unknown as App;
}
