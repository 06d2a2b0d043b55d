import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { api, hasErrorCode } from './api-client';
import {
  clearSession,
  isLive,
  readSession,
  roleNames,
  saveSession,
  saveSessionUser,
  subscribeSession,
  type AuthPayload,
  type AuthStage,
  type Session,
  type SessionUser,
} from './session';

export type SessionContextValue = {
  session: Session | null;
  user: SessionUser | null;
  /** Role names, or null when nobody is signed in (menuFor() reads it that way). */
  roles: string[] | null;
  isLive: boolean;
  signIn: (payload: AuthPayload, options: { remember: boolean; stage: AuthStage | null }) => void;
  updateUser: (user: SessionUser) => void;
  /** Reloads the signed-in user from GET /me (after a profile or two-factor change). */
  refreshUser: () => Promise<void>;
  signOut: () => void;
};

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * GET /me without the global 401 handling: a token that died while the tab was closed should
 * quietly end the session on load, not greet the visitor with a login modal on a public page.
 */
async function fetchMe(): Promise<SessionUser> {
  try {
    const body = await api.get<{ data: SessionUser }>('/me', { skipAuthHandling: true });
    return body.data;
  } catch (error) {
    if (hasErrorCode(error, 'unauthenticated')) clearSession();
    throw error;
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(subscribeSession, readSession, () => null);
  // Re-rendered when the token runs out so guards and menus see the session end on time.
  const [now, setNow] = useState(() => Date.now());
  const live = isLive(session, now);

  useEffect(() => {
    if (!session) return;
    const wait = session.expiresAt - Date.now();
    if (wait <= 0) return;
    // setTimeout holds 32-bit delays only; a 30-day session is re-checked daily instead.
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(wait + 50, 24 * 60 * 60 * 1000));
    return () => window.clearTimeout(timer);
  }, [session, now]);

  const refreshUser = useCallback(async () => {
    if (!isLive(readSession())) return;
    saveSessionUser(await fetchMe());
  }, []);

  // The stored user may be stale (roles, picture, two-factor changed elsewhere): refresh once per load.
  const token = live ? session.token : null;
  useEffect(() => {
    if (token) refreshUser().catch(() => undefined);
  }, [token, refreshUser]);

  const value = useMemo<SessionContextValue>(
    () => ({
      session,
      user: session?.user ?? null,
      roles: live ? roleNames(session) : null,
      isLive: live,
      signIn: (payload, options) => {
        saveSession(payload, options);
        setNow(Date.now());
      },
      updateUser: saveSessionUser,
      refreshUser,
      signOut: clearSession,
    }),
    [session, live, refreshUser],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession() needs a <SessionProvider> above it.');
  return value;
}
