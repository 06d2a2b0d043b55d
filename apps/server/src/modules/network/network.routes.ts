import { captureResponseSchema } from '@openhouse/shared/network/capture-schemas';
import {
  bulkLabelSchema,
  captureSchema,
  labelInputSchema,
  labelListSchema,
  labelResponseSchema,
  messageOnlySchema,
  noteInputSchema,
  noteListSchema,
  noteQuerySchema,
  noteResponseSchema,
  noteUpdateSchema,
  prospectInputSchema,
  prospectListQuerySchema,
  prospectListSchema,
  prospectPageSchema,
  prospectResponseSchema,
  roleListSchema,
} from '@openhouse/shared/network/network-schemas';
import { prospectImportResponseSchema } from '@openhouse/shared/network/prospect-import';
import { timelineResponseSchema } from '@openhouse/shared/network/timeline-schemas';
import { STAFF_ROLES } from '@openhouse/shared/roles/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { createCounter } from '../../platform/http/rate-limit';
import { attachmentDisposition, limit, responses } from '../../platform/http/responses';
import { idParams as params, security } from '../../platform/http/route-schema';
import { captureProspect } from './capture.service';
import { exportProspects, importProspects, prospectSampleCsv } from './prospect-import.service';
import { addNote, createLabel, editLabel, editNote, listLabels, listNotes, networkRoles, removeLabel, removeNote } from './notes.service';
import { prospectTimeline } from './timeline.service';
import { createProspect, editProspect, labelProspects, listProspects, prospectsByLabel, readProspect, removeProspect } from './prospects.service';

const tags = ['prospects'];
const staff = { roles: STAFF_ROLES };

/** Spec part 2 section 7, Prospects and network: a realtor's prospects, labels, notes, and the public capture form. */
export const networkRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.post('/network', { schema: { tags, security, summary: 'Add a prospect', body: prospectInputSchema, response: responses(prospectResponseSchema) } }, async (request) =>
    createProspect(platform, requireActor(request, staff), request.body),
  );
  app.get('/network/:id', { schema: { tags, security, summary: 'One of my prospects', params, response: responses(prospectResponseSchema) } }, async (request) =>
    readProspect(platform, requireActor(request), request.params.id),
  );
  app.get('/network/:id/timeline', { schema: { tags, security, summary: "One of my prospects' timeline: arrival, notes, messages and meetings, newest first", params, response: responses(timelineResponseSchema) } }, async (request) =>
    prospectTimeline(platform, requireActor(request, staff), request.params.id),
  );
  app.put('/network/:id', { schema: { tags, security, summary: 'Edit one of my prospects', params, body: prospectInputSchema, response: responses(prospectResponseSchema) } }, async (request) =>
    editProspect(platform, requireActor(request), request.params.id, request.body),
  );
  app.delete('/network/:id', { schema: { tags, security, summary: 'Delete one of my prospects', params, response: responses(messageOnlySchema) } }, async (request) =>
    removeProspect(platform, requireActor(request), request.params.id),
  );
  app.get('/prospects', { schema: { tags, security, summary: 'My prospects: search, label and role filters, paged', querystring: prospectListQuerySchema, response: responses(prospectPageSchema) } }, async (request) =>
    listProspects(platform, requireActor(request, staff), request.query),
  );
  app.post('/prospects/labels', { schema: { tags, security, summary: 'Add labels to several of my prospects', body: bulkLabelSchema, response: responses(messageOnlySchema) } }, async (request) =>
    labelProspects(platform, requireActor(request, staff), request.body),
  );
  app.post(
    '/prospects-import',
    {
      config: limit(20),
      schema: {
        tags,
        security,
        summary: 'Import prospects from CSV (multipart: file, and mode=preview, or mapping as JSON {field: column index}); 5 MB, 10,000 rows at most',
        consumes: ['multipart/form-data'],
        response: responses(prospectImportResponseSchema),
      },
    },
    async (request) => importProspects(platform, requireActor(request, staff), request),
  );
  app.get('/prospects-import/sample', { schema: { tags, summary: 'A sample prospect CSV to start an import from' } }, async (_request, reply) =>
    reply.headers({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': attachmentDisposition('prospects-sample.csv') }).send(prospectSampleCsv()),
  );
  app.get('/prospects-export', { schema: { tags, security, summary: 'My prospects as CSV (formula-safe)' } }, async (request, reply) => {
    const csv = await exportProspects(platform, requireActor(request, staff));
    return reply.headers({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': attachmentDisposition('prospects.csv') }).send(csv);
  });
  app.get('/fetch-users-by-label/:id', { schema: { tags, security, summary: 'My prospects carrying one of my labels', params, response: responses(prospectListSchema) } }, async (request) =>
    prospectsByLabel(platform, requireActor(request), request.params.id),
  );
  app.get('/network-roles', { schema: { tags, security, summary: 'The roles a prospect may have', response: responses(roleListSchema) } }, async (request) => {
    requireActor(request, staff);
    return networkRoles();
  });
  app.get('/network-labels', { schema: { tags, security, summary: 'My labels', response: responses(labelListSchema) } }, async (request) =>
    listLabels(platform, requireActor(request, staff)),
  );
  app.post('/network-labels', { schema: { tags, security, summary: 'Create a label', body: labelInputSchema, response: responses(labelResponseSchema) } }, async (request) =>
    createLabel(platform, requireActor(request, staff), request.body.label_name),
  );
  app.put('/network-labels/:id', { schema: { tags, security, summary: 'Rename one of my labels', params, body: labelInputSchema, response: responses(labelResponseSchema) } }, async (request) =>
    editLabel(platform, requireActor(request), request.params.id, request.body.label_name),
  );
  app.delete('/network-labels/:id', { schema: { tags, security, summary: 'Delete one of my labels (the prospects stay)', params, response: responses(messageOnlySchema) } }, async (request) =>
    removeLabel(platform, requireActor(request), request.params.id),
  );

  app.get('/network-conversations', { schema: { tags, security, summary: "A prospect's notes thread", querystring: noteQuerySchema, response: responses(noteListSchema) } }, async (request) =>
    listNotes(platform, requireActor(request), request.query.network_id),
  );
  app.post('/network-conversations', { schema: { tags, security, summary: 'Add a note about a prospect', body: noteInputSchema, response: responses(noteResponseSchema) } }, async (request) =>
    addNote(platform, requireActor(request), request.body),
  );
  app.put('/network-conversations/:id', { schema: { tags, security, summary: 'Edit a note', params, body: noteUpdateSchema, response: responses(noteResponseSchema) } }, async (request) =>
    editNote(platform, requireActor(request), request.params.id, request.body.message),
  );
  app.delete('/network-conversations/:id', { schema: { tags, security, summary: 'Delete a note', params, response: responses(messageOnlySchema) } }, async (request) =>
    removeNote(platform, requireActor(request), request.params.id),
  );

  // Public, behind a printed QR code: counted per address, enough for a family at an open house, too few to flood a realtor.
  const captures = createCounter(app, { name: 'prospect-capture', max: 10, minutes: 15 });
  app.post(
    '/add-qr-details',
    {
      schema: { tags, summary: "Leave one's details with a realtor (public capture form)", body: captureSchema, response: responses(captureResponseSchema) },
      preHandler: (request, reply) => captures.hit(request, reply),
    },
    async (request) => captureProspect(platform, request.body),
  );
};
