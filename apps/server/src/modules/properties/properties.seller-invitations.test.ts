import { sellerInvitationMessages as im, type SellerInvitation } from '@openhouse/shared/properties/seller-invitations';
import type { PropertyDetail } from '@openhouse/shared/properties/listing';
import { httpMessages } from '@openhouse/shared/http/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, lastOutbox, linkIn } from '../../../test/helpers/accounts';
import type { TestApp } from '../../../test/helpers/app';
import { appWithRealtor, listingForm, type SeededRealtor } from '../../../test/helpers/properties';
import { rolesOf } from '../accounts/accounts.repository';
import { notifications } from '../notifications/notifications.schema';
import { properties, sellerInvitations } from './properties.schema';

let t: TestApp;
let realtor: SeededRealtor;
beforeAll(async () => {
  ({ t, realtor } = await appWithRealtor());
});
afterAll(async () => t?.close());

const facts = listingForm({ status: 'active' });

/** A listing by the realtor that invites an existing Buyer account as its seller. */
async function invite(extra: Record<string, unknown> = {}) {
  const buyer = await t.user({ roles: ['Buyer'], name: 'Bea Buyer' });
  const created = await t.call({
    method: 'POST',
    url: '/api/v1/properties',
    token: realtor.token,
    payload: {
      ...facts,
      seller_invite: { name: 'Typed Name', email: buyer.user.email },
      ...extra,
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const listing = (created.json() as { data: PropertyDetail }).data;
  const [invitation] = await t.database.db.select().from(sellerInvitations).where(eq(sellerInvitations.property_id, listing.id));
  return { buyer, listing, invitation: invitation! };
}

const answer = (token: string, id: number, action: 'accept' | 'decline' | 'cancel') =>
  t.call({
    method: 'POST',
    url: `/api/v1/seller-invitations/${id}/${action}`,
    token,
  });
const listingAs = async (token: string | undefined, id: number) =>
  ((await t.call({ method: 'GET', url: `/api/v1/properties/${id}`, token })).json() as { data: PropertyDetail }).data;
const roleNames = async (userId: number) => (await rolesOf(t.database.db, userId)).map((role) => role.name).sort();
const noticesOf = async (userId: number) => t.database.db.select().from(notifications).where(eq(notifications.user_id, userId));

describe('inviting an existing account to be a listing\u2019s seller', () => {
  it('attaches nobody and grants nothing until they accept; the listing side sees "sent", others nothing', async () => {
    const { buyer, listing, invitation } = await invite();
    expect(listing.seller_id).toBeNull();
    expect(listing.seller_invitation).toMatchObject({
      id: invitation.id,
      name: 'Bea Buyer',
      email: buyer.user.email,
      status: 'sent',
    });
    expect(await roleNames(buyer.user.id)).toEqual(['Buyer']);
    expect(invitation).toMatchObject({
      status: 'pending',
      invitee_id: buyer.user.id,
      invited_by: realtor.id,
    });
    expect((await listingAs(buyer.token, listing.id)).seller_invitation).toBeNull();
    expect((await listingAs(undefined, listing.id)).seller_invitation).toBeNull();

    await t.app.platform.events.idle();
    const notes = await noticesOf(buyer.user.id);
    expect(notes.map((note) => [note.message, note.path])).toEqual([
      [`Riley Realtor invited you to be the seller of 742 Evergreen Terrace. Open the invitation to accept or decline.`, `/seller-invitations/${invitation.id}`],
    ]);
  });

  it('e-mails a link that opens the invitation for the signed-in invitee', async () => {
    const { buyer, invitation } = await invite();
    await t.app.platform.mailer.idle();
    const mail = await lastOutbox(t.database.db, buyer.user.email, 'email');
    expect(mail.subject).toBe('Riley Realtor invited you to be the seller of 742 Evergreen Terrace');
    const link = linkIn(mail.body_text, '/seller-invitations/');
    expect(link.pathname).toBe(`/seller-invitations/${invitation.id}`);
    const page = await t.call({
      method: 'GET',
      url: `/api/v1${link.pathname}`,
      token: buyer.token,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect((page.json() as { data: SellerInvitation }).data).toMatchObject({
      status: 'pending',
      can_respond: true,
      can_cancel: false,
      realtor: { name: 'Riley Realtor' },
      property: { street_address: '742 Evergreen Terrace' },
    });
  });

  it('accepting makes them the seller with the Seller role at once, and tells the realtor', async () => {
    const { buyer, listing, invitation } = await invite();
    expect((await t.call({ method: 'GET', url: '/api/v1/me', token: buyer.token })).statusCode).toBe(200); // the session is cached now
    const accepted = await answer(buyer.token, invitation.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: im.accepted,
      data: { status: 'accepted', can_respond: false },
    });

    expect(await roleNames(buyer.user.id)).toEqual(['Buyer', 'Seller']);
    const me = (await t.call({ method: 'GET', url: '/api/v1/me', token: buyer.token })).json() as { data: { roles: { name: string }[] } };
    expect(me.data.roles.map((role) => role.name).sort()).toEqual(['Buyer', 'Seller']);
    const seen = await listingAs(realtor.token, listing.id);
    expect(seen).toMatchObject({
      seller_id: buyer.user.id,
      seller_invitation: null,
    });
    expect((await listingAs(buyer.token, listing.id)).is_listing_side).toBe(true);

    await t.app.platform.events.idle();
    expect((await noticesOf(realtor.id)).map((note) => note.message)).toContain('Bea Buyer accepted your invitation and is now the seller of 742 Evergreen Terrace.');
    expectError(await answer(buyer.token, invitation.id, 'accept'), 409, im.answered.accepted);
  });

  it('declining leaves the listing without a seller and the account without the role, and tells the realtor', async () => {
    const { buyer, listing, invitation } = await invite();
    const declined = await answer(buyer.token, invitation.id, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({
      message: im.declined,
      data: { status: 'declined' },
    });
    expect(await listingAs(realtor.token, listing.id)).toMatchObject({
      seller_id: null,
      seller_invitation: null,
    });
    expect(await roleNames(buyer.user.id)).toEqual(['Buyer']);
    await t.app.platform.events.idle();
    expect((await noticesOf(realtor.id)).map((note) => note.message)).toContain('Bea Buyer declined your invitation to be the seller of 742 Evergreen Terrace.');
    expectError(await answer(buyer.token, invitation.id, 'accept'), 409, im.answered.declined);
  });

  it('only the invitee answers: a stranger hears 404, the realtor and an admin 403, and nothing changes', async () => {
    const { buyer, listing, invitation } = await invite();
    const stranger = await t.user({ roles: ['Seller'] });
    const admin = await t.user({ roles: ['Admin'] });
    for (const action of ['accept', 'decline'] as const) {
      expectError(await answer(stranger.token, invitation.id, action), 404, im.notFound);
      expectError(await answer(realtor.token, invitation.id, action), 403, httpMessages.unauthorized);
      expectError(await answer(admin.token, invitation.id, action), 403, httpMessages.unauthorized);
    }
    expectError(
      await t.call({
        method: 'GET',
        url: `/api/v1/seller-invitations/${invitation.id}`,
        token: stranger.token,
      }),
      404,
      im.notFound,
    );
    expectError(await answer(buyer.token, invitation.id, 'cancel'), 403, httpMessages.unauthorized);
    expect(await listingAs(realtor.token, listing.id)).toMatchObject({
      seller_id: null,
      seller_invitation: { status: 'sent' },
    });
    expect(await roleNames(buyer.user.id)).toEqual(['Buyer']);
  });

  it('refuses an expired invitation (409) and shows it expired to the listing side', async () => {
    const { buyer, listing, invitation } = await invite();
    await t.database.db
      .update(sellerInvitations)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sellerInvitations.id, invitation.id));
    expectError(await answer(buyer.token, invitation.id, 'accept'), 409, im.expired);
    expectError(await answer(buyer.token, invitation.id, 'decline'), 409, im.expired);
    expect((await listingAs(realtor.token, listing.id)).seller_invitation).toMatchObject({ status: 'expired' });
    expect(await roleNames(buyer.user.id)).toEqual(['Buyer']);
  });

  it('a newer choice of seller withdraws the pending invitation, which is then refused (409)', async () => {
    const { buyer, listing, invitation } = await invite();
    const other = await t.user({ roles: ['Buyer'], name: 'Otto Other' });
    const edited = await t.call({
      method: 'PUT',
      url: `/api/v1/properties/${listing.id}`,
      token: realtor.token,
      payload: {
        ...facts,
        seller_invite: { name: 'Otto', email: other.user.email },
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as { data: PropertyDetail }).data.seller_invitation).toMatchObject({ name: 'Otto Other', status: 'sent' });
    expectError(await answer(buyer.token, invitation.id, 'accept'), 409, im.answered.cancelled);

    // Clearing the seller withdraws that one too.
    const [second] = await t.database.db.select().from(sellerInvitations).where(eq(sellerInvitations.invitee_id, other.user.id));
    const cleared = await t.call({
      method: 'PUT',
      url: `/api/v1/properties/${listing.id}`,
      token: realtor.token,
      payload: { ...facts, seller_id: null },
    });
    expect((cleared.json() as { data: PropertyDetail }).data.seller_invitation).toBeNull();
    expectError(await answer(other.token, second!.id, 'accept'), 409, im.answered.cancelled);
    expect(await roleNames(other.user.id)).toEqual(['Buyer']);
  });

  it('the realtor may withdraw it; the invitee then cannot accept', async () => {
    const { buyer, invitation } = await invite();
    const cancelled = await answer(realtor.token, invitation.id, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: im.cancelled,
      data: { status: 'cancelled', can_cancel: false },
    });
    expectError(await answer(buyer.token, invitation.id, 'accept'), 409, im.answered.cancelled);
  });

  it('on an edit, the current seller stays until the invited account accepts', async () => {
    const seller = await t.user({ roles: ['Seller'] });
    const created = await t.call({
      method: 'POST',
      url: '/api/v1/properties',
      token: realtor.token,
      payload: { ...facts, seller_id: seller.user.id },
    });
    const { id } = (created.json() as { data: PropertyDetail }).data;
    const buyer = await t.user({ roles: ['Buyer'] });
    await t.call({
      method: 'PUT',
      url: `/api/v1/properties/${id}`,
      token: realtor.token,
      payload: {
        ...facts,
        seller_invite: { name: 'B', email: buyer.user.email },
      },
    });
    const [row] = await t.database.db.select().from(properties).where(eq(properties.id, id));
    expect(row!.seller_id).toBe(seller.user.id);
    const [invitation] = await t.database.db.select().from(sellerInvitations).where(eq(sellerInvitations.property_id, id));
    expect((await answer(buyer.token, invitation!.id, 'accept')).statusCode).toBe(200);
    expect((await listingAs(realtor.token, id)).seller_id).toBe(buyer.user.id);
  });
});
