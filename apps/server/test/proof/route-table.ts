import { pdfDocument, pngImage, type MultipartPart } from '../helpers/accounts';
import { bidPayload, daysFromToday, openAuctionPayload } from '../helpers/bidding';
import { dateInDays } from '../helpers/meetings';
import type { Actor, World } from './world';
import { PASSWORD } from './world';
import { ADMIN_ROUTES } from './admin-routes';
import { formCall } from './form-call';
import { FILE_MANAGER_ROUTES } from './file-manager-routes';
import { CALENDAR_ROUTES } from './calendar-routes';
import { NETWORK_ROUTES } from './network-routes';
import { CAMPAIGN_ROUTES } from './campaign-routes';
import { PROJECT_ROUTES } from './project-routes';
import { VENDOR_ROUTES } from './vendor-routes';

/**
 * Who may get a 2xx from each route of the OpenAPI document, keyed "METHOD path" exactly as the document
 * names it. A route missing here fails the matrix ("unclassified route"), so a new route is classified the
 * day it lands. Everyone not listed must get a 4xx (or a redirect); nobody may get a 5xx.
 *
 * `call` says how the route is reached in the world: its URL with real ids, and a valid body where it has
 * one, so the access check (not the validator) is what refuses the others.
 */
export type Access = {
  allow: readonly Actor[];
  /** Why this set: the rule in words, printed with the matrix. */
  rule: string;
  call?: (w: World) => {
    url?: string;
    payload?: unknown;
    headers?: Record<string, string>;
    /** A multipart payload's parts (formCall): the body-ids proof sends them again with one id changed. */
    parts?: MultipartPart[];
  };
  /** The allowed call ends something later routes need (a token, an approval, the contract): it gets a market of its own. */
  fresh?: true;
};

const EVERYONE: readonly Actor[] = ['anonymous', 'realtor', 'otherRealtor', 'seller', 'buyer', 'otherBuyer', 'admin'];
const SIGNED_IN: readonly Actor[] = ['realtor', 'otherRealtor', 'seller', 'buyer', 'otherBuyer', 'admin'];
const STAFF: readonly Actor[] = ['realtor', 'otherRealtor', 'admin'];
const LISTING_OWNER: readonly Actor[] = ['realtor', 'admin'];
const LISTING_SIDE: readonly Actor[] = ['realtor', 'seller', 'admin'];
const PARTIES: readonly Actor[] = ['realtor', 'seller', 'buyer', 'admin'];
const BUYER: readonly Actor[] = ['buyer'];
const NOBODY: readonly Actor[] = [];
/** The world's conversation is the buyer's with the realtor. */
const CONVERSATION: readonly Actor[] = ['realtor', 'buyer'];

const publicRoute = (rule = 'public'): Access => ({ allow: EVERYONE, rule });

/** Hours of the bookable day (7 AM to 7 PM) handed out one by one, weeks ahead, so no two proof bookings meet. */
let bookedHours = 0;
function nextFreeHour() {
  const hour = 7 + (bookedHours % 12);
  const date = dateInDays(40 + Math.floor(bookedHours / 12));
  bookedHours += 1;
  const clock = (value: number) => `${String(value).padStart(2, '0')}:00`;
  return { date, start: clock(hour), end: clock(hour + 1) };
}
const signedIn = (rule = 'any signed-in user, about themselves'): Access => ({
  allow: SIGNED_IN,
  rule,
});
const insights = (path: string): Access => ({
  allow: LISTING_SIDE,
  rule: 'listing side',
  call: (w) => ({ url: `/api/v1/${path}?property_id=${w.listing.id}` }),
});
const photoForm = () =>
  formCall([
    {
      name: 'images',
      filename: 'back.png',
      contentType: 'image/png',
      content: pngImage(4, 4),
    },
  ]);
const listingFacts = {
  label: 'Proof house',
  street_address: '1 Proof Way',
  city: 'Sacramento',
  state: 'CA',
  zip_code: '95814',
  country: 'US',
  value: 500000,
  property_type: 'single_family',
  status: 'active',
};

export const ROUTES: Record<string, Access> = {
  'GET /api/health': publicRoute(),
  'GET /api/v1/config/public': publicRoute(),
  'GET /api/v1/time': publicRoute(),
  'GET /api/v1/transaction_status': publicRoute(),
  'GET /dev/mailbox': publicRoute('dev mailbox: only mounted without SMTP outside production, loopback clients only'),
  'GET /api/dev/mailbox': publicRoute('dev mailbox: only mounted without SMTP outside production, loopback clients only'),

  // Signing up and in: open to all, refused by their bodies, not by who calls.
  'POST /api/v1/register': publicRoute('public (sign-up)'),
  'POST /api/v1/confirmation': {
    allow: NOBODY,
    rule: 'the code of the account',
    call: () => ({ payload: { userId: 1, verificationCode: '000000' } }),
  },
  'POST /api/v1/confirmation/resend': publicRoute('public (same answer for every id)'),
  'POST /api/v1/login': {
    allow: NOBODY,
    rule: 'right password only',
    call: () => ({
      payload: { email: 'nobody@example.com', password: 'wrong' },
    }),
  },
  'POST /api/v1/google-login': {
    allow: NOBODY,
    rule: 'a Google token only',
    call: () => ({ payload: { access_token: 'not-a-google-token' } }),
  },
  'POST /api/v1/forgot-password': publicRoute('public (same answer for every e-mail)'),
  'POST /api/v1/reset-password': {
    allow: NOBODY,
    rule: 'a reset link only',
    call: () => ({
      payload: {
        token: 'x'.repeat(43),
        password: 'Qz7!kLm2',
        password_confirmation: 'Qz7!kLm2',
      },
    }),
  },
  'GET /api/v1/user_name': {
    ...publicRoute(),
    call: () => ({ url: '/api/v1/user_name?user_name=someone' }),
  },

  'POST /api/v1/logout': { ...signedIn(), fresh: true },
  'GET /api/v1/me': signedIn(),
  'POST /api/v1/verify-2fa-code': {
    allow: NOBODY,
    rule: 'pre-verification token and its code',
    call: () => ({ payload: { code: '000000' } }),
  },
  'POST /api/v1/resend-verification-code': {
    allow: NOBODY,
    rule: 'pre-verification token of an SMS account',
    call: () => ({ payload: {} }),
  },
  'POST /api/v1/enable-2fa': {
    fresh: true,
    ...signedIn(),
    call: () => ({ payload: { type: 'google2fa' } }),
  },
  'POST /api/v1/disable-2fa': {
    fresh: true,
    ...signedIn(),
    call: () => ({ payload: { password: PASSWORD } }),
  },
  'POST /api/v1/two-factor/recovery-codes': {
    fresh: true,
    ...signedIn(),
    call: () => ({ payload: { password: PASSWORD } }),
  },
  'POST /api/v1/password/update': {
    fresh: true,
    ...signedIn(),
    call: () => ({
      payload: {
        current_password: PASSWORD,
        password: 'Qz7!kLm2',
        password_confirmation: 'Qz7!kLm2',
      },
    }),
  },
  'PUT /api/v1/users/{id}': {
    fresh: true,
    allow: BUYER,
    rule: 'the user themselves',
    call: (w) => ({
      url: `/api/v1/users/${w.people.buyer.id}`,
      payload: { name: 'Renamed Buyer' },
    }),
  },
  'POST /api/v1/profile_information': {
    ...signedIn(),
    call: () => formCall([{ name: 'name', value: 'Proof Person' }]),
  },
  'GET /api/v1/avatars/{file}': {
    ...publicRoute(),
    call: () => ({ url: '/api/v1/avatars/missing.webp' }),
  },
  'DELETE /api/v1/profile/delete': { ...signedIn(), fresh: true },
  'POST /api/v1/send-verification-code': {
    ...signedIn(),
    call: () => ({ payload: { phone: '(415) 555-2671' } }),
  },
  'POST /api/v1/verify-phone-number': {
    allow: NOBODY,
    rule: 'the texted code',
    call: () => ({ payload: { code: '000000' } }),
  },
  'POST /api/v1/update-phone-number': {
    allow: NOBODY,
    rule: 'the texted code',
    call: () => ({ payload: { phone: '(415) 555-2671', code: '000000' } }),
  },

  'GET /api/v1/notification': signedIn('their own notifications'),
  'PUT /api/v1/notifications': {
    allow: BUYER,
    rule: 'the notified user',
    call: (w) => ({ payload: { notification_id: w.notificationId } }),
  },
  'GET /api/v1/conversations': signedIn('their own conversations'),
  'POST /api/v1/conversations': { ...signedIn('anyone signed in may message someone'), call: (w) => ({ payload: { user_ids: [w.messaging.newcomerId] } }) },
  'PUT /api/v1/conversations/{id}': {
    allow: CONVERSATION,
    rule: 'its participants',
    call: (w) => ({ url: `/api/v1/conversations/${w.messaging.conversationId}`, payload: { title: 'Proof chat' } }),
  },
  'GET /api/v1/messages': { allow: CONVERSATION, rule: 'its participants', call: (w) => ({ url: `/api/v1/messages?conversation_id=${w.messaging.conversationId}` }) },
  'POST /api/v1/messages': { allow: CONVERSATION, rule: 'its participants', call: (w) => ({ payload: { conversation_id: w.messaging.conversationId, body: 'Proof message' } }) },
  'POST /api/v1/message-count': { allow: CONVERSATION, rule: 'its participants', call: (w) => ({ payload: { conversation_id: w.messaging.conversationId } }) },
  'GET /api/v1/message-count': signedIn('their own unread messages'),
  'GET /api/v1/recent_messages': signedIn('messages sent to them'),
  'GET /api/v1/agent_list': signedIn('names of realtors'),
  'GET /api/v1/twilio/token': signedIn('their own session token'),
  'GET /api/v1/user_settings': signedIn(),
  'POST /api/v1/user_settings/multiple': {
    ...signedIn(),
    call: () => ({
      payload: { settings: [{ key: 'enable_email', value: '0' }] },
    }),
  },
  'GET /api/v1/notification-settings': signedIn(),
  'POST /api/v1/notification-settings': {
    ...signedIn(),
    call: () => ({ payload: { settings: [{ kind: 'new_message', in_app: true, email: false, sms: false }] } }),
  },
  'GET /api/v1/my-data/exports': signedIn(),
  'POST /api/v1/my-data/exports': signedIn('any signed-in user, about themselves (one export at a time)'),
  'GET /api/v1/sessions': signedIn(),
  'POST /api/v1/sessions/sign-out-others': signedIn('any signed-in user: ends their own other sessions'),
  'DELETE /api/v1/sessions/{id}': {
    allow: BUYER,
    rule: "the session's owner (another of the buyer's sessions)",
    call: (w) => ({ url: `/api/v1/sessions/${w.buyerOtherSessionId}` }),
    fresh: true,
  },

  'GET /api/v1/properties': publicRoute(),
  'POST /api/v1/properties': {
    allow: STAFF,
    rule: 'staff (Realtor, Agent, Admin)',
    call: () => ({ payload: listingFacts }),
  },
  'GET /api/v1/properties/{id}': {
    ...publicRoute(),
    call: (w) => ({ url: `/api/v1/properties/${w.listing.id}` }),
  },
  'PUT /api/v1/properties/{id}': {
    allow: LISTING_OWNER,
    rule: 'its realtor or an admin',
    call: (w) => ({
      url: `/api/v1/properties/${w.listing.id}`,
      payload: listingFacts,
    }),
  },
  'POST /api/v1/properties/{id}/publish': {
    fresh: true,
    allow: LISTING_OWNER,
    rule: "a draft's realtor or an admin (its seller is told 403, everyone else 404)",
    call: (w) => ({ url: `/api/v1/properties/${w.draftId}/publish` }),
  },
  'GET /api/v1/properties/address-check': {
    allow: STAFF,
    rule: 'staff (Realtor, Agent, Admin); answers only listings the caller may know',
    call: () => ({ url: '/api/v1/properties/address-check?street_address=101%20Maple%20Street' }),
  },
  'GET /api/v1/seller-invitations/{id}': {
    allow: ['realtor', 'buyer', 'admin'],
    rule: "the invitee, the listing's realtor, an admin",
    call: (w) => ({ url: `/api/v1/seller-invitations/${w.sellerInvitationId}` }),
  },
  'POST /api/v1/seller-invitations/{id}/accept': {
    fresh: true,
    allow: BUYER,
    rule: 'the invitee only',
    call: (w) => ({ url: `/api/v1/seller-invitations/${w.sellerInvitationId}/accept` }),
  },
  'POST /api/v1/seller-invitations/{id}/decline': {
    fresh: true,
    allow: BUYER,
    rule: 'the invitee only',
    call: (w) => ({ url: `/api/v1/seller-invitations/${w.sellerInvitationId}/decline` }),
  },
  'POST /api/v1/seller-invitations/{id}/cancel': {
    fresh: true,
    allow: LISTING_OWNER,
    rule: "the listing's realtor or an admin",
    call: (w) => ({ url: `/api/v1/seller-invitations/${w.sellerInvitationId}/cancel` }),
  },
  'GET /api/v1/trending_property': publicRoute(),
  'GET /api/v1/recommended_property': publicRoute(),
  'GET /api/v1/featured_property': publicRoute(),
  'GET /api/v1/recently_added_property': publicRoute(),
  'POST /api/v1/favourite_property': {
    ...signedIn(),
    call: (w) => ({ payload: { property_id: w.listing.id } }),
  },
  'DELETE /api/v1/favourite_property/{id}': {
    ...signedIn('their own favourites'),
    call: (w) => ({ url: `/api/v1/favourite_property/${w.listing.id}` }),
  },
  'GET /api/v1/property_search': {
    ...publicRoute(),
    call: () => ({ url: '/api/v1/property_search?query=Maple' }),
  },
  'GET /api/v1/user_search': {
    allow: STAFF,
    rule: 'staff',
    call: () => ({ url: '/api/v1/user_search?query=proof' }),
  },
  'GET /api/v1/associate-user': {
    allow: STAFF,
    rule: 'staff',
    call: () => ({ url: '/api/v1/associate-user?query=proof' }),
  },
  'POST /api/v1/text-generator': {
    allow: STAFF,
    rule: 'staff',
    call: () => ({ payload: { facts: listingFacts } }),
  },
  'POST /api/v1/propertie_upload_images/{id}': {
    allow: LISTING_OWNER,
    rule: 'its realtor or an admin',
    call: (w) => ({
      url: `/api/v1/propertie_upload_images/${w.listing.id}`,
      ...photoForm(),
    }),
  },
  'POST /api/v1/properties/{id}/photos': {
    allow: LISTING_OWNER,
    rule: 'its realtor or an admin',
    call: (w) => ({
      url: `/api/v1/properties/${w.listing.id}/photos`,
      ...photoForm(),
    }),
  },
  'PUT /api/v1/properties/{id}/photos': {
    fresh: true,
    allow: LISTING_OWNER,
    rule: 'its realtor or an admin',
    call: (w) => ({
      url: `/api/v1/properties/${w.listing.id}/photos`,
      payload: {
        order: [w.listing.photo.id],
        cover_photo_id: w.listing.photo.id,
      },
    }),
  },
  'DELETE /api/v1/properties/{id}/photos/{photoId}': {
    fresh: true,
    allow: LISTING_OWNER,
    rule: 'its realtor or an admin',
    call: (w) => ({
      url: `/api/v1/properties/${w.listing.id}/photos/${w.listing.photo.id}`,
    }),
  },
  'GET /api/v1/property-photos/{file}': {
    ...publicRoute(),
    call: (w) => ({ url: w.listing.photo.thumb_url }),
  },

  // Tours and meetings: a meeting is its organiser's (the buyer) and its invitees' (the realtor) alone.
  'POST /api/v1/person_tour': {
    allow: ['buyer', 'otherBuyer'],
    rule: 'buyers, of a listing on the market',
    call: (w) => ({ payload: { property_id: w.listing.id, date: dateInDays(5), time: '11:00' } }),
  },
  'POST /api/v1/video_tour': {
    allow: ['buyer', 'otherBuyer'],
    rule: 'buyers, of a listing on the market',
    call: (w) => ({ payload: { property_id: w.listing.id, date: dateInDays(5), time: '12:00' } }),
  },
  'GET /api/v1/tour/free-times': {
    allow: SIGNED_IN,
    rule: 'whoever may see the listing on the market (as the public booking page shows)',
    call: (w) => ({ url: `/api/v1/tour/free-times?property_id=${w.listing.id}&date=${dateInDays(6)}` }),
  },
  // The realtor proposes another hour (the request stays open), which the buyer then accepts.
  'POST /api/v1/tour/{id}/answer': {
    allow: ['realtor'],
    rule: 'the realtor invited to the tour',
    call: (w) => ({ url: `/api/v1/tour/${w.meetingId}/answer`, payload: { answer: 'propose', date: dateInDays(75), time: '10:00' } }),
  },
  'POST /api/v1/tour/{id}/accept-time': {
    allow: ['buyer'],
    rule: 'the buyer who booked the tour',
    call: (w) => ({ url: `/api/v1/tour/${w.meetingId}/accept-time` }),
  },
  // An agent's public scheduling page: anyone, signed in or not. Each booking takes the next free hour, so every caller gets a 2xx.
  'GET /api/v1/scheduling/users/{username}': { ...publicRoute('public (realtors and agents only)'), call: (w) => ({ url: `/api/v1/scheduling/users/${w.people.realtor.user_name}` }) },
  'GET /api/v1/scheduling/availability': {
    ...publicRoute('public (realtors and agents only)'),
    call: (w) => ({ url: `/api/v1/scheduling/availability?user_id=${w.people.realtor.id}&date=${dateInDays(30)}` }),
  },
  'GET /api/v1/scheduling/free-days': {
    ...publicRoute('public (realtors and agents only)'),
    call: (w) => ({ url: `/api/v1/scheduling/free-days?user_id=${w.people.realtor.id}&month=${dateInDays(30).slice(0, 7)}` }),
  },
  // Only those with a booking page have its settings; each reads and changes their own (no id in the call).
  'GET /api/v1/scheduling/settings': { allow: ['realtor', 'otherRealtor'], rule: 'realtors and agents, their own booking page' },
  'PUT /api/v1/scheduling/settings': {
    allow: ['realtor', 'otherRealtor'],
    rule: 'realtors and agents, their own booking page',
    call: () => ({ payload: { buffer_before: 0, buffer_after: 0, minimum_notice: 0, meeting_types: ['video'] } }),
  },
  // The visitor's e-mailed link: a token only the e-mail holds (this world's is made up, so nobody gets a 2xx; the
  // 2xx path is proved in meetings.appointments.test.ts).
  'GET /api/v1/scheduling/appointments/{id}': {
    ...publicRoute("public: whoever holds the e-mailed link's token"),
    call: (w) => ({ url: `/api/v1/scheduling/appointments/${w.meetingId}?token=${'t'.repeat(43)}` }),
  },
  'POST /api/v1/scheduling/appointments/{id}/cancel': {
    ...publicRoute("public: whoever holds the e-mailed link's token"),
    call: (w) => ({ url: `/api/v1/scheduling/appointments/${w.meetingId}/cancel`, payload: { token: 't'.repeat(43) } }),
  },
  'POST /api/v1/scheduling/appointments': {
    ...publicRoute('public (a free hour of a realtor or agent)'),
    call: (w) => {
      const { date, start, end } = nextFreeHour();
      const payload = { recipient_id: [w.people.realtor.id], subject: 'Proof', location: 'https://meet.example.com/proof', email: 'visitor@example.com', name: 'Proof Visitor' };
      return { payload: { ...payload, starting_time: `${date} ${start}:00`, ending_time: `${date} ${end}:00` } };
    },
  },
  'GET /api/v1/video_tour/meeting_invites': signedIn('their own meetings'),
  'GET /api/v1/upcoming-meeting-invites': signedIn('their own meetings'),
  'GET /api/v1/dashboard/summary': signedIn('their own figures, listings, bids and homes'),
  'GET /api/v1/dashboard/listing-figures': signedIn("the figures of their own listings (none for those who own none)"),
  'GET /api/v1/my-home': { allow: ['seller'], rule: 'sellers, about the homes they sell' },
  'GET /api/v1/dashboard/waiting-on-me': { allow: STAFF, rule: "staff, about their own listings' approvals and requests" },
  'GET /api/v1/video_tour/meeting_invites/{id}': {
    allow: ['realtor', 'buyer'],
    rule: 'the organiser or an invitee',
    call: (w) => ({ url: `/api/v1/video_tour/meeting_invites/${w.meetingId}` }),
  },
  'GET /api/v1/video_tour/participants': {
    allow: ['realtor', 'buyer'],
    rule: 'the organiser or an invitee',
    call: (w) => ({ url: `/api/v1/video_tour/participants?meetingInviteId=${w.meetingId}` }),
  },
  'DELETE /api/v1/video_tour/cancel/{id}': {
    fresh: true,
    allow: ['realtor', 'buyer'],
    rule: 'the organiser or an invitee (the second hears it is already cancelled)',
    call: (w) => ({ url: `/api/v1/video_tour/cancel/${w.meetingId}` }),
  },
  'POST /api/v1/invite_mail': {
    fresh: true,
    allow: ['buyer'],
    rule: 'the organiser',
    call: (w) => ({ payload: { meeting_id: w.meetingId, recipient_ids: [w.people.otherBuyer.id] } }),
  },
  'POST /api/v1/send-email': {
    allow: ['buyer'],
    rule: 'the organiser',
    call: (w) => ({ payload: { meeting_id: w.meetingId, email: 'guest@example.com' } }),
  },

  'POST /api/v1/permissions': {
    allow: ['otherRealtor', 'otherBuyer', 'admin', 'realtor', 'seller'],
    rule: 'anyone signed in but who already asked',
    call: (w) => ({ payload: { property_id: w.listing.id } }),
  },
  'GET /api/v1/permissions': signedIn('requests on their listings and their own'),
  'GET /api/v1/permissions/{id}': {
    allow: PARTIES,
    rule: 'the requester or the listing side',
    call: (w) => ({ url: `/api/v1/permissions/${w.listing.permissionId}` }),
  },
  'PUT /api/v1/permissions/{id}': {
    fresh: true,
    allow: LISTING_SIDE,
    rule: 'listing side',
    call: (w) => ({
      url: `/api/v1/permissions/${w.listing.permissionId}`,
      payload: { status: 'granted' },
    }),
  },
  'POST /api/v1/propertie_upload_files/{id}': {
    allow: LISTING_SIDE,
    rule: 'listing side',
    call: (w) => ({
      url: `/api/v1/propertie_upload_files/${w.listing.id}`,
      ...formCall([
        {
          name: 'files',
          filename: 'more.pdf',
          contentType: 'application/pdf',
          content: pdfDocument(),
        },
      ]),
    }),
  },
  'GET /api/v1/property-documents/{propertyId}': {
    ...publicRoute('public list; files as the caller may see them'),
    call: (w) => ({ url: `/api/v1/property-documents/${w.listing.id}` }),
  },
  'DELETE /api/v1/property-documents/{propertyId}/{documentId}': {
    fresh: true,
    allow: LISTING_SIDE,
    rule: 'listing side',
    call: (w) => ({
      url: `/api/v1/property-documents/${w.listing.id}/${w.listing.documentId}`,
    }),
  },
  'GET /api/v1/property-documents/{propertyId}/{documentId}/download': {
    allow: LISTING_SIDE,
    rule: 'listing side or a granted requester',
    call: (w) => ({
      url: `/api/v1/property-documents/${w.listing.id}/${w.listing.documentId}/download`,
    }),
  },
  'POST /api/v1/property_document_download': {
    allow: LISTING_SIDE,
    rule: 'who may download it',
    call: (w) => ({ payload: { document_id: w.listing.documentId } }),
  },

  'POST /api/v1/properties/{id}/viewcount': {
    ...publicRoute(),
    call: (w) => ({ url: `/api/v1/properties/${w.listing.id}/viewcount` }),
  },
  'POST /api/v1/property/{id}/add-analytics': {
    ...publicRoute(),
    call: (w) => ({
      url: `/api/v1/property/${w.listing.id}/add-analytics`,
      payload: { event_type: 'click', target: 'photo' },
    }),
  },
  'GET /api/v1/property/list': insights('property/list'),
  'GET /api/v1/property/views': insights('property/views'),
  'GET /api/v1/property/clicks': insights('property/clicks'),
  'GET /api/v1/property/downloads': insights('property/downloads'),
  'GET /api/v1/analytics/user_details': insights('analytics/user_details'),
  'GET /api/v1/property/download_user': insights('property/download_user'),
  'GET /api/v1/property/document-packages': insights('property/document-packages'),
  'GET /api/v1/export': insights('export'),

  'POST /api/v1/bidding_approval': {
    allow: ['otherBuyer', 'otherRealtor', 'admin'],
    rule: 'anyone signed in but the listing side and who already asked',
    call: (w) =>
      formCall([
        { name: 'bid_nickname', value: 'Proof Bidder' },
        { name: 'status', value: 'buyer-without-agent' },
        { name: 'agreement', value: 'true' },
        { name: 'property_id', value: String(w.listing.id) },
        {
          name: 'proof_document',
          filename: 'proof.pdf',
          contentType: 'application/pdf',
          content: pdfDocument(),
        },
      ]),
  },
  'GET /api/v1/bidding_approval': signedIn('approvals on their listings and their own'),
  'GET /api/v1/bidding_approval/property/{propertyId}': {
    allow: SIGNED_IN,
    rule: 'their own approval (none: null)',
    call: (w) => ({ url: `/api/v1/bidding_approval/property/${w.listing.id}` }),
  },
  'PUT /api/v1/bidding_approval/{id}': {
    fresh: true,
    allow: LISTING_SIDE,
    rule: 'listing side',
    call: (w) => ({
      url: `/api/v1/bidding_approval/${w.listing.approvalId}`,
      payload: { approval: 'rejected' },
    }),
  },
  'POST /api/v1/bidding_properties': {
    fresh: true,
    allow: LISTING_OWNER,
    rule: 'its realtor or an admin',
    call: (w) => ({ payload: openAuctionPayload(w.listing.id) }),
  },
  'GET /api/v1/bidding_properties/{propertyId}': {
    ...publicRoute(),
    call: (w) => ({ url: `/api/v1/bidding_properties/${w.listing.id}` }),
  },
  'GET /api/v1/bidding_history': {
    ...publicRoute(),
    call: (w) => ({
      url: `/api/v1/bidding_history?bid_property_id=${w.listing.auctionId}`,
    }),
  },
  'POST /api/v1/bidding_history': {
    allow: BUYER,
    rule: 'an approved bidder',
    // The minimum next bid, so only the bidder can be wrong (the buyer, already highest, is refused that: 409).
    call: (w) => ({
      payload: bidPayload(
        {
          id: w.listing.auctionId,
          highest_bid_amount: w.listing.highestBid,
          bid_incremental_amount: w.listing.increment,
        },
        { escrow_closing_date: daysFromToday(30) },
      ),
    }),
  },

  'GET /api/v1/contract-signing': {
    allow: ['buyer', 'seller'],
    rule: 'its buyer or seller',
    call: (w) => ({
      url: `/api/v1/contract-signing?transaction_id=${w.sold.transactionId}`,
    }),
  },
  'GET /api/v1/contract-signing/preview': {
    allow: ['buyer', 'seller'],
    rule: 'its buyer or seller',
    call: (w) => ({
      url: `/api/v1/contract-signing/preview?transaction_id=${w.sold.transactionId}`,
    }),
  },
  'POST /api/v1/contract-signing/sign': {
    fresh: true,
    allow: BUYER,
    rule: 'the party due to sign (the buyer first)',
    call: (w) => ({
      payload: {
        transaction_id: w.sold.transactionId,
        consent: true,
        signature_type: 'typed',
        typed_name: 'Proof Buyer',
      },
    }),
  },
  'POST /api/v1/contract-signing/decline': {
    fresh: true,
    allow: ['buyer', 'seller'],
    rule: 'a party still to sign',
    call: (w) => ({
      payload: {
        transaction_id: w.sold.transactionId,
        reason: 'Changed my mind',
      },
    }),
  },
  'POST /api/v1/property-transactions': {
    fresh: true,
    allow: LISTING_SIDE,
    rule: 'listing side',
    call: (w) => ({
      payload: {
        property_id: w.listing.id,
        bid_property_history_id: w.listing.bidId,
        payment_method: 'Credit Card',
        status_id: 1,
      },
    }),
  },
  'GET /api/v1/property-transactions': signedIn('their own transactions'),
  'GET /api/v1/property-transactions/{id}': {
    allow: PARTIES,
    rule: 'its parties and admins',
    call: (w) => ({
      url: `/api/v1/property-transactions/${w.sold.transactionId}`,
    }),
  },
  'PUT /api/v1/property-transactions/{id}': {
    fresh: true,
    allow: LISTING_OWNER,
    rule: 'its realtor or an admin (once signed)',
    call: (w) => ({
      url: `/api/v1/property-transactions/${w.sold.transactionId}`,
      payload: { status_id: 4 },
    }),
  },
  'POST /api/v1/property-transactions/{id}/void': {
    fresh: true,
    allow: LISTING_SIDE,
    rule: 'listing side or an admin',
    call: (w) => ({
      url: `/api/v1/property-transactions/${w.sold.transactionId}/void`,
      payload: { reason: 'Buyer walked away' },
    }),
  },
  'POST /api/v1/property-transactions/{id}/signing-link': {
    fresh: true,
    allow: PARTIES,
    rule: 'listing side, admins and the party due to sign',
    call: (w) => ({
      url: `/api/v1/property-transactions/${w.sold.transactionId}/signing-link`,
    }),
  },
  'GET /api/v1/start-docusign': {
    allow: PARTIES,
    rule: 'redirects to the signing page, which checks',
    call: (w) => ({
      url: `/api/v1/start-docusign?transaction_id=${w.sold.transactionId}`,
    }),
  },
  'GET /api/v1/storage/{*}': {
    allow: ['buyer', 'realtor', 'seller', 'admin'],
    rule: 'the proof: its bidder and the listing side',
    call: (w) => ({ url: `/api/v1/storage/${w.listing.proofPath}` }),
  },
  ...PROJECT_ROUTES,
  ...CALENDAR_ROUTES,
  ...VENDOR_ROUTES,
  ...NETWORK_ROUTES,
  ...CAMPAIGN_ROUTES,
  ...ADMIN_ROUTES,
  ...FILE_MANAGER_ROUTES,
};
