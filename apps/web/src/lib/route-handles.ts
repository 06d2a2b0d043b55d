import { useMatches } from 'react-router';

/** What a route says of itself in its `handle`, for parts drawn outside it (the modals of the modal host). */
export type RouteHandle = { requiresSession?: true };

/** The handle of the routes behind the session guard (app/guards/require-session.tsx). */
export const REQUIRES_SESSION: RouteHandle = { requiresSession: true };

/** Whether the page shown is one that only a live session may see: without one, the guard sends it to sign in. */
export function useOnSessionOnlyPage(): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.requiresSession === true);
}
