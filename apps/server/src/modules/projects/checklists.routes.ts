import {
  addChecklistTemplatesSchema,
  checklistHeadingResponseSchema,
  checklistHeadingsResponseSchema,
  checklistNotePageSchema,
  checklistNoteResponseSchema,
  checklistNotesQuerySchema,
  checklistResponseSchema,
  checklistsResponseSchema,
  createChecklistNoteSchema,
  createChecklistSchema,
  createHeadingSchema,
  headingListQuerySchema,
  removeChecklistQuerySchema,
  updateChecklistNoteSchema,
  updateChecklistSchema,
  updateHeadingSchema,
} from '@openhouse/shared/projects/checklist-schemas';
import { messageResponseSchema, projectIdQuerySchema } from '@openhouse/shared/projects/project-schemas';
import {
  checklistTemplateBodySchema,
  checklistTemplateResponseSchema,
  checklistTemplatesResponseSchema,
  milestoneTemplateBodySchema,
  milestoneTemplateResponseSchema,
  milestoneTemplatesResponseSchema,
  taskTemplateBodySchema,
  taskTemplateResponseSchema,
  taskTemplatesResponseSchema,
} from '@openhouse/shared/projects/template-schemas';
import { STAFF_ROLES } from '@openhouse/shared/roles/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { errorResponses, responses } from '../../platform/http/responses';
import { idParams as params, security } from '../../platform/http/route-schema';
import {
  addChecklist,
  addChecklistTemplates,
  addHeading,
  addNote,
  editChecklist,
  editNote,
  listHeadings,
  listNotes,
  projectChecklists,
  removeChecklist,
  removeNote,
} from './checklists.service';
import * as templates from './templates.service';

const tags = ['projects'];
const created = <T>(schema: T) => ({ 201: schema, ...errorResponses });
const staff = { roles: STAFF_ROLES };

/** Spec part 2 section 7, Checklists; and the settings templates (milestones, task groups, checklists, headings). */
export const checklistsRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get('/project-checklists/:id', { schema: { tags, security, summary: "A project's checklist (id: the project)", params, response: responses(checklistsResponseSchema) } }, async (request) =>
    projectChecklists(platform, requireActor(request), request.params.id),
  );
  app.post('/project-checklists', { schema: { tags, security, summary: 'Add a checklist item', body: createChecklistSchema, response: created(checklistResponseSchema) } }, async (request, reply) =>
    reply.code(201).send(await addChecklist(platform, requireActor(request), request.body)),
  );
  app.put(
    '/project-checklists/:id',
    { schema: { tags, security, summary: 'Rename, move or tick a checklist item', params, body: updateChecklistSchema, response: responses(checklistResponseSchema) } },
    async (request) => editChecklist(platform, requireActor(request), request.params.id, request.body),
  );
  app.delete(
    '/project-checklists/:id',
    { schema: { tags, security, summary: 'Delete a checklist item', params, querystring: projectIdQuerySchema, response: responses(messageResponseSchema) } },
    async (request) => removeChecklist(platform, requireActor(request), request.params.id, request.query),
  );
  app.put(
    '/project-checklists-add/:id',
    { schema: { tags, security, summary: 'Copy checklist templates into a project (id: the project)', params, body: addChecklistTemplatesSchema, response: responses(checklistsResponseSchema) } },
    async (request) => addChecklistTemplates(platform, requireActor(request), request.params.id, request.body.template_ids),
  );
  app.delete(
    '/project-checklists-add/:id',
    { schema: { tags, security, summary: 'Remove a checklist item; deleteTemplate=true deletes its template too', params, querystring: removeChecklistQuerySchema, response: responses(messageResponseSchema) } },
    async (request) => removeChecklist(platform, requireActor(request), request.params.id, request.query),
  );

  app.get(
    '/project-checklist-headings',
    { schema: { tags, security, summary: "Headings: a project's and its owner's templates, or (no project) my heading templates", querystring: headingListQuerySchema, response: responses(checklistHeadingsResponseSchema) } },
    async (request) => listHeadings(platform, requireActor(request), request.query.project_id),
  );
  app.post(
    '/project-checklist-headings',
    { schema: { tags, security, summary: "Add a heading to a project, or a heading template", body: createHeadingSchema, response: created(checklistHeadingResponseSchema) } },
    async (request, reply) => reply.code(201).send(await addHeading(platform, requireActor(request, staff), request.body)),
  );
  app.put(
    '/project-checklist-headings/:id',
    { schema: { tags, security, summary: 'Rename a heading template', params, body: updateHeadingSchema, response: responses(checklistHeadingResponseSchema) } },
    async (request) => templates.renameHeadingTemplate(platform, requireActor(request, staff), request.params.id, request.body.name),
  );
  app.delete('/project-checklist-headings/:id', { schema: { tags, security, summary: 'Delete a heading template', params, response: responses(messageResponseSchema) } }, async (request) =>
    templates.removeHeadingTemplate(platform, requireActor(request, staff), request.params.id),
  );

  app.get(
    '/checklist-notes',
    { schema: { tags, security, summary: "A checklist item's notes, paged", querystring: checklistNotesQuerySchema, response: responses(checklistNotePageSchema) } },
    async (request) => listNotes(platform, requireActor(request), request.query),
  );
  app.post('/checklist-notes', { schema: { tags, security, summary: 'Add a note', body: createChecklistNoteSchema, response: created(checklistNoteResponseSchema) } }, async (request, reply) =>
    reply.code(201).send(await addNote(platform, requireActor(request), request.body)),
  );
  app.put('/checklist-notes/:id', { schema: { tags, security, summary: 'Edit my note', params, body: updateChecklistNoteSchema, response: responses(checklistNoteResponseSchema) } }, async (request) =>
    editNote(platform, requireActor(request), request.params.id, request.body),
  );
  app.delete('/checklist-notes/:id', { schema: { tags, security, summary: 'Delete my note', params, response: responses(messageResponseSchema) } }, async (request) =>
    removeNote(platform, requireActor(request), request.params.id),
  );

  // Settings: templates.
  app.get('/milestones', { schema: { tags, security, summary: 'Milestone templates: the defaults and mine', response: responses(milestoneTemplatesResponseSchema) } }, async (request) =>
    templates.listMilestoneTemplates(platform, requireActor(request, staff)),
  );
  app.get('/newmilestones', { schema: { tags, security, summary: 'Milestone templates (settings)', response: responses(milestoneTemplatesResponseSchema) } }, async (request) =>
    templates.listMilestoneTemplates(platform, requireActor(request, staff)),
  );
  app.post('/newmilestones', { schema: { tags, security, summary: 'Add a milestone template', body: milestoneTemplateBodySchema, response: created(milestoneTemplateResponseSchema) } }, async (request, reply) =>
    reply.code(201).send(await templates.addMilestoneTemplate(platform, requireActor(request, staff), request.body)),
  );
  app.put(
    '/newmilestones/:id',
    { schema: { tags, security, summary: 'Edit my milestone template', params, body: milestoneTemplateBodySchema, response: responses(milestoneTemplateResponseSchema) } },
    async (request) => templates.editMilestoneTemplate(platform, requireActor(request, staff), request.params.id, request.body),
  );
  app.delete('/newmilestones/:id', { schema: { tags, security, summary: 'Delete my milestone template', params, response: responses(messageResponseSchema) } }, async (request) =>
    templates.removeMilestoneTemplate(platform, requireActor(request, staff), request.params.id),
  );

  app.get('/get_template_tasks', { schema: { tags, security, summary: 'My task-group templates with their tasks', response: responses(taskTemplatesResponseSchema) } }, async (request) =>
    templates.listTaskTemplates(platform, requireActor(request, staff)),
  );
  app.get('/task-templates/:id', { schema: { tags, security, summary: 'One task-group template', params, response: responses(taskTemplateResponseSchema) } }, async (request) =>
    templates.readTaskTemplate(platform, requireActor(request, staff), request.params.id),
  );
  app.get('/milestone-task-templates', { schema: { tags, security, summary: 'Milestone-task templates (settings)', response: responses(taskTemplatesResponseSchema) } }, async (request) =>
    templates.listTaskTemplates(platform, requireActor(request, staff)),
  );
  app.post(
    '/milestone-task-templates',
    { schema: { tags, security, summary: 'Add a milestone-task template', body: taskTemplateBodySchema, response: created(taskTemplateResponseSchema) } },
    async (request, reply) => reply.code(201).send(await templates.addTaskTemplate(platform, requireActor(request, staff), request.body)),
  );
  app.put(
    '/milestone-task-templates/:id',
    { schema: { tags, security, summary: 'Edit my milestone-task template', params, body: taskTemplateBodySchema, response: responses(taskTemplateResponseSchema) } },
    async (request) => templates.editTaskTemplate(platform, requireActor(request, staff), request.params.id, request.body),
  );
  app.delete('/milestone-task-templates/:id', { schema: { tags, security, summary: 'Delete my milestone-task template', params, response: responses(messageResponseSchema) } }, async (request) =>
    templates.removeTaskTemplate(platform, requireActor(request, staff), request.params.id),
  );

  app.get('/project-checklist-templates', { schema: { tags, security, summary: 'My checklist templates', response: responses(checklistTemplatesResponseSchema) } }, async (request) =>
    templates.listChecklistTemplates(platform, requireActor(request, staff)),
  );
  app.post(
    '/project-checklist-templates',
    { schema: { tags, security, summary: 'Add a checklist template', body: checklistTemplateBodySchema, response: created(checklistTemplateResponseSchema) } },
    async (request, reply) => reply.code(201).send(await templates.addChecklistTemplate(platform, requireActor(request, staff), request.body)),
  );
  app.put(
    '/project-checklist-templates/:id',
    { schema: { tags, security, summary: 'Edit my checklist template', params, body: checklistTemplateBodySchema, response: responses(checklistTemplateResponseSchema) } },
    async (request) => templates.editChecklistTemplate(platform, requireActor(request, staff), request.params.id, request.body),
  );
  app.delete('/project-checklist-templates/:id', { schema: { tags, security, summary: 'Delete my checklist template', params, response: responses(messageResponseSchema) } }, async (request) =>
    templates.removeChecklistTemplate(platform, requireActor(request, staff), request.params.id),
  );
};
