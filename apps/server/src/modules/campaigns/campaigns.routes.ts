import {
  analyticsQuerySchema,
  analyticsSchema,
  audienceSchema,
  campaignInputSchema,
  campaignListSchema,
  campaignResponseSchema,
  campaignSendSchema,
  recipientPreviewSchema,
  senderInputSchema,
  senderListSchema,
  senderResponseSchema,
  starterTemplateListSchema,
  templateImageListSchema,
  templateInputSchema,
  templateListSchema,
  templateResponseSchema,
  testSendSchema,
  imageFilenameQuerySchema,
} from '@openhouse/shared/campaigns/campaign-schemas';
import { STAFF_ROLES } from '@openhouse/shared/roles/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { limit, responses } from '../../platform/http/responses';
import { idParams as params, security } from '../../platform/http/route-schema';
import { campaignAnalytics } from './analytics.service';
import { cancelCampaign, createCampaign, editCampaign, listCampaigns, pauseCampaign, previewAudience, previewCampaignRecipients, readCampaign, removeCampaign, resumeCampaign, sendCampaign, sendTest } from './campaigns.service';
import { listImages, readImage, removeImage, uploadImages } from './images.service';
import { addSender, listSenders, listVerifiedSenders, removeSender, resendSenderLink } from './senders.service';
import { createTemplate, editTemplate, listTemplates, readTemplate, removeTemplate, starterTemplates } from './templates.service';
import { trackingRoutes } from './tracking.routes';

const tags = ['campaigns'];
const staff = { roles: STAFF_ROLES };
const message = z.object({ message: z.string() });

/** Spec part 2 section 7, Email campaigns: templates, senders, images, campaigns, recipients and analytics (docs/API.md). */
export const campaignsRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  // Templates
  app.get('/email-template', { schema: { tags, security, summary: 'Starter layouts for a new template', response: responses(starterTemplateListSchema) } }, async (request) => {
    requireActor(request, staff);
    return starterTemplates();
  });
  app.get('/user-email-templates', { schema: { tags, security, summary: 'My e-mail templates', response: responses(templateListSchema) } }, async (request) => listTemplates(platform, requireActor(request, staff)));
  app.post('/user-email-templates', { schema: { tags, security, summary: 'Save a template (its HTML is sanitised)', body: templateInputSchema, response: responses(templateResponseSchema) } }, async (request) =>
    createTemplate(platform, requireActor(request, staff), request.body),
  );
  app.get('/user-email-templates/:id', { schema: { tags, security, summary: 'One of my templates', params, response: responses(templateResponseSchema) } }, async (request) =>
    readTemplate(platform, requireActor(request), request.params.id),
  );
  app.put('/user-email-templates/:id', { schema: { tags, security, summary: 'Edit one of my templates', params, body: templateInputSchema, response: responses(templateResponseSchema) } }, async (request) =>
    editTemplate(platform, requireActor(request), request.params.id, request.body),
  );
  app.delete('/user-email-templates/:id', { schema: { tags, security, summary: 'Delete one of my templates', params, response: responses(message) } }, async (request) =>
    removeTemplate(platform, requireActor(request), request.params.id),
  );

  // Sender addresses
  app.get('/verified-emails', { schema: { tags, security, summary: 'The addresses I may send campaigns from', response: responses(senderListSchema) } }, async (request) =>
    listVerifiedSenders(platform, requireActor(request, staff)),
  );
  app.get('/user-email-verification', { schema: { tags, security, summary: 'My sender addresses, verified or waiting', response: responses(senderListSchema) } }, async (request) =>
    listSenders(platform, requireActor(request, staff)),
  );
  app.post('/user-email-verification', { config: limit(10), schema: { tags, security, summary: 'Add a sender address (a verification link is mailed to it)', body: senderInputSchema, response: responses(senderResponseSchema) } }, async (request) =>
    addSender(platform, requireActor(request, staff), request.body.email),
  );
  app.put('/user-email-verification/:id', { config: limit(10), schema: { tags, security, summary: 'Mail a new verification link', params, response: responses(senderResponseSchema) } }, async (request) =>
    resendSenderLink(platform, requireActor(request), request.params.id),
  );
  app.delete('/user-email-verification/:id', { schema: { tags, security, summary: 'Remove a sender address', params, response: responses(message) } }, async (request) =>
    removeSender(platform, requireActor(request), request.params.id),
  );

  // Template images
  app.get('/email-template-images', { schema: { tags, security, summary: 'My template images', response: responses(templateImageListSchema) } }, async (request) => listImages(platform, requireActor(request, staff)));
  app.post(
    '/email-campaign/upload-images',
    { config: limit(30), schema: { tags, security, summary: 'Upload template images (multipart `images`; PNG, JPEG, GIF or WebP, 2 MB each)', consumes: ['multipart/form-data'], response: responses(templateImageListSchema) } },
    async (request) => uploadImages(platform, requireActor(request, staff), request),
  );
  app.delete('/delete-email-template-image', { schema: { tags, security, summary: 'Delete one of my template images', querystring: imageFilenameQuerySchema, response: responses(message) } }, async (request) =>
    removeImage(platform, requireActor(request, staff), request.query.filename),
  );
  app.get('/email-images/:filename', { schema: { tags, summary: 'A template image (public, cacheable)', params: z.object({ filename: z.string().max(64) }) } }, async (request, reply) => {
    const image = await readImage(platform, request.params.filename);
    // The name is random and never reused, so the bytes behind it never change.
    return reply.type(image.type).header('cache-control', 'public, max-age=31536000, immutable').header('cross-origin-resource-policy', 'cross-origin').send(image.body);
  });

  // Campaigns
  app.get('/email-campaigns', { schema: { tags, security, summary: 'My campaigns, newest first', response: responses(campaignListSchema) } }, async (request) => listCampaigns(platform, requireActor(request, staff)));
  app.post('/email-campaigns', { schema: { tags, security, summary: 'Save a campaign as a draft', body: campaignInputSchema, response: responses(campaignResponseSchema) } }, async (request) =>
    createCampaign(platform, requireActor(request, staff), request.body),
  );
  app.get('/email-campaigns/:id', { schema: { tags, security, summary: 'One of my campaigns with its progress', params, response: responses(campaignResponseSchema) } }, async (request) =>
    readCampaign(platform, requireActor(request), request.params.id),
  );
  app.put('/email-campaigns/:id', { schema: { tags, security, summary: 'Edit a draft campaign', params, body: campaignInputSchema, response: responses(campaignResponseSchema) } }, async (request) =>
    editCampaign(platform, requireActor(request), request.params.id, request.body),
  );
  app.delete('/email-campaigns/:id', { schema: { tags, security, summary: 'Delete a campaign that is not sending', params, response: responses(message) } }, async (request) =>
    removeCampaign(platform, requireActor(request), request.params.id),
  );
  app.post('/email-campaigns/:id/send', { schema: { tags, security, summary: 'Send a draft now, or schedule it', params, body: campaignSendSchema, response: responses(campaignResponseSchema) } }, async (request) =>
    sendCampaign(platform, requireActor(request), request.params.id, request.body.scheduled_at),
  );
  for (const [action, run, summary] of [
    ['pause', pauseCampaign, 'Pause a sending or scheduled campaign'],
    ['resume', resumeCampaign, 'Resume a paused campaign'],
    ['cancel', cancelCampaign, 'Cancel a campaign: nobody still queued gets it'],
  ] as const) {
    app.post(`/email-campaigns/:id/${action}`, { schema: { tags, security, summary, params, response: responses(campaignResponseSchema) } }, async (request) => run(platform, requireActor(request), request.params.id));
  }
  app.post('/email-campaigns/test-send', { config: limit(10), schema: { tags, security, summary: 'Send a template to my own address', body: testSendSchema, response: responses(message) } }, async (request) =>
    sendTest(platform, requireActor(request, staff), request.body),
  );
  app.get('/email-campaign-recipients/:id', { schema: { tags, security, summary: "Who a campaign reaches, and who is skipped and why", params, response: responses(recipientPreviewSchema) } }, async (request) =>
    previewCampaignRecipients(platform, requireActor(request), request.params.id),
  );
  app.post('/email-campaign-recipients/preview', { schema: { tags, security, summary: 'The same for lists not saved yet', body: audienceSchema, response: responses(recipientPreviewSchema) } }, async (request) =>
    previewAudience(platform, requireActor(request, staff), request.body),
  );
  app.get('/email-campaign-analytics', { schema: { tags, security, summary: "A campaign's figures, links and recipients", querystring: analyticsQuerySchema, response: responses(analyticsSchema) } }, async (request) =>
    campaignAnalytics(platform, requireActor(request), request.query.campaign_id, request.query.exclude_machine === '1'),
  );

  await app.register(trackingRoutes, { platform });
};
