import { pageSchema } from '@openhouse/shared/http/pagination';
import {
  documentPermissionChangeResponseSchema,
  documentPermissionResponseSchema,
  documentPermissionSchema,
  permissionDecisionSchema,
  permissionListQuerySchema,
  permissionRequestSchema,
} from '@openhouse/shared/properties/documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { limit, responses } from '../../platform/http/responses';
import { idParams as params, security } from '../../platform/http/route-schema';
import { decideAccessRequest, listAccessRequests, readAccessRequest, requestAccess } from './permissions.service';

const tags = ['documents'];

/** Document access requests: asked by a signed-in user, decided by the listing side. */
export const permissionsRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.post(
    '/permissions',
    // Each request notifies people: a per-address limit keeps that from becoming a spam channel.
    { config: limit(30), schema: { tags, security, summary: "Ask for access to a property's documents", body: permissionRequestSchema, response: responses(documentPermissionChangeResponseSchema) } },
    async (request) => requestAccess(platform, requireActor(request), request.body),
  );

  app.get(
    '/permissions',
    {
      schema: {
        tags,
        security,
        summary: 'Access requests on my listings and my own requests (paged)',
        querystring: permissionListQuerySchema,
        response: responses(pageSchema(documentPermissionSchema)),
      },
    },
    async (request) => listAccessRequests(platform, requireActor(request), request.query),
  );

  app.get(
    '/permissions/:id',
    { schema: { tags, security, summary: 'One access request', params, response: responses(documentPermissionResponseSchema) } },
    async (request) => readAccessRequest(platform, requireActor(request), request.params.id),
  );

  app.put(
    '/permissions/:id',
    {
      schema: { tags, security, summary: 'Grant or deny an access request (listing side)', params, body: permissionDecisionSchema, response: responses(documentPermissionChangeResponseSchema) },
    },
    async (request) => decideAccessRequest(platform, requireActor(request), request.params.id, request.body),
  );
};
