import { messageResponseSchema } from '@openhouse/shared/projects/project-schemas';
import { vendorOptionsResponseSchema, vendorSearchQuerySchema } from '@openhouse/shared/projects/project-schemas';
import { STAFF_ROLES } from '@openhouse/shared/roles/roles';
import { VENDOR_TYPES } from '@openhouse/shared/vendors/vendor-types';
import {
  vendorIdParamsSchema,
  vendorImportResponseSchema,
  vendorInputSchema,
  vendorListQuerySchema,
  vendorPageSchema,
  vendorProjectsQuerySchema,
  vendorProjectsResponseSchema,
  vendorResponseSchema,
  vendorTypesResponseSchema,
} from '@openhouse/shared/vendors/vendor-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { attachmentDisposition, errorResponses, limit, responses } from '../../platform/http/responses';
import { security } from '../../platform/http/route-schema';
import { exportVendors, importVendors, vendorSampleCsv } from './vendor-import.service';
import { createVendor, editVendor, listVendors, readVendor, removeVendor, searchVendors, vendorProjects } from './vendors.service';

const tags = ['vendors'];
const staff = { roles: STAFF_ROLES };
const csvHeaders = (name: string) => ({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': attachmentDisposition(name) });

/** Spec part 2 section 7, Vendors: a realtor's vendor list, its import and the assign-vendor search. */
export const vendorsRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.post(
    '/vendor',
    { schema: { tags, security, summary: 'Add a vendor (creates or links their account and invites it)', body: vendorInputSchema, response: { 201: vendorResponseSchema, ...errorResponses } } },
    async (request, reply) => reply.code(201).send(await createVendor(platform, requireActor(request, staff), request.body)),
  );
  app.get(
    '/vendor',
    { schema: { tags, security, summary: 'Search my vendors for the assign-vendor modal (2+ characters)', querystring: vendorSearchQuerySchema, response: responses(vendorOptionsResponseSchema) } },
    async (request) => searchVendors(platform, requireActor(request, staff), request.query),
  );
  app.get(
    '/vendors',
    { schema: { tags, security, summary: 'My vendor list, paged and searchable', querystring: vendorListQuerySchema, response: responses(vendorPageSchema) } },
    async (request) => listVendors(platform, requireActor(request, staff), request.query),
  );
  app.get('/vendor-types', { schema: { tags, summary: 'The vendor types list', response: responses(vendorTypesResponseSchema) } }, async () => ({ data: [...VENDOR_TYPES] }));
  app.get(
    '/vendors/projects',
    { schema: { tags, security, summary: "My projects where one of my vendors has tasks", querystring: vendorProjectsQuerySchema, response: responses(vendorProjectsResponseSchema) } },
    async (request) => vendorProjects(platform, requireActor(request, staff), request.query.user_id),
  );
  app.get(
    '/vendor/:id',
    { schema: { tags, security, summary: 'One of my vendors', params: vendorIdParamsSchema, response: responses(vendorResponseSchema) } },
    async (request) => readVendor(platform, requireActor(request, staff), request.params.id),
  );
  app.put(
    '/vendor/:id',
    { schema: { tags, security, summary: 'Edit one of my vendors', params: vendorIdParamsSchema, body: vendorInputSchema, response: responses(vendorResponseSchema) } },
    async (request) => editVendor(platform, requireActor(request, staff), request.params.id, request.body),
  );
  app.delete(
    '/vendor/:id',
    { schema: { tags, security, summary: 'Remove a vendor from my list (their account stays)', params: vendorIdParamsSchema, response: responses(messageResponseSchema) } },
    async (request) => removeVendor(platform, requireActor(request, staff), request.params.id),
  );
  app.post(
    '/vendor-import',
    {
      config: limit(20),
      schema: {
        tags,
        security,
        summary: 'Import vendors from CSV (multipart: file, and mode=preview, or mapping as JSON {field: column index}); 5 MB, 10,000 rows at most',
        consumes: ['multipart/form-data'],
        response: responses(vendorImportResponseSchema),
      },
    },
    async (request) => importVendors(platform, requireActor(request, staff), request),
  );
  app.get('/vendor-import/sample', { schema: { tags, summary: 'A sample vendor CSV to start an import from' } }, async (_request, reply) =>
    reply.headers(csvHeaders('vendors-sample.csv')).send(vendorSampleCsv()),
  );
  app.get('/vendor-export', { schema: { tags, security, summary: 'My vendor list as CSV (formula-safe)' } }, async (request, reply) => {
    const csv = await exportVendors(platform, requireActor(request, staff));
    return reply.headers(csvHeaders('vendors.csv')).send(csv);
  });
};
