/**
 * The moment a page drawn on the server was drawn at (ms), or null. The server's render reads it as now, and so
 * does the browser while it hydrates that markup, so a countdown's text matches; the browser's own clock takes
 * over straight after (server-clock.ts). A module of its own, so the entry sets it without loading the clock.
 */
let drawnAt: number | null = null;

export function drawAsOf(moment: number | null): void {
  drawnAt = moment;
}

export function pageDrawnAt(): number | null {
  return drawnAt;
}
