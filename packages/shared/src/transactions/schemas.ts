import { z } from 'zod';
import { requiredLines, singleLineText } from '../http/text';
import { isCalendarDate } from '../format/calendar-date';
import { pageQuerySchema, pageSchema } from '../http/pagination';
import { numeric, recordId } from '../http/record-id';
import { transactionMessages as m } from './messages';
import { DRAWN_SIGNATURE_MAX_CHARS } from './signature-limits';
import { PAYMENT_METHOD, STATUS } from './statuses';

/**
 * POST /property-transactions (spec section 7): the seller or realtor accepts a bid. The server derives
 * buyer, seller and amount from the bid and the property; values sent that disagree are refused (422).
 */
export const createTransactionSchema = z.object({
  property_id: recordId,
  buyer_id: recordId.optional(),
  seller_id: recordId.optional(),
  transaction_date: z.string().refine(isCalendarDate, { error: m.transactionDateInvalid }).optional(),
  transaction_amount: numeric(z.number().positive()).optional(),
  bid_property_history_id: recordId,
  payment_method: z.literal(PAYMENT_METHOD).default(PAYMENT_METHOD),
  status_id: numeric(z.literal(1)).default(1),
});
export type CreateTransactionInput = z.output<typeof createTransactionSchema>;

const personSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export const transactionStatusSchema = z.object({ id: z.number().int(), name: z.string() });
export const transactionStatusesResponseSchema = z.object({ data: z.array(transactionStatusSchema) });

export const SIGNER_ROLES = ['buyer', 'seller'] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];

export const signerSchema = z.object({
  role: z.enum(SIGNER_ROLES),
  user: personSchema,
  signed_at: z.string().nullable(),
  declined_at: z.string().nullable(),
});

export const transactionSchema = z.object({
  id: z.number().int(),
  property_id: z.number().int(),
  property: z.object({ id: z.number().int(), label: z.string(), street_address: z.string(), city: z.string(), state: z.string(), zip_code: z.string() }),
  buyer_id: z.number().int(),
  seller_id: z.number().int(),
  buyer: personSchema,
  seller: personSchema,
  realtor: personSchema,
  transaction_date: z.string(),
  transaction_amount: z.number(),
  buyers_premium: z.number(),
  bid_property_history_id: z.number().int(),
  payment_method: z.string(),
  status_id: z.number().int(),
  status: transactionStatusSchema,
  signers: z.array(signerSchema),
  /** The caller's part in it. */
  my_role: z.enum(['buyer', 'seller', 'realtor', 'admin']),
  /** True when it is the caller's turn to sign (buyer at status 1, seller at status 2). */
  can_sign: z.boolean(),
  /** The executed contract: set once both have signed; downloaded at /api/v1/storage/{path} by the parties only. */
  contract: z.object({ path: z.string(), sha256: z.string(), completed_at: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PropertyTransaction = z.infer<typeof transactionSchema>;

/** The answer to accepting a bid (spec section 4): the client goes to `${authUrl}?transaction_id=${id}`. */
export const createTransactionResponseSchema = z.object({
  message: z.string(),
  data: z.object({ authUrl: z.string(), propertyTransaction: transactionSchema }),
});

export const transactionResponseSchema = z.object({ data: transactionSchema });

/** GET /property-transactions: one page of them. */
export const transactionPageSchema = pageSchema(transactionSchema);

/** Voiding, advancing or resending a link answers the transaction as it now is. */
export const transactionChangeResponseSchema = z.object({ message: z.string(), data: transactionSchema });

/** GET /property-transactions: the caller's as a party (buyer, seller, realtor); with property_id, one property's. */
export const transactionListQuerySchema = pageQuerySchema.extend({
  property_id: recordId.optional(),
  status_id: numeric(z.number().int().min(1).max(6)).optional(),
});

/**
 * The steps of a contract's audit trail, each kept with time, IP and user agent. Those up to 'completed'
 * are printed on the certificate page; 'in_escrow' and 'closed' come after it, when the realtor moves the deal on.
 */
export const CONTRACT_EVENTS = ['created', 'sent', 'viewed', 'consented', 'signed', 'declined', 'voided', 'completed', 'in_escrow', 'closed'] as const;
export type ContractEventName = (typeof CONTRACT_EVENTS)[number];

/** A contract event of the audit trail (time, IP, user agent). */
export const contractEventSchema = z.object({
  event: z.enum(CONTRACT_EVENTS),
  role: z.enum(['buyer', 'seller', 'realtor', 'admin', 'system']),
  name: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  detail: z.string().nullable(),
  created_at: z.string(),
});
export type ContractEvent = z.infer<typeof contractEventSchema>;

/**
 * GET /contract-signing?transaction_id=N (signed in) or ?signing_token=T (the e-mailed link): what the
 * signing page shows. Reading it records a 'viewed' event for the party.
 */
export const signingViewSchema = z.object({
  transaction: transactionSchema.omit({ my_role: true, can_sign: true }),
  role: z.enum(SIGNER_ROLES),
  signer: personSchema,
  can_sign: z.boolean(),
  /** Why not, when can_sign is false (not your turn, already signed, cancelled). */
  reason: z.string().nullable(),
  /** The consent text the signer agrees to. */
  consent_text: z.string(),
  /** The unsigned contract PDF for review: an API path taking the same transaction_id or signing_token query. */
  preview_url: z.string(),
  events: z.array(contractEventSchema),
});
export type SigningView = z.infer<typeof signingViewSchema>;

/** Signing or declining answers the signing page as it now is. */
export const signingChangeResponseSchema = z.object({ message: z.string(), data: signingViewSchema });

/**
 * A signing call's fields, beside who is signing: the e-mailed link's token, or (signed in as the buyer or
 * seller) the transaction's id. One of the two must be there.
 */
export function withSignerRef<T extends z.ZodRawShape>(shape: T) {
  const linkToken = z.string({ error: m.linkInvalid }).min(20, { error: m.linkInvalid }).max(200, { error: m.linkInvalid });
  return z
    .object({ transaction_id: recordId.optional(), signing_token: linkToken.optional(), ...shape })
    .refine((value: Record<string, unknown>) => value.transaction_id !== undefined || value.signing_token !== undefined, {
      error: m.linkInvalid,
      path: ['signing_token'],
    });
}

export { DRAWN_SIGNATURE_MAX_CHARS };

/** POST /contract-signing/sign. */
export const signContractSchema = withSignerRef({
  consent: z.preprocess((value) => value === true || value === 'true' || value === '1', z.literal(true, { error: m.consentRequired })),
  signature_type: z.enum(['typed', 'drawn'], { error: m.signatureRequired }),
  typed_name: singleLineText().trim().max(120).optional(),
  drawn_signature: z.string().max(DRAWN_SIGNATURE_MAX_CHARS, { error: m.drawnInvalid }).optional(),
});

/** Why a contract is declined or voided: the parties read it in their notices. */
const reason = requiredLines(m.reasonRequired, 500);

/** POST /contract-signing/decline. */
export const declineContractSchema = withSignerRef({ reason });

/** POST /property-transactions/{id}/void: the listing side cancels before both have signed. */
export const voidTransactionSchema = z.object({ reason });

/** PUT /property-transactions/{id}: only the steps after signing are set by hand. */
export const advanceTransactionSchema = z.object({
  status_id: numeric(z.union([z.literal(STATUS.inEscrow), z.literal(STATUS.closed)])),
});

export const CONSENT_TEXT =
  'I agree to sign this contract electronically. My electronic signature has the same legal effect as a handwritten signature, and I may ask for a paper copy from the realtor.';
