import { messageResponseSchema } from '@openhouse/shared/projects/project-schemas';
import {
  conversationListQuerySchema,
  conversationResponseSchema,
  conversationsResponseSchema,
  createConversationSchema,
  createFolderSchema,
  createMilestoneSchema,
  createTaskGroupSchema,
  createTaskSchema,
  filteredMilestonesQuerySchema,
  folderResponseSchema,
  milestoneResponseSchema,
  milestonesResponseSchema,
  milestoneTaskGroupsResponseSchema,
  taskFileFieldsSchema,
  taskFilesResponseSchema,
  taskGroupListQuerySchema,
  taskGroupDatesResponseSchema,
  taskGroupResponseSchema,
  taskGroupsResponseSchema,
  taskListQuerySchema,
  taskListResponseSchema,
  taskResponseSchema,
  taskStatusesResponseSchema,
  updateConversationSchema,
  updateMilestoneSchema,
  updateTaskGroupDatesSchema,
  updateTaskSchema,
  uploadLinkQuerySchema,
  uploadLinkResponseSchema,
  vendorUploadQuerySchema,
  vendorUploadResponseSchema,
  vendorUploadTargetResponseSchema,
} from '@openhouse/shared/projects/task-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { linkActor } from '../../platform/auth/link-actor';
import { requireActor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { errorResponses, limit, responses, sendPrivateDownload } from '../../platform/http/responses';
import { idParam, idParams as params, security } from '../../platform/http/route-schema';
import { editConversation, listConversations, postConversation, removeConversation } from './conversations.service';
import { addMilestone, editMilestone, projectMilestones } from './milestones.service';
import { createFolder, downloadTaskFile, listTaskFiles, uploadLink, uploadTaskFiles, vendorUpload, vendorUploadTarget } from './task-files.service';
import { updateTaskGroupDates } from './task-group-dates.service';
import { createTask, createTaskGroup, editTask, listTaskGroups, listTasks, milestoneTaskGroups, readTask, removeTask, taskStatuses } from './tasks.service';

const tags = ['projects'];

/** Spec part 2 section 7, Milestones and tasks: milestones, task groups, tasks, conversations and task files. */
export const tasksRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get('/project/milestone/:id', { schema: { tags, security, summary: "A project's milestones", params, response: responses(milestonesResponseSchema) } }, async (request) =>
    projectMilestones(platform, requireActor(request), request.params.id),
  );
  app.get(
    '/filtered-milestones',
    { schema: { tags, security, summary: "A project's milestones whose name matches", querystring: filteredMilestonesQuerySchema, response: responses(milestonesResponseSchema) } },
    async (request) => projectMilestones(platform, requireActor(request), request.query.project_id, request.query.search),
  );
  app.post(
    '/project/milestone',
    { schema: { tags, security, summary: 'Add a milestone to a project', body: createMilestoneSchema, response: { 201: milestoneResponseSchema, ...errorResponses } } },
    async (request, reply) => reply.code(201).send(await addMilestone(platform, requireActor(request), request.body)),
  );
  app.put(
    '/project/milestone/:id',
    { schema: { tags, security, summary: "Edit a milestone's name and dates", params, body: updateMilestoneSchema, response: responses(milestoneResponseSchema) } },
    async (request) => editMilestone(platform, requireActor(request), request.params.id, request.body),
  );

  app.post(
    '/task-groups',
    { schema: { tags, security, summary: 'Add a task group to a milestone (optionally saved as a template)', body: createTaskGroupSchema, response: { 201: taskGroupResponseSchema, ...errorResponses } } },
    async (request, reply) => reply.code(201).send(await createTaskGroup(platform, requireActor(request), request.body)),
  );
  app.put(
    '/task-groups/:id/dates',
    {
      schema: { tags, security, summary: "Move a task group's span on the calendar ('Update Date', drag)", params, body: updateTaskGroupDatesSchema, response: responses(taskGroupDatesResponseSchema) },
    },
    async (request) => updateTaskGroupDates(platform, requireActor(request), request.params.id, request.body),
  );

  app.get(
    '/task-groups',
    { schema: { tags, security, summary: "A project's task groups, with their milestone and task count", querystring: taskGroupListQuerySchema, response: responses(taskGroupsResponseSchema) } },
    async (request) => listTaskGroups(platform, requireActor(request), request.query.project_id),
  );

  app.get('/task_status', { schema: { tags, security, summary: 'Task statuses (kanban columns)', response: responses(taskStatusesResponseSchema) } }, async (request) => {
    requireActor(request);
    return taskStatuses();
  });
  app.get(
    '/milestone/task',
    {
      schema: { tags, security, summary: "A project's tasks (collected), or my assigned tasks across projects; flat and by week", querystring: taskListQuerySchema, response: responses(taskListResponseSchema) },
    },
    async (request) => listTasks(platform, requireActor(request), request.query),
  );
  app.post(
    '/milestone/task',
    { schema: { tags, security, summary: 'Add a task to a milestone', body: createTaskSchema, response: { 201: taskResponseSchema, ...errorResponses } } },
    async (request, reply) => reply.code(201).send(await createTask(platform, requireActor(request), request.body)),
  );
  app.get(
    '/milestone/task/:id',
    { schema: { tags, security, summary: "A project's task groups by title, for the calendar (id: the project)", params, response: responses(milestoneTaskGroupsResponseSchema) } },
    async (request) => milestoneTaskGroups(platform, requireActor(request), request.params.id),
  );
  app.get('/tasks/:id', { schema: { tags, security, summary: 'One task', params, response: responses(taskResponseSchema) } }, async (request) =>
    readTask(platform, requireActor(request), request.params.id),
  );
  app.put(
    '/milestone/task/:id',
    { schema: { tags, security, summary: 'Update a task: title, status_id, assignees, dates (assignees may move the status only)', params, body: updateTaskSchema, response: responses(taskResponseSchema) } },
    async (request) => editTask(platform, requireActor(request), request.params.id, request.body),
  );
  app.delete('/milestone/task/:id', { schema: { tags, security, summary: 'Delete a task', params, response: responses(messageResponseSchema) } }, async (request) =>
    removeTask(platform, requireActor(request), request.params.id),
  );

  app.get(
    '/milestone/conversations',
    { schema: { tags, security, summary: "A task's comment thread", querystring: conversationListQuerySchema, response: responses(conversationsResponseSchema) } },
    async (request) => listConversations(platform, requireActor(request), request.query.milestone_task_id),
  );
  app.post(
    '/milestone/conversations',
    { schema: { tags, security, summary: 'Comment on a task', body: createConversationSchema, response: { 201: conversationResponseSchema, ...errorResponses } } },
    async (request, reply) => reply.code(201).send(await postConversation(platform, requireActor(request), request.body)),
  );
  app.put(
    '/milestone/conversations/:id',
    { schema: { tags, security, summary: 'Edit my comment', params, body: updateConversationSchema, response: responses(conversationResponseSchema) } },
    async (request) => editConversation(platform, requireActor(request), request.params.id, request.body),
  );
  app.delete('/milestone/conversations/:id', { schema: { tags, security, summary: 'Delete my comment', params, response: responses(messageResponseSchema) } }, async (request) =>
    removeConversation(platform, requireActor(request), request.params.id),
  );

  app.post(
    '/task/file_upload',
    { schema: { tags, security, summary: 'Attach files to a task (multipart: task_id, files[]; PDF or image)', consumes: ['multipart/form-data'], response: responses(taskFilesResponseSchema) } },
    async (request) => uploadTaskFiles(platform, requireActor(request), request),
  );
  app.get(
    '/task/file_upload',
    { schema: { tags, security, summary: "A task's files", querystring: taskFileFieldsSchema, response: responses(taskFilesResponseSchema) } },
    async (request) => listTaskFiles(platform, requireActor(request), request.query.task_id),
  );
  app.get(
    '/task/file_upload/:taskId/:fileId',
    {
      exposeHeadRoute: false,
      schema: { tags, summary: 'Download a task file; token: a bearer token, for a plain link', params: z.object({ taskId: idParam, fileId: idParam }), querystring: z.object({ token: z.string().max(200).optional() }) },
    },
    async (request, reply) => {
      const file = await downloadTaskFile(platform, await linkActor(platform, request, request.query.token), request.params.taskId, request.params.fileId);
      return sendPrivateDownload(reply, file);
    },
  );
  app.get(
    '/file-upload/link',
    { schema: { tags, security, summary: 'A public upload link for a vendor assigned to a task', querystring: uploadLinkQuerySchema, response: responses(uploadLinkResponseSchema) } },
    async (request) => uploadLink(platform, requireActor(request), request.query),
  );
  app.post(
    '/projects/folder_create',
    { schema: { tags, security, summary: "Create a folder in the project's folder", body: createFolderSchema, response: { 201: folderResponseSchema, ...errorResponses } } },
    async (request, reply) => reply.code(201).send(await createFolder(platform, requireActor(request), request.body)),
  );

  // Public, reached through the link the realtor sends: rate limited per address, the token checked on every call.
  app.get(
    '/vendor/file_upload',
    { config: limit(30), schema: { tags, summary: 'What a vendor upload link is for (public)', querystring: vendorUploadQuerySchema, response: responses(vendorUploadTargetResponseSchema) } },
    async (request) => vendorUploadTarget(platform, request.query),
  );
  app.post(
    '/vendor/file_upload',
    {
      config: limit(10),
      schema: {
        tags,
        summary: 'Upload PDFs to a task through a vendor link (public; multipart: all_files[], vendor_id, task_id, token; PDF only, 4 MB each, 5 at most)',
        consumes: ['multipart/form-data'],
        response: responses(vendorUploadResponseSchema),
      },
    },
    async (request) => vendorUpload(platform, request),
  );
};
