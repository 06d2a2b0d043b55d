import { biddingMessages as m } from '@openhouse/shared/bidding/messages';
import { bidApprovalFieldsSchema, type approvalDecisionSchema, type approvalListQuerySchema, type BidApproval, type BidApprovalFields } from '@openhouse/shared/bidding/schemas';
import { toPage, type Page } from '@openhouse/shared/http/pagination';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError, conflict, fieldErrorsFrom, invalidFields, type FieldErrors } from '../../platform/http/errors';
import { isAdmin } from '../../platform/access/access';
import type { MultipartFile } from '../../platform/http/multipart';
import { pageWindow } from '../../platform/http/pagination';
import { deleteQuietly } from '../../platform/storage/batch';
import { approvalDecided, approvalRequested } from './bidding.events';
import { listingSideIds, propertyAccess, type PropertyRow } from '../properties/properties.access';
import { approvalAccess } from './approvals.access';
import { documentDisplayName } from '../property-documents/document-files';
import {
  countApprovals,
  decideApproval as decideApprovalRow,
  findApproval,
  findApprovalFor,
  insertApproval,
  listApprovals,
  type ApprovalFilter,
} from './approvals.repository';
import { toApproval } from './bidding-mappers';
import { findAuctionByProperty } from './bidding.repository';
import { PROOF_PREFIX } from './proof-files';
import { isPdf, type ApprovalForm } from './proof-form';

const PDF = { contentType: 'application/pdf', extensions: ['pdf'] } as const;
/** The form's fields in the order it shows them: the first failing one names the answer's message. */
const FORM_ORDER = ['bid_nickname', 'status', 'proof_document', 'agreement', 'property_id'];
const rank = (field: string) => (FORM_ORDER.includes(field) ? FORM_ORDER.indexOf(field) : FORM_ORDER.length);


async function approvalById(platform: Platform, id: number): Promise<BidApproval> {
  return toApproval((await findApproval(platform.db, id))!);
}

/** The approval form's fields and its proof, or a 422 naming every failing field in the form's order. */
async function checkApprovalForm(form: ApprovalForm): Promise<{ input: BidApprovalFields; proof: MultipartFile }> {
  const parsed = bidApprovalFieldsSchema.safeParse(form.fields);
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsFrom(parsed.error.issues).errors;
  if (!form.proof) errors.proof_document = [m.proofRequired];
  else if (!(await isPdf(form.proof.bytes))) errors.proof_document = [m.proofPdfOnly];
  if (!parsed.success || !form.proof || errors.proof_document) {
    const ordered = Object.keys(errors).sort((a, b) => rank(a) - rank(b));
    throw invalidFields(Object.fromEntries(ordered.map((field) => [field, errors[field]!])));
  }
  return { input: parsed.data, proof: form.proof };
}

/** The listing a buyer asks to bid on: one they may see, not on their own side, and not asked about before. */
async function listingToApplyFor(platform: Platform, actor: Actor, propertyId: number): Promise<PropertyRow> {
  const property = await propertyAccess.require(platform.db, actor, 'see', propertyId);
  if (propertyAccess.can(actor, 'listingSide', property)) throw new AppError(403, m.listingSideCannotApply);
  if (await findApprovalFor(platform.db, property.id, actor.id)) throw conflict(m.approvalExists);
  return property;
}

/**
 * POST /bidding_approval: a signed-in buyer asks to bid on a listing, with a proof of funds that must
 * really be a PDF (judged by its bytes). One request per buyer and listing. The proof is stored under
 * a random name before the row; should the row fail, the file goes too. The listing side is told.
 */
export async function requestApproval(platform: Platform, actor: Actor, readForm: () => Promise<ApprovalForm>): Promise<{ message: string; data: BidApproval }> {
  const form = await readForm();
  // Who may ask is decided before the form's rules, as soon as the listing is known.
  const propertyId = bidApprovalFieldsSchema.shape.property_id.safeParse(form.fields.property_id);
  const listing = propertyId.success ? await listingToApplyFor(platform, actor, propertyId.data) : null;
  const { input, proof } = await checkApprovalForm(form);
  // A form that passed has a valid property_id, so its listing was found (and allowed) above.
  const property = listing!;

  const key = `${PROOF_PREFIX}${crypto.randomUUID()}.pdf`;
  await platform.storage.put(key, proof.bytes, PDF.contentType);
  let id: number;
  try {
    // The request and the listing side's notice commit together.
    id = await platform.events.transaction(async (tx, emit) => {
      const created = await insertApproval(tx, {
        property_id: property.id,
        user_id: actor.id,
        bid_nickname: input.bid_nickname,
        status: input.status,
        agreement: input.agreement,
        proof_path: key,
        proof_name: documentDisplayName(proof.filename, PDF),
        proof_size: proof.bytes.length,
      });
      const listing = { propertyId: property.id, label: property.label, street: property.street_address };
      await emit(approvalRequested, { ...listing, approvalId: created, nickname: input.bid_nickname, listingSide: listingSideIds(property) });
      return created;
    });
  } catch (error) {
    await deleteQuietly(platform, [key]);
    // Two requests at once meet the unique (property, buyer) index: the second is a repeat.
    throw isUniqueViolation(error) ? conflict(m.approvalExists) : error;
  }
  return { message: m.approvalCreated, data: await approvalById(platform, id) };
}

/**
 * GET /bidding_approval. With property_id: the listing side (and admins) see all of that listing's
 * approvals, anyone else only their own. Without it: approvals on the caller's listings plus their own
 * (every approval for an admin, who is on every listing's side).
 */
export async function listBiddingApprovals(platform: Platform, actor: Actor, query: z.output<typeof approvalListQuerySchema>): Promise<Page<BidApproval>> {
  let filter: ApprovalFilter;
  if (query.property_id !== undefined) {
    const property = await propertyAccess.require(platform.db, actor, 'see', query.property_id);
    filter = propertyAccess.can(actor, 'listingSide', property)
      ? { propertyId: property.id, approval: query.approval }
      : { propertyId: property.id, userId: actor.id, approval: query.approval };
  } else {
    filter = isAdmin(actor) ? { all: true, approval: query.approval } : { visibleTo: actor.id, approval: query.approval };
  }
  const [rows, total] = await Promise.all([listApprovals(platform.db, filter, pageWindow(query)), countApprovals(platform.db, filter)]);
  return toPage(rows.map(toApproval), total, query);
}

/**
 * GET /bidding_approval/property/{propertyId}: what the bid wizard opens on (docs/DECISIONS.md). Approved: the
 * approval (Bid Now); none: null (Get Approved); under review, rejected, or already the highest bidder:
 * a 409 whose message the wizard shows before it closes.
 */
export async function ownApproval(platform: Platform, actor: Actor, propertyId: number): Promise<{ data: BidApproval | null }> {
  const property = await propertyAccess.require(platform.db, actor, 'see', propertyId);
  const approval = await findApprovalFor(platform.db, property.id, actor.id);
  if (!approval) return { data: null };
  if (approval.approval === 'submitted') throw conflict(m.approvalUnderReview);
  if (approval.approval === 'rejected') throw conflict(m.approvalRejected);
  const auction = await findAuctionByProperty(platform.db, property.id);
  if (auction?.highest_bidder_id === actor.id) throw conflict(m.alreadyHighest);
  return { data: toApproval(approval) };
}

/**
 * PUT /bidding_approval/{id}: the listing side approves or rejects a submitted approval, once. The buyer
 * who filed it knows it exists, so they get a 403; anyone else a 404. The buyer is told either way.
 */
export async function decideBiddingApproval(
  platform: Platform,
  actor: Actor,
  id: number,
  input: z.output<typeof approvalDecisionSchema>,
): Promise<{ message: string; data: BidApproval }> {
  const row = await approvalAccess.require(platform.db, actor, 'decide', id);
  const approved = input.approval === 'approved';
  await platform.events.transaction(async (tx, emit) => {
    if (!(await decideApprovalRow(tx, row.id, { approval: input.approval, decided_by: actor.id }))) throw conflict(m.approvalAlreadyDecided);
    const listing = { propertyId: row.property_id, label: row.property.label, street: row.property.street_address };
    await emit(approvalDecided, { ...listing, approvalId: row.id, buyerId: row.user_id, approved });
  });
  return { message: approved ? m.approvalApproved : m.approvalRejectedByYou, data: await approvalById(platform, row.id) };
}
