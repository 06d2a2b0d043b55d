import type { LoginResponse, SessionUser } from '@openhouse/shared/accounts/responses';
import { SESSION_HINT_COOKIE } from '@openhouse/shared/http/server-render';

/**
 * The stored session (spec part 1 section 3): access token with a timestamp, the user, the user
 * e-mail, an auth stage (pre_verification while a second factor is pending) and a twilio token.
 * "Keep me logged in" keeps it in localStorage; otherwise it lives in sessionStorage and ends
 * with the tab. This module is plain TypeScript so the API client can read and clear it too.
 */

/** The user and login answer types are the API's own (shared with the server). */
export type { SessionUser };

/** What /login, /google-login, /confirmation and /verify-2fa-code answer in `data`. */
export type AuthPayload = LoginResponse['data'];

export type AuthStage = 'pre_verification';

export type Session = {
  token: string;
  /** When the token was stored (ms). */
  timestamp: number;
  /** When the token stops being accepted (ms): the server's expires_at. */
  expiresAt: number;
  user: SessionUser;
  email: string;
  stage: AuthStage | null;
  twilioToken: string | null;
  smsCodeExpiresAt: string | null;
  remember: boolean;
};

export const SESSION_KEYS = {
  accessToken: 'access_token',
  user: 'user',
  userEmail: 'user_email',
  authStage: 'auth_stage',
  twilioToken: 'twilio_token',
  smsCodeExpiresAt: 'sms_verification_code_expires_at',
} as const;

const REFERRER_KEY = 'referrer';
const HOUR = 60 * 60 * 1000;
const THIRTY_DAYS = 30 * 24 * HOUR;

type StoredToken = { token: string; timestamp: number; expires_at: string | null };

function storages(): Storage[] {
  return typeof window === 'undefined' ? [] : [window.localStorage, window.sessionStorage];
}

function parse<T>(raw: string | null): T | null {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function readFrom(storage: Storage, remember: boolean): Session | null {
  const stored = parse<StoredToken>(storage.getItem(SESSION_KEYS.accessToken));
  const user = parse<SessionUser>(storage.getItem(SESSION_KEYS.user));
  if (!stored?.token || !user) return null;
  const serverExpiry = stored.expires_at ? Date.parse(stored.expires_at) : Number.NaN;
  const expiresAt = Number.isFinite(serverExpiry) ? serverExpiry : stored.timestamp + (remember ? THIRTY_DAYS : HOUR);
  return {
    token: stored.token,
    timestamp: stored.timestamp,
    expiresAt,
    user,
    email: storage.getItem(SESSION_KEYS.userEmail) ?? user.email,
    stage: storage.getItem(SESSION_KEYS.authStage) === 'pre_verification' ? 'pre_verification' : null,
    twilioToken: storage.getItem(SESSION_KEYS.twilioToken),
    smsCodeExpiresAt: storage.getItem(SESSION_KEYS.smsCodeExpiresAt),
    remember,
  };
}

// useSyncExternalStore needs the same object back until something changes.
let cached: Session | null | undefined;
const listeners = new Set<() => void>();

function changed() {
  cached = undefined;
  syncSessionHint();
  for (const listener of listeners) listener();
}

export function readSession(): Session | null {
  if (cached !== undefined) return cached;
  const [local, session] = storages();
  cached = (local && readFrom(local, true)) ?? (session && readFrom(session, false)) ?? null;
  return cached;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Keeps the session hint cookie (shared/http/server-render.ts) in step with the stored session, so the server
 * draws pages only for visitors without one.
 */
function syncSessionHint() {
  if (typeof document === 'undefined') return;
  document.cookie = `${SESSION_HINT_COOKIE}=${isLive(readSession()) ? '1' : '; max-age=0'}; path=/; SameSite=Lax`;
}

/** Another tab signed in or out: the localStorage copy changed under us. */
if (typeof window !== 'undefined') {
  syncSessionHint();
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values<string>(SESSION_KEYS).includes(event.key)) changed();
  });
}

function clearStorage(storage: Storage) {
  for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
}

export function saveSession(payload: AuthPayload, options: { remember: boolean; stage: AuthStage | null }): void {
  const [local, session] = storages();
  if (!local || !session) return;
  const target = options.remember ? local : session;
  clearStorage(local);
  clearStorage(session);
  const stored: StoredToken = { token: payload.authorization.token, timestamp: Date.now(), expires_at: payload.authorization.expires_at };
  target.setItem(SESSION_KEYS.accessToken, JSON.stringify(stored));
  target.setItem(SESSION_KEYS.user, JSON.stringify(payload.user));
  target.setItem(SESSION_KEYS.userEmail, payload.user.email);
  if (options.stage) target.setItem(SESSION_KEYS.authStage, options.stage);
  if (payload.twilio_token) target.setItem(SESSION_KEYS.twilioToken, payload.twilio_token);
  if (payload.sms_verification_code_expires_at) target.setItem(SESSION_KEYS.smsCodeExpiresAt, payload.sms_verification_code_expires_at);
  changed();
}

function currentStorage(): Storage | null {
  const current = readSession();
  if (!current) return null;
  return current.remember ? window.localStorage : window.sessionStorage;
}

export function saveSessionUser(user: SessionUser): void {
  const storage = currentStorage();
  if (!storage) return;
  storage.setItem(SESSION_KEYS.user, JSON.stringify(user));
  storage.setItem(SESSION_KEYS.userEmail, user.email);
  changed();
}

export function saveSmsCodeExpiry(expiresAt: string | null): void {
  const storage = currentStorage();
  if (!storage) return;
  if (expiresAt) storage.setItem(SESSION_KEYS.smsCodeExpiresAt, expiresAt);
  else storage.removeItem(SESSION_KEYS.smsCodeExpiresAt);
  changed();
}

export function clearSession(): void {
  for (const storage of storages()) clearStorage(storage);
  changed();
}

/** Live = a full (not pre-verification) token that has not reached its expiry. */
export function isLive(session: Session | null, now = Date.now()): session is Session {
  return Boolean(session && session.stage === null && now < session.expiresAt);
}

export function roleNames(session: Session | null): string[] | null {
  return session ? session.user.roles.map((role) => role.name) : null;
}

/** The page a visitor wanted before being sent to sign in; one tab's memory only. */
export function rememberReferrer(path: string): void {
  window.sessionStorage.setItem(REFERRER_KEY, path);
}

export function takeReferrer(): string | null {
  const referrer = window.sessionStorage.getItem(REFERRER_KEY);
  window.sessionStorage.removeItem(REFERRER_KEY);
  return referrer;
}
