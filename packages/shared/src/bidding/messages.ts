/**
 * Every message bidding shows. The spec's own wording (part 1 sections 5 and 8) is kept exactly; the
 * rest follow docs/DECISIONS.md (approval states, highest bidder) or read as a user would expect.
 */
export const biddingMessages = {
  approvalChoice: 'Choose approved or rejected.',
  // Bid approval form (spec section 5)
  nicknameRequired: 'Nickname is required.',
  nicknameMin: 'Minimum length should be 3',
  statusRequired: 'Status is required.',
  proofRequired: 'Proof document is required.',
  proofPdfOnly: 'Proof document must be a PDF file.',
  proofTooLarge: 'Proof document must be 20 MB or smaller.',
  agreementRequired: 'Please agree with Buyer\u2019s Premium rule.',

  // Bid form (spec section 5)
  bidAmountRequired: 'Bid amount is required.',
  bidAmountInvalid: 'Please enter a valid bid amount',
  minimumBid: (minimum: number) => `Minimum bid amount ${minimum} is required.`,
  bidMultiple: (increment: number) => `Bid amount must be a multiple of ${increment}`,
  contingencyRequired: 'Contingency is required.',
  contingencyExclusive: 'No Contingency cannot be combined with another contingency.',
  escrowRequired: 'Escrow date is required.',
  escrowInPast: 'Escrow date cannot be before today.',
  dueDiligenceRequired: 'You must accept the Due Diligence',

  // Enable bid (spec section 5: all required, not before today)
  bidStartAmountRequired: 'Bid Amount is required.',
  bidStartAmountInvalid: 'Bid Amount must be a positive number.',
  incrementRequired: 'Bid Increment is required.',
  incrementInvalid: 'Bid Increment must be a positive number.',
  startTimeRequired: 'Bid Start Time is required.',
  endTimeRequired: 'Bid End Time is required.',
  startTimeInPast: 'Bid Start Time cannot be before today.',
  endTimeInPast: 'Bid End Time cannot be before today.',
  endBeforeStart: 'Bid End Time must be after Bid Start Time.',
  premiumRateInvalid: "Buyer's premium must be between 0 and 25 percent.",
  biddingEnabled: 'Bidding is enabled for this property.',
  biddingLocked: 'Bidding terms cannot change once bids have been placed.',
  listingClosed: 'Bidding cannot be enabled on a listing that is withdrawn or closed.',
  listingNotPublished: 'Bidding can be enabled once the listing is published.',

  // Approval states (docs/DECISIONS.md, Bidding)
  approvalUnderReview: 'Your bidding approval is under review.',
  approvalRejected: 'Your bidding approval was rejected.',
  approvalExists: 'You have already asked for bidding approval on this property.',
  approvalCreated: 'Your bidding approval request has been submitted.',
  approvalApproved: 'Bidding approval approved.',
  approvalRejectedByYou: 'Bidding approval rejected.',
  approvalAlreadyDecided: 'This bidding approval has already been decided.',
  listingSideCannotApply: 'The listing side cannot bid on its own property.',
  approvalNotCreated: (serverMessage: string) => `Bidding Approval was not created. ${serverMessage}`.trim(),
  approvalRequestError: 'Error occurred during request',

  // Placing a bid (docs/DECISIONS.md, Bidding)
  biddingNotEnabled: 'Bidding is not enabled for this property.',
  notApproved: 'You need an approved bidding approval to bid on this property.',
  notStarted: 'Bidding has not started yet.',
  ended: 'Bidding has ended.',
  alreadyHighest: 'You already hold the highest bid.',
  listingSideCannotBid: 'The listing side cannot bid on its own property.',
  bidPlaced: 'Your bid has been placed.',

  // Client fallbacks (spec section 8)
  somethingWrong: 'Something went wrong, please try again.',
  bidException: 'An error occurred, please try again later.',
  failedToFetchBid: 'Failed to fetch current bid',
} as const;
