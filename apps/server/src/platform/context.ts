import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Cache } from './cache/cache';
import type { SessionCache } from './auth/session-cache';
import type { Ai } from './ai/ai';
import type { Database, Db } from './db/client';
import type { Events } from './events/events';
import type { GoogleVerifier } from './google/google';
import type { Jobs } from './jobs/jobs';
import type { Mailer } from './mail/mailer';
import type { Realtime } from './realtime/realtime';
import type { RealtimeTokens } from './realtime/tokens';
import type { SmsSender } from './sms/sms';
import type { Storage } from './storage/storage';

/** What services are given: the platform's parts, built once per app instance. */
export type Platform = {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  storage: Storage;
  /** Shared answers (public listing searches, home lists), invalidated by the writes that change them. */
  cache: Cache;
  /** Who each bearer token belongs to and what GET /me answers, kept briefly; `forget` when sessions end or a user changes. */
  sessions: SessionCache;
  google: GoogleVerifier;
  /** Listing text and summaries: built in, or an OpenAI-compatible endpoint (AI_BASE_URL). */
  ai: Ai;
  log: FastifyBaseLogger;
  /** Background work on pg-boss in the app's own database: retries, delays, schedules. */
  jobs: Jobs;
  /** Domain events: written with the change they describe, delivered after it commits, retried until done. */
  events: Events;
  /** GET /twilio/token's answers: the built-in channel's, or Twilio Access Tokens when an API key is configured. */
  realtimeTokens: RealtimeTokens;
  /** Set once the HTTP server exists; until then events are dropped (nobody can be connected). */
  realtime: Realtime | null;
};
