import { messageResponseSchema } from '@openhouse/shared/accounts/responses';
import { documentDownloadSchema, documentUploadResponseSchema, propertyDocumentsResponseSchema } from '@openhouse/shared/properties/documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalActor, requireActor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { responses } from '../../platform/http/responses';
import { idParam, idParams, security } from '../../platform/http/route-schema';
import { sendPrivateDownload } from '../../platform/http/responses';
import { readDocumentForm } from './document-upload-form';
import { countDocumentDownload, downloadDocument, propertyDocumentsFor, removeDocument, uploadDocuments } from './documents.service';
import { linkActor } from '../../platform/auth/link-actor';
import { permissionsRoutes } from './permissions.routes';

const tags = ['documents'];

/** Spec part 1 section 7: property documents, their downloads and access requests (/permissions). */
export const propertyDocumentsRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  await app.register(permissionsRoutes, { platform });

  app.post(
    '/propertie_upload_files/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Upload documents to a property (multipart: files, optional kind document|disclosure)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: responses(documentUploadResponseSchema),
      },
    },
    // The service checks the listing is the caller's before the files are read.
    async (request) => uploadDocuments(platform, requireActor(request), request.params.id, () => readDocumentForm(request)),
  );

  // Spec: GET /property-documents/{id}, the property's id. Named propertyId like the routes below it, as
  // the router shares one parameter per path segment.
  app.get(
    '/property-documents/:propertyId',
    {
      schema: {
        tags,
        summary: "A property's documents as the caller may see them, and the caller's access",
        params: z.object({ propertyId: idParam }),
        response: responses(propertyDocumentsResponseSchema),
      },
    },
    async (request) => propertyDocumentsFor(platform, optionalActor(request), request.params.propertyId),
  );

  app.delete(
    '/property-documents/:propertyId/:documentId',
    { schema: { tags, security, summary: 'Delete a document', params: z.object({ propertyId: idParam, documentId: idParam }), response: responses(messageResponseSchema) } },
    async (request) => removeDocument(platform, requireActor(request), request.params.propertyId, request.params.documentId),
  );

  // Opened as a plain link, so the bearer token may come as ?token=. Private bytes: never cached, never sniffed.
  app.get(
    '/property-documents/:propertyId/:documentId/download',
    {
      // A HEAD (link prefetchers, scanners) must not count as a download.
      exposeHeadRoute: false,
      schema: {
        tags,
        summary: 'Download a document (counted); token: a bearer token, for a plain link',
        params: z.object({ propertyId: idParam, documentId: idParam }),
        querystring: z.object({ token: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const actor = await linkActor(platform, request, request.query.token);
      const file = await downloadDocument(platform, actor, request.params.propertyId, request.params.documentId);
      return sendPrivateDownload(reply, file);
    },
  );

  app.post(
    '/property_document_download',
    { schema: { tags, security, summary: 'Count a document download made another way', body: documentDownloadSchema, response: responses(messageResponseSchema) } },
    async (request) => countDocumentDownload(platform, requireActor(request), request.body.document_id),
  );
};
