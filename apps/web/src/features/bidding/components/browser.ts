/**
 * Leaving the app: a page reload after enabling bidding (spec section 4). One object so tests can watch
 * what the browser was asked to do.
 */
export const browser = {
  reload: (): void => window.location.reload(),
  assign: (url: string): void => window.location.assign(url),
};
