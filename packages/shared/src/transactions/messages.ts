/** Transaction and contract-signing messages; the spec's own (section 8) kept exactly. */
export const transactionMessages = {
  alreadyExists: 'Property Transaction already exists.',
  created: 'Bid accepted. The contract has been sent to the buyer for signature.',
  bidMismatch: 'The transaction does not match the accepted bid.',
  noSeller: 'Add the seller to this listing before accepting a bid.',
  notFound: 'Transaction not found.',
  // Signing
  consentRequired: 'Please agree to sign electronically.',
  signatureRequired: 'Please type or draw your signature.',
  typedNameMismatch: 'Type your full name as your signature.',
  drawnInvalid: 'The drawn signature could not be read. Please draw it again.',
  notYourTurn: 'It is not your turn to sign this contract.',
  alreadySigned: 'You have already signed this contract.',
  linkInvalid: 'This signing link is invalid or has expired.',
  linkOtherParty: 'This signing link belongs to another party.',
  notActive: 'This contract is no longer open for signing.',
  signed: 'Thank you. Your signature has been recorded.',
  completed: 'The contract is signed by both parties.',
  declined: 'You declined to sign. The transaction has been cancelled.',
  voided: 'The contract was voided and the transaction cancelled.',
  reasonRequired: 'Please give a reason.',
  cannotVoid: 'A fully signed contract cannot be voided.',
} as const;
