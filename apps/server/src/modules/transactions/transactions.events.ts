import { defineEvent } from '../../platform/events/events';

/** What every transaction event names: the deal, its parties and the property as messages call it. */
type Deal = {
  transactionId: number;
  /** The listing the deal is about (its status follows the deal). */
  propertyId: number;
  /** "Label (street)", as messages name the property. */
  propertyText: string;
  buyerId: number;
  sellerId: number;
  realtorId: number;
};

/** A bid was accepted: the contract is out for the buyer's signature, with a link only they get. */
export const transactionAccepted = defineEvent<Deal & { amount: number; buyerName: string; signingToken: string }>('transaction.accepted');
/** The buyer signed: the seller is due, with a link of their own. */
export const buyerSigned = defineEvent<Deal & { buyerName: string; signingToken: string }>('transaction.buyer_signed');
/** Both signed: the executed contract is stored with this digest. */
export const contractCompleted = defineEvent<Deal & { sha256: string }>('transaction.completed');
export const contractDeclined = defineEvent<Deal & { signerName: string; signerRole: string; reason: string }>('transaction.declined');
export const transactionVoided = defineEvent<Deal & { reason: string }>('transaction.voided');
export const transactionAdvanced = defineEvent<Deal & { statusId: number; statusName: string }>('transaction.advanced');
