import { sellerInvitationResponseSchema } from '@openhouse/shared/properties/seller-invitations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { responses } from '../../platform/http/responses';
import { idParams, security } from '../../platform/http/route-schema';
import { acceptSellerInvitation, cancelSellerInvitation, declineSellerInvitation, getSellerInvitation } from './seller-invitations.service';

const tags = ['properties'];
const schema = (summary: string) => ({
  tags,
  security,
  summary,
  params: idParams,
  response: responses(sellerInvitationResponseSchema),
});

/** An existing account asked to become a listing's seller answers here (docs/DECISIONS.md, Listings). */
export const sellerInvitationsRoutes: FastifyPluginAsyncZod<{
  platform: Platform;
}> = async (app, { platform }) => {
  app.get(
    '/seller-invitations/:id',
    {
      schema: schema('An invitation to become a listing\u2019s seller (the invitee, the realtor, admins)'),
    },
    async (request) => getSellerInvitation(platform, requireActor(request), request.params.id),
  );
  app.post(
    '/seller-invitations/:id/accept',
    {
      schema: schema('Accept: become the listing\u2019s seller, with the Seller role (the invitee)'),
    },
    async (request) => acceptSellerInvitation(platform, requireActor(request), request.params.id),
  );
  app.post('/seller-invitations/:id/decline', { schema: schema('Decline the invitation (the invitee)') }, async (request) =>
    declineSellerInvitation(platform, requireActor(request), request.params.id),
  );
  app.post(
    '/seller-invitations/:id/cancel',
    {
      schema: schema('Withdraw a pending invitation (the listing\u2019s realtor, admins)'),
    },
    async (request) => cancelSellerInvitation(platform, requireActor(request), request.params.id),
  );
};
