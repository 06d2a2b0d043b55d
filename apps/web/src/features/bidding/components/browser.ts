/**
 * Leaving the app: a page reload after enabling bidding (spec section 4) and the contract signing
 * start after accepting a bid. One object so tests can watch where the browser was sent.
 */
export const browser = {
  reload: (): void => window.location.reload(),
  assign: (url: string): void => window.location.assign(url),
};
