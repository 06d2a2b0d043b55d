import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Runs `read` with `dir` as the working directory, as `npm run seed` (apps/server) or a shell elsewhere would. */
function inDirectory<T>(dir: string, read: () => T): T {
  const previous = process.cwd();
  process.chdir(dir);
  try {
    return read();
  } finally {
    process.chdir(previous);
  }
}

/** loadConfig throws; this returns what it threw. */
function failureOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('loadConfig', () => {
  it('starts with the laptop defaults from an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: join(repoRoot, 'data'),
      publicUrl: 'http://localhost:3000',
      corsOrigins: ['http://localhost:3000'],
      devMailbox: true,
      SEED_DEMO: true,
      SERVE_WEB: true,
      JOBS: true,
      LOG_LEVEL: 'info',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('keeps data in <repository>/data whatever the working directory, so start, seed and dev share one database', () => {
    expect(JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).name).toBe('openhouse');
    for (const cwd of [repoRoot, join(repoRoot, 'apps/server'), tmpdir()]) {
      expect(inDirectory(cwd, () => loadConfig({}).DATA_DIR)).toBe(join(repoRoot, 'data'));
      expect(inDirectory(cwd, () => loadConfig({ DATA_DIR: 'var/openhouse' }).DATA_DIR)).toBe(join(repoRoot, 'var/openhouse'));
    }
    expect(loadConfig({ DATA_DIR: join(tmpdir(), 'oh-data') }).DATA_DIR).toBe(join(tmpdir(), 'oh-data'));
  });

  it('refuses service URLs of another kind at start, naming the variable', () => {
    const refused: [string, string][] = [
      ['DATABASE_URL', 'mysql://root@127.0.0.1/openhouse'],
      ['DATABASE_URL', 'postgres:openhouse'],
      ['REDIS_URL', 'http://127.0.0.1:6379'],
      ['SMTP_URL', 'https://mail.example'],
    ];
    for (const [name, value] of refused) {
      const message = failureOf({ [name]: value }).message;
      expect(message).toContain(name);
      expect(message).not.toContain(value);
    }
    expect(failureOf({ DATABASE_URL: 'mysql://x' }).message).toContain('postgres:// or postgresql://');
    for (const url of ['postgres://u@127.0.0.1:5432/test', 'postgresql://127.0.0.1/test']) expect(loadConfig({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    for (const url of ['redis://127.0.0.1:6379', 'rediss://cache.example:6380']) expect(loadConfig({ REDIS_URL: url }).REDIS_URL).toBe(url);
    for (const url of ['smtp://u:p@mail.example:587', 'smtps://mail.example:465']) expect(loadConfig({ SMTP_URL: url }).SMTP_URL).toBe(url);
  });

  it('derives the public URL from PORT, and keeps an explicit one without its trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://openhouse.example/' }).publicUrl).toBe('https://openhouse.example');
  });

  it('closes the dev mailbox once SMTP is configured, unless DEV_MAILBOX says otherwise', () => {
    expect(loadConfig({}).devMailbox).toBe(true);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example:587' }).devMailbox).toBe(false);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example:587', DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    expect(loadConfig({ DEV_MAILBOX: '0' }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
  });

  it('creates no demo accounts under NODE_ENV=production unless SEED_DEMO=true is set', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
  });

  it('serves the dev mailbox to this computer only unless DEV_MAILBOX=public', () => {
    expect(loadConfig({})).toMatchObject({ devMailbox: true, devMailboxPublic: false });
    expect(loadConfig({ DEV_MAILBOX: 'true' })).toMatchObject({ devMailbox: true, devMailboxPublic: false });
    expect(loadConfig({ DEV_MAILBOX: 'public' })).toMatchObject({ devMailbox: true, devMailboxPublic: true });
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587', DEV_MAILBOX: 'public' }).devMailbox).toBe(true);
  });

  it('treats an empty optional URL as absent', () => {
    const config = loadConfig({ SMTP_URL: '', DATABASE_URL: '', REDIS_URL: '' });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.devMailbox).toBe(true);
  });

  it('adds CORS_ORIGINS after the public URL, trimmed, skipping blanks', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://openhouse.example', CORS_ORIGINS: ' http://localhost:5173 ,, https://admin.example ' });
    expect(config.corsOrigins).toEqual(['https://openhouse.example', 'http://localhost:5173', 'https://admin.example']);
  });

  it('reads yes/no switches as true, false, 1 or 0', () => {
    expect(loadConfig({ SEED_DEMO: 'false', SERVE_WEB: '0', JOBS: '1' })).toMatchObject({ SEED_DEMO: false, SERVE_WEB: false, JOBS: true });
    expect(failureOf({ SEED_DEMO: 'yes' }).message).toContain('SEED_DEMO');
  });

  it('refuses a PORT that is not a number, naming it', () => {
    const error = failureOf({ PORT: 'abc' });
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toContain('PORT');
  });

  it('refuses a PORT out of range', () => {
    expect(failureOf({ PORT: '70000' }).message).toContain('PORT');
    expect(failureOf({ PORT: '-1' }).message).toContain('PORT');
  });

  it('names every bad variable at once', () => {
    const error = failureOf({ PORT: 'abc', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud' });
    expect(error.message).toContain('PORT');
    expect(error.message).toContain('DATABASE_URL');
    expect(error.message).toContain('LOG_LEVEL');
  });

  it('requires the bucket and keys once S3_ENDPOINT is set, naming them', () => {
    const error = failureOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(error.message).toContain('S3_ENDPOINT');
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) expect(error.message).toContain(key);

    const missingSecret = failureOf({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'openhouse', S3_ACCESS_KEY_ID: 'key' });
    expect(missingSecret.message).toContain('S3_SECRET_ACCESS_KEY');

    const complete = loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'openhouse', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' });
    expect(complete).toMatchObject({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'us-east-1', S3_BUCKET: 'openhouse' });
  });

  it('takes the Twilio token settings whole or not at all, naming what is missing', () => {
    const partial = failureOf({ TWILIO_API_KEY_SID: 'SK123', TWILIO_API_KEY_SECRET: 'secret' });
    expect(partial.message).toContain('Twilio access tokens need');
    expect(partial.message).toContain('missing: TWILIO_ACCOUNT_SID, TWILIO_CONVERSATIONS_SERVICE_SID');

    // The SMS settings alone are not a token source.
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15005550006' })).not.toThrow();

    const complete = loadConfig({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_API_KEY_SID: 'SK1', TWILIO_API_KEY_SECRET: 's', TWILIO_CONVERSATIONS_SERVICE_SID: 'IS1' });
    expect(complete).toMatchObject({ TWILIO_API_KEY_SID: 'SK1', TWILIO_TOKEN_TTL_SECONDS: 3600 });
  });
});
