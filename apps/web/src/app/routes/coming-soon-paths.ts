/**
 * The paths of routes whose feature is not built yet (router.tsx registers each `soon(...)` route here). The
 * sidebar leaves out menu entries that lead only to one of them; once a real page replaces the route, its entry
 * appears by itself.
 */
const comingSoon = new Set<string>();

export function registerComingSoon(path: string): void {
  comingSoon.add(`/${path.replace(/^\//, '')}`);
}

export function isComingSoon(to: string): boolean {
  return comingSoon.has(to);
}
