import type { Access } from './route-table';
import type { Actor, World } from './world';

const EVERYONE: readonly Actor[] = ['anonymous', 'realtor', 'otherRealtor', 'seller', 'buyer', 'otherBuyer', 'admin'];
const STAFF: readonly Actor[] = ['realtor', 'otherRealtor', 'admin'];
/** A realtor's campaigns, templates, senders and images are theirs alone: not even an admin reads them. */
const OWNER: readonly Actor[] = ['realtor'];

const own = (call: Access['call']): Access => ({ allow: OWNER, rule: 'the realtor whose campaigns they are', call });
const staff = (rule: string, call?: Access['call']): Access => ({ allow: STAFF, rule, call });
const c = (w: World) => w.campaigns;
const campaignBody = (w: World) => ({ name: 'Proof campaign', subject: 'Proof', sender_id: c(w).senderId, template_id: c(w).templateId, label_ids: [w.network.labelId] });

/** The campaign module's routes (spec part 2 section 7: Email campaigns). */
export const CAMPAIGN_ROUTES: Record<string, Access> = {
  'GET /api/v1/email-template': staff('staff: the starter layouts'),
  'GET /api/v1/user-email-templates': staff('their own templates'),
  'POST /api/v1/user-email-templates': staff('staff keep their own templates', () => ({ payload: { name: 'New', body: '<p>Hi</p>' } })),
  'GET /api/v1/user-email-templates/{id}': own((w) => ({ url: `/api/v1/user-email-templates/${c(w).templateId}` })),
  'PUT /api/v1/user-email-templates/{id}': own((w) => ({ url: `/api/v1/user-email-templates/${c(w).templateId}`, payload: { name: 'Proof', body: '<p><a href="https://homes.example.com/proof">See it</a></p>' } })),
  'DELETE /api/v1/user-email-templates/{id}': own((w) => ({ url: `/api/v1/user-email-templates/${c(w).spareTemplateId}` })),
  'GET /api/v1/verified-emails': staff('their own sender addresses'),
  'GET /api/v1/user-email-verification': staff('their own sender addresses'),
  'POST /api/v1/user-email-verification': staff('staff add their own sender addresses', () => ({ payload: { email: `sender-${Math.random().toString(36).slice(2)}@example.com` } })),
  'PUT /api/v1/user-email-verification/{id}': own((w) => ({ url: `/api/v1/user-email-verification/${c(w).spareSenderId}` })),
  'DELETE /api/v1/user-email-verification/{id}': own((w) => ({ url: `/api/v1/user-email-verification/${c(w).spareSenderId}` })),
  'GET /api/v1/user-email-verification/confirm': { allow: [], rule: 'public: the mailed link, a redirect (an unknown token is told so)', call: () => ({ url: '/api/v1/user-email-verification/confirm?token=not-a-real-token' }) },
  'GET /api/v1/email-template-images': staff('their own images'),
  'POST /api/v1/email-campaign/upload-images': { allow: STAFF, rule: 'staff upload their own images', call: () => ({}) },
  'DELETE /api/v1/delete-email-template-image': own((w) => ({ url: `/api/v1/delete-email-template-image?filename=${c(w).spareImageFilename}` })),
  'GET /api/v1/email-images/{filename}': { allow: EVERYONE, rule: 'public: an image in sent mail', call: (w) => ({ url: `/api/v1/email-images/${c(w).imageFilename}` }) },
  'GET /api/v1/email-campaigns': staff('their own campaigns'),
  'POST /api/v1/email-campaigns': own((w) => ({ payload: campaignBody(w) })),
  'GET /api/v1/email-campaigns/{id}': own((w) => ({ url: `/api/v1/email-campaigns/${c(w).draftId}` })),
  'PUT /api/v1/email-campaigns/{id}': own((w) => ({ url: `/api/v1/email-campaigns/${c(w).draftId}`, payload: campaignBody(w) })),
  'DELETE /api/v1/email-campaigns/{id}': own((w) => ({ url: `/api/v1/email-campaigns/${c(w).spareDraftId}` })),
  'POST /api/v1/email-campaigns/{id}/send': own((w) => ({ url: `/api/v1/email-campaigns/${c(w).draftId}/send`, payload: { scheduled_at: new Date(Date.now() + 30 * 86_400_000).toISOString() } })),
  'POST /api/v1/email-campaigns/{id}/pause': own((w) => ({ url: `/api/v1/email-campaigns/${c(w).scheduledId}/pause` })),
  'POST /api/v1/email-campaigns/{id}/resume': own((w) => ({ url: `/api/v1/email-campaigns/${c(w).pausedId}/resume` })),
  'POST /api/v1/email-campaigns/{id}/cancel': own((w) => ({ url: `/api/v1/email-campaigns/${c(w).pausedId}/cancel` })),
  'POST /api/v1/email-campaigns/test-send': own((w) => ({ payload: { subject: 'Test', template_id: c(w).templateId } })),
  'GET /api/v1/email-campaign-recipients/{id}': own((w) => ({ url: `/api/v1/email-campaign-recipients/${c(w).draftId}` })),
  'POST /api/v1/email-campaign-recipients/preview': own((w) => ({ payload: { label_ids: [w.network.labelId] } })),
  'GET /api/v1/email-campaign-analytics': own((w) => ({ url: `/api/v1/email-campaign-analytics?campaign_id=${c(w).scheduledId}` })),
  'GET /api/v1/email/open/{token}': { allow: EVERYONE, rule: 'public: the pixel always answers', call: (w) => ({ url: `/api/v1/email/open/${c(w).recipientToken}` }) },
  'GET /api/v1/email/click/{token}/{linkId}': { allow: [], rule: "public: a redirect to the campaign's own link", call: (w) => ({ url: `/api/v1/email/click/${c(w).recipientToken}/${c(w).linkId}` }) },
  'GET /api/v1/email/unsubscribe/{token}': { allow: EVERYONE, rule: 'public: the page (changes nothing)', call: (w) => ({ url: `/api/v1/email/unsubscribe/${c(w).recipientToken}` }) },
  'POST /api/v1/email/unsubscribe/{token}': { allow: EVERYONE, rule: "public: the recipient's token unsubscribes", call: (w) => ({ url: `/api/v1/email/unsubscribe/${c(w).recipientToken}` }) },
};
