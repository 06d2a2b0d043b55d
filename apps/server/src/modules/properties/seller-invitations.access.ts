import { sellerInvitationMessages as m } from '@openhouse/shared/properties/seller-invitations';
import { defineAccess, isAdmin, loadEach } from '../../platform/access/access';
import { findInvitationWithListing, type SellerInvitationAccess } from './seller-invitations.repository';

type InvitationRelation = 'invitee' | 'realtor' | 'admin';

/**
 * Invitations to become a listing's seller (docs/DECISIONS.md, Listings). Only the invitee answers one: the
 * realtor who sent it (or an admin) sees it and may withdraw it, but accepting for someone would hand them a
 * role they never asked for. To anyone else it does not exist.
 */
export const sellerInvitationAccess = defineAccess({
  resource: 'seller invitation',
  load: loadEach(findInvitationWithListing),
  relations: (actor, invitation: Pick<SellerInvitationAccess, 'id' | 'invitee_id' | 'realtor_id'>) => {
    if (!actor) return [];
    const relations: InvitationRelation[] = [];
    if (actor.id === invitation.invitee_id) relations.push('invitee');
    if (actor.id === invitation.realtor_id) relations.push('realtor');
    if (isAdmin(actor)) relations.push('admin');
    return relations;
  },
  known: (relations) => relations.length > 0,
  permissions: {
    see: ['invitee', 'realtor', 'admin'],
    respond: ['invitee'],
    cancel: ['realtor', 'admin'],
  },
  notFoundMessage: m.notFound,
});
