import { z } from 'zod';

/**
 * An existing account named as a listing's seller is asked first (docs/DECISIONS.md, Listings): the invitation
 * stays pending until the invitee accepts or declines, a newer choice of seller cancels it, and it expires.
 */
export const SELLER_INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type SellerInvitationStatus = (typeof SELLER_INVITATION_STATUSES)[number];

/** How long an invitation may be answered: as long as a new account's set-password link. */
export const SELLER_INVITATION_DAYS = 7;

export const sellerInvitationMessages = {
  accepted: 'You are now the seller of this listing.',
  declined: 'Invitation declined.',
  cancelled: 'Invitation cancelled.',
  notFound: 'Invitation not found.',
  expired: 'This invitation has expired. Ask the realtor to send a new one.',
  answered: {
    accepted: 'This invitation was already accepted.',
    declined: 'This invitation was already declined.',
    cancelled: 'This invitation was withdrawn: the realtor chose another seller or sent a new invitation.',
  },
} as const;

/** In the listing's detail, for its listing side: whom the realtor is waiting for. */
export const sellerInvitationRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** 'sent' while it may still be answered; 'expired' once it may not (send a new one). */
  status: z.enum(['sent', 'expired']),
  expires_at: z.string(),
});
export type SellerInvitationRef = z.infer<typeof sellerInvitationRefSchema>;

/** GET /seller-invitations/{id}: what the invitee's page shows, and what the caller may do with it. */
export const sellerInvitationSchema = z.object({
  id: z.number().int(),
  status: z.enum(SELLER_INVITATION_STATUSES),
  expired: z.boolean(),
  expires_at: z.string(),
  invitee: z.object({ id: z.number().int(), name: z.string() }),
  realtor: z.object({ id: z.number().int(), name: z.string() }),
  property: z.object({
    id: z.number().int(),
    label: z.string(),
    street_address: z.string(),
    city: z.string(),
    state: z.string(),
    zip_code: z.string(),
    value: z.number(),
  }),
  can_respond: z.boolean(),
  can_cancel: z.boolean(),
});
export type SellerInvitation = z.infer<typeof sellerInvitationSchema>;

export const sellerInvitationResponseSchema = z.object({
  message: z.string().optional(),
  data: sellerInvitationSchema,
});

/** The in-app page an invitation's e-mail and notification open. */
export const sellerInvitationPath = (id: number) => `/seller-invitations/${id}`;
