/** Transaction and contract-signing messages; the spec's own (section 8) kept exactly. */
export const transactionMessages = {
  alreadyExists: 'Property Transaction already exists.',
  created: 'Bid accepted. The contract has been sent to the buyer for signature.',
  /** Shown on the transaction page the one who accepted lands on. */
  contractSentTo: (buyerName: string) => `Contract sent to ${buyerName}`,
  bidMismatch: 'The transaction does not match the accepted bid.',
  noSeller: 'Add the seller to this listing before accepting a bid.',
  notFound: 'Transaction not found.',
  bidNotFound: 'Bid not found.',
  transactionDateInvalid: 'Please enter a valid transaction date.',
  statusUpdated: 'Transaction status updated.',
  statusStepInvalid: 'A signed contract moves on one step at a time: In Escrow, then Closed.',
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
  // Sending a signing link again
  linkResent: 'A new signing link has been e-mailed. The previous link no longer works.',
  notAwaitingSignature: 'This contract is not waiting for a signature, so there is no signing link to send.',
  linkResentRecently: 'A signing link was e-mailed less than a minute ago. Please wait a minute before sending another.',
} as const;
