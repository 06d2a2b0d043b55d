import { z } from 'zod';
// A relative DATA_DIR is taken from the repository's root, not from the working directory: npm runs
// `start` at the root but `seed` and `dev` inside apps/server, and all three must use the same database.
import { DEFAULT_DATA_DIR, dataDirFrom } from './platform/paths';

const emptyAsAbsent = z.literal('').transform(() => undefined);

const optionalUrl = z.string().url().optional().or(emptyAsAbsent);

/**
 * An optional URL with one of `schemes`. Anything else (a mysql:// DATABASE_URL) would otherwise pass here
 * and fail later as a driver's stack trace; it stops the start naming the variable instead.
 */
const optionalUrlOf = (...schemes: string[]) =>
  z
    .string()
    .refine(
      (value) => URL.canParse(value) && schemes.some((scheme) => value.toLowerCase().startsWith(`${scheme}://`)),
      `must be a URL starting with ${schemes.map((scheme) => `${scheme}://`).join(' or ')}`,
    )
    .optional()
    .or(emptyAsAbsent);

/** A yes/no switch: true, false, 1 or 0; absent means `fallback`. */
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? fallback : value === 'true' || value === '1'));

/** Every environment variable Openhouse reads. The README's configuration table mirrors this. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z
    .string()
    .min(1)
    .default(DEFAULT_DATA_DIR)
    .transform(dataDirFrom),
  DATABASE_URL: optionalUrlOf('postgres', 'postgresql'),
  REDIS_URL: optionalUrlOf('redis', 'rediss'),
  CORS_ORIGINS: z.string().default(''),
  /** Behind a load balancer: trust X-Forwarded-For from it, so rate limits see the real client. */
  TRUST_PROXY: flag(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty`: short text lines; `json`: pino's lines for collectors. Absent: json in production, pretty elsewhere. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  SMTP_URL: optionalUrlOf('smtp', 'smtps'),
  MAIL_FROM: z.string().default('Openhouse <no-reply@openhouse.local>'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_BASE_URL: z.string().url().default('https://api.twilio.com'),
  /** An API key and a Conversations service: GET /twilio/token then answers Twilio Access Tokens (all four, with TWILIO_ACCOUNT_SID, or none). */
  TWILIO_API_KEY_SID: z.string().optional().or(emptyAsAbsent),
  TWILIO_API_KEY_SECRET: z.string().optional().or(emptyAsAbsent),
  TWILIO_CONVERSATIONS_SERVICE_SID: z.string().optional().or(emptyAsAbsent),
  TWILIO_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86400).default(3600),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_OAUTH_BASE_URL: z.string().url().default('https://oauth2.googleapis.com'),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  /** Demo accounts with a published password: on by default, except under NODE_ENV=production (see loadConfig). */
  SEED_DEMO: z.enum(['true', 'false', '1', '0']).optional(),
  /** true/1 opens the dev mailbox to this computer only, `public` to every client, false/0 closes it. */
  DEV_MAILBOX: z.enum(['true', 'false', '1', '0', 'public']).optional(),
  SERVE_WEB: flag(true),
  /** This instance runs the background workers that pick up deliveries left waiting (a crash, a retry, another instance's). */
  JOBS: flag(true),
  /**
   * false: a jobs process, which runs the workers (JOBS) and answers no HTTP. `npm start` on PostgreSQL starts one
   * beside the web process, each with its own V8 flags (node-flags.json; docs/ARCHITECTURE.md, "The jobs process").
   */
  HTTP: flag(true),
  /** How often an idle worker looks for waiting jobs. */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** Seconds before a refused e-mail is tried again (then twice as long each time). */
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * Sign-in attempts one address may make for one e-mail in a minute, successful ones included (429 beyond). The
   * browser suite raises it: it signs in as each demo account dozens of times, often more than 10 in a minute.
   */
  LOGIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Campaign e-mails per minute, per campaign (0: as fast as the SMTP server takes them). */
  CAMPAIGN_RATE_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /**
   * Seconds after which a campaign recipient claimed by a process that never recorded the outcome is judged
   * `unknown` (PostgreSQL; on PGlite at the next start). Longer than a batch can take: pooled SMTP times out after 30 s.
   */
  CAMPAIGN_CLAIM_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** Deliver events in the request that committed them (off: only workers deliver, e.g. to prove recovery after a crash). */
  EVENTS_INLINE: flag(true),
});

export type Config = Omit<z.infer<typeof envSchema>, 'SEED_DEMO'> & {
  /** Whether demo accounts are created: SEED_DEMO when set, otherwise everywhere but production. */
  SEED_DEMO: boolean;
  publicUrl: string;
  corsOrigins: string[];
  /** The dev mailbox is open while no SMTP server is configured (mail has nowhere else to go), never by default in production, where it would expose reset links. */
  devMailbox: boolean;
  /**
   * Whether the dev mailbox answers clients on other machines. It lists every reset link and code, so by
   * default only loopback clients (this computer) are served; DEV_MAILBOX=public opens it to the network.
   */
  devMailboxPublic: boolean;
};

const isYes = (value: string | undefined): boolean | undefined => (value === undefined ? undefined : value === 'true' || value === '1');

export class ConfigError extends Error {}

/** Parses the environment; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const s3Keys = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  if (config.S3_ENDPOINT && s3Keys.some((key) => !config[key])) {
    throw new ConfigError(`Invalid configuration:\n  S3_ENDPOINT is set, so ${s3Keys.join(', ')} are required`);
  }
  // A half-configured Twilio token source would answer tokens Twilio refuses; stop the start naming what is missing.
  const twilioTokenKeys = ['TWILIO_ACCOUNT_SID', 'TWILIO_API_KEY_SID', 'TWILIO_API_KEY_SECRET', 'TWILIO_CONVERSATIONS_SERVICE_SID'] as const;
  const twilioTokenSet = twilioTokenKeys.slice(1).some((key) => config[key]);
  const twilioTokenMissing = twilioTokenKeys.filter((key) => !config[key]);
  if (twilioTokenSet && twilioTokenMissing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  Twilio access tokens need ${twilioTokenKeys.join(', ')} together; missing: ${twilioTokenMissing.join(', ')}`,
    );
  }
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  const production = config.NODE_ENV === 'production';
  const explicitMailbox = config.DEV_MAILBOX === 'public' ? true : isYes(config.DEV_MAILBOX);
  return {
    ...config,
    // A production start never creates accounts whose password is printed in the README, unless asked to by name.
    SEED_DEMO: isYes(config.SEED_DEMO) ?? !production,
    devMailboxPublic: config.DEV_MAILBOX === 'public',
    publicUrl,
    corsOrigins: [publicUrl, ...config.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean)],
    devMailbox: explicitMailbox ?? (!config.SMTP_URL && !production),
  };
}
