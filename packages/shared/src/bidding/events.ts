/**
 * Socket.IO: the client joins a property's room to see bids live (docs/API.md, Realtime). Kept apart from the
 * schemas so that the web app's entry can name the events without loading zod.
 */
export const BID_EVENTS = {
  watch: 'property:watch',
  unwatch: 'property:unwatch',
  placed: 'bid:placed',
} as const;
