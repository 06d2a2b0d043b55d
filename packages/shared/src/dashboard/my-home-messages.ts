/** What "My home" says (zod-free, so the page does not download zod for its words). */
export const myHomeMessages = {
  title: 'My home',
  description: 'Your home on the market: its views, the bids on it and where the deal stands.',
  empty: 'When your realtor lists your home, it appears here.',
  fetchFailed: 'Your home could not be loaded. Please try again.',
  noAuction: 'No auction yet: your realtor opens the bidding.',
  noOffers: 'No bids are waiting for an answer.',
  offersElsewhere: 'Bids are answered on the listing page.',
  dealRunning: 'A deal is under way, so no other bid can be accepted now.',
} as const;
