import {
  addProjectRealtorSchema,
  addProjectRealtorsSchema,
  inviteSellerSchema,
  markCompleteSchema,
  messageResponseSchema,
  peopleResponseSchema,
  projectDatesSchema,
  projectDetailsQuerySchema,
  projectIdQuerySchema,
  projectListQuerySchema,
  projectOptionsResponseSchema,
  projectPageSchema,
  projectProspectsResponseSchema,
  projectResponseSchema,
  publicProjectResponseSchema,
  publicUserResponseSchema,
  sellerListQuerySchema,
  teamResponseSchema,
} from '@openhouse/shared/projects/project-schemas';
import { activityPageSchema, activityQuerySchema } from '@openhouse/shared/projects/activity';
import { STAFF_ROLES } from '@openhouse/shared/roles/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { errorResponses, responses } from '../../platform/http/responses';
import { idParam, idParams as params, security } from '../../platform/http/route-schema';
import { projectActivity } from './activity.service';
import { addRealtors, projectOptions, projectProspects, projectTeam, publicProject, publicUser, removeRealtor, sellerList } from './project-people.service';
import { createProject, inviteSeller, listProjects, markComplete, readProject, removeProject, updateDates, uploadImage } from './projects.service';

const tags = ['projects'];
const staff = { roles: STAFF_ROLES };

/** Spec part 2 section 7, Projects: the projects, their people, and the public project and realtor cards. */
export const projectsRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.post(
    '/projects',
    {
      schema: {
        tags,
        security,
        summary: 'Add a project (multipart: property_id, property_address, city, state, value, seller_id, start_date, due_date, milestone_template_ids[], image)',
        consumes: ['multipart/form-data'],
        response: { 201: projectResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await createProject(platform, requireActor(request, staff), request)),
  );
  app.get(
    '/projects',
    { schema: { tags, security, summary: 'My projects (status in_progress by default, or completed), paged', querystring: projectListQuerySchema, response: responses(projectPageSchema) } },
    async (request) => listProjects(platform, requireActor(request), request.query),
  );
  app.get('/projects/:id', { schema: { tags, security, summary: 'A project with its realtors and seller', params, response: responses(projectResponseSchema) } }, async (request) =>
    readProject(platform, requireActor(request), request.params.id),
  );
  app.get(
    '/projects/:id/activity',
    {
      schema: {
        tags,
        security,
        summary: "A project's activity, newest first, paged: tasks added, moved and assigned, milestones reached, files, realtors",
        params,
        querystring: activityQuerySchema,
        response: responses(activityPageSchema),
      },
    },
    async (request) => projectActivity(platform, requireActor(request), request.params.id, request.query),
  );
  app.delete('/projects/:id', { schema: { tags, security, summary: 'Delete a project (its owner)', params, response: responses(messageResponseSchema) } }, async (request) =>
    removeProject(platform, requireActor(request), request.params.id),
  );
  app.post(
    '/upload-project-image',
    { schema: { tags, security, summary: "Replace a project's image (multipart: project_id, image)", consumes: ['multipart/form-data'], response: responses(projectResponseSchema) } },
    async (request) => uploadImage(platform, requireActor(request), request),
  );
  app.post(
    '/projects/mark-complete',
    { schema: { tags, security, summary: 'Mark a project complete (its owner)', body: markCompleteSchema, response: responses(projectResponseSchema) } },
    async (request) => markComplete(platform, requireActor(request), request.body.project_id),
  );
  app.put(
    '/project-dates',
    { schema: { tags, security, summary: "Update a project's start and due dates", body: projectDatesSchema, response: responses(projectResponseSchema) } },
    async (request) => updateDates(platform, requireActor(request), request.body),
  );
  app.post(
    '/projects/invite-seller',
    { schema: { tags, security, summary: 'Invite the seller by e-mail (creates the account or links an existing one)', body: inviteSellerSchema, response: responses(projectResponseSchema) } },
    async (request) => inviteSeller(platform, requireActor(request), request.body),
  );
  app.get('/task/project_list', { schema: { tags, security, summary: 'My projects, for a picker', response: responses(projectOptionsResponseSchema) } }, async (request) =>
    projectOptions(platform, requireActor(request)),
  );

  // Public: the prospect capture page and the visitors' calendar introduce the project and its realtor.
  app.get(
    '/project-details',
    { schema: { tags, summary: "A project's address and image, by its uuid (public)", querystring: projectDetailsQuerySchema, response: responses(publicProjectResponseSchema) } },
    async (request) => publicProject(platform, request.query.uuid),
  );
  app.get('/user-details/:id', { schema: { tags, summary: 'A realtor as public pages introduce them', params, response: responses(publicUserResponseSchema) } }, async (request) =>
    publicUser(platform, request.params.id),
  );

  app.get('/project/seller_list', { schema: { tags, security, summary: "The sellers of my projects", response: responses(peopleResponseSchema) } }, async (request) =>
    sellerList(platform, requireActor(request, staff)),
  );
  app.get(
    '/seller-list',
    { schema: { tags, security, summary: 'The sellers of my projects matching a search', querystring: sellerListQuerySchema, response: responses(peopleResponseSchema) } },
    async (request) => sellerList(platform, requireActor(request, staff), request.query.search),
  );

  app.post(
    '/project-realtors',
    { schema: { tags, security, summary: 'Add a realtor to a project (its owner)', body: addProjectRealtorSchema, response: responses(projectResponseSchema) } },
    async (request) => addRealtors(platform, requireActor(request), request.body.project_id, [request.body.realtor_id]),
  );
  app.post(
    '/project-realtors-add',
    {
      schema: { tags, security, summary: 'Add realtors to a project (its owner)', querystring: projectIdQuerySchema, body: addProjectRealtorsSchema, response: responses(projectResponseSchema) },
    },
    async (request) => addRealtors(platform, requireActor(request), request.query.project_id, request.body.realtor_ids),
  );
  app.delete(
    '/project-realtors/:id',
    { schema: { tags, security, summary: 'Remove a realtor (by user id) from a project', params, querystring: projectIdQuerySchema, response: responses(projectResponseSchema) } },
    async (request) => removeRealtor(platform, requireActor(request), request.query.project_id, request.params.id),
  );
  app.get(
    '/project-teams',
    { schema: { tags, security, summary: "A project's team: owner, realtors, seller and assigned vendors", querystring: projectIdQuerySchema, response: responses(teamResponseSchema) } },
    async (request) => projectTeam(platform, requireActor(request), request.query.project_id),
  );
  app.get(
    '/project-prospects/:id',
    { schema: { tags, security, summary: "A project's prospects", params: z.object({ id: idParam }), response: responses(projectProspectsResponseSchema) } },
    async (request) => projectProspects(platform, requireActor(request), request.params.id),
  );
};
