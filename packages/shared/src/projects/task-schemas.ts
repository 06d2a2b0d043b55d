import { z } from 'zod';
import { isCalendarDate } from '../format/datetime';
import { booleanFlag, numeric, recordId } from '../http/record-id';
import { requiredLine, requiredLines, singleLineText } from '../http/text';
import { projectMessages as m } from './messages';
import { personRefSchema } from './project-schemas';
import { checkTaskGroupName, isTaskDateTime, normaliseTaskDateTime, TASK_GROUPS, TASK_STATUS_IDS } from './rules';

const calendarDate = z.string().refine(isCalendarDate, { error: m.dateInvalid });
const nullableDate = z.preprocess((value) => (value === '' ? null : value), calendarDate.nullable());

// ---------------------------------------------------------------- milestones

/** A project's milestone (spec section 3): from a template, its name and dates editable. */
export const milestoneSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  milestone_name: z.string(),
  /** Alias the spec also reads (id and name). */
  name: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  position: z.number().int(),
  task_count: z.number().int(),
  completed_task_count: z.number().int(),
});
export type Milestone = z.infer<typeof milestoneSchema>;
export const milestonesResponseSchema = z.object({ data: z.array(milestoneSchema) });
export const milestoneResponseSchema = z.object({ message: z.string().optional(), data: milestoneSchema });

const milestoneName = requiredLine(m.milestoneNameRequired, 120);
type MilestoneDates = { start_date?: string | null; end_date?: string | null };
const datesInOrder = (body: MilestoneDates) => !body.start_date || !body.end_date || body.end_date >= body.start_date;
/** The milestone modal needs both dates (spec part 2, validation): a request gives both, or neither. */
const datesTogether = (body: MilestoneDates) => (body.start_date === undefined && body.end_date === undefined) || Boolean(body.start_date && body.end_date);
const withMilestoneDateRules = <T extends z.ZodType<MilestoneDates>>(schema: T) =>
  schema
    .refine(datesTogether, { path: ['end_date'], error: m.taskDatesRequired })
    .refine(datesInOrder, { path: ['end_date'], error: m.milestoneEndBeforeStart });

/** POST /project/milestone */
export const createMilestoneSchema = withMilestoneDateRules(
  z.object({ project_id: recordId, milestone_name: milestoneName, start_date: nullableDate.optional(), end_date: nullableDate.optional() }),
);
/** PUT /project/milestone/{id}: its name, its two dates, or all three. */
export const updateMilestoneSchema = withMilestoneDateRules(
  z.object({ milestone_name: milestoneName.optional(), start_date: nullableDate.optional(), end_date: nullableDate.optional() }),
);

/** GET /filtered-milestones?project_id=&search= : a project's milestones whose name matches. */
export const filteredMilestonesQuerySchema = z.object({ project_id: recordId, search: singleLineText().max(100).optional() });

// ---------------------------------------------------------------- task groups

export const taskGroupName = z
  .string({ error: m.taskGroupNameRequired })
  .superRefine((name, ctx) => {
    const problem = checkTaskGroupName(name);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .pipe(singleLineText().trim().max(120));

/** Task group create (path not shown): POST /task-groups. save_as_template keeps it as a milestone-task template. */
export const createTaskGroupSchema = z.object({
  milestone_id: recordId,
  name: taskGroupName,
  save_as_template: booleanFlag.default(false),
});
export type CreateTaskGroupInput = z.infer<typeof createTaskGroupSchema>;
export const taskGroupSchema = z.object({ id: z.number().int(), milestone_id: z.number().int(), name: z.string(), template_id: z.number().int().nullable() });
export const taskGroupResponseSchema = z.object({ message: z.string(), data: taskGroupSchema });

/** GET /task-groups?project_id= : a project's task groups, with their milestone and how many tasks they hold. */
export const taskGroupListQuerySchema = z.object({ project_id: recordId });
export const projectTaskGroupSchema = taskGroupSchema.extend({ milestone_name: z.string(), task_count: z.number().int() });
export type ProjectTaskGroup = z.infer<typeof projectTaskGroupSchema>;
export const taskGroupsResponseSchema = z.object({ data: z.array(projectTaskGroupSchema) });

// ---------------------------------------------------------------- tasks

export const taskStatusSchema = z.object({ id: z.number().int(), name: z.string() });
export const taskStatusesResponseSchema = z.object({ data: z.array(taskStatusSchema) });

const taskDateTime = z
  .string({ error: m.taskDatesRequired })
  .refine(isTaskDateTime, { error: m.taskDatesRequired })
  .transform(normaliseTaskDateTime);
const statusId = numeric(z.number({ error: m.statusInvalid }).int().refine((id) => (TASK_STATUS_IDS as number[]).includes(id), { error: m.statusInvalid }));
const assigneeIds = z.array(recordId).max(20);
const taskTitle = requiredLine(m.taskTitleRequired, 200);
const endAfterStart = (body: { task_start_date?: string; task_end_date?: string }) =>
  !body.task_start_date || !body.task_end_date || body.task_end_date > body.task_start_date;

export const taskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status_id: z.number().int(),
  status: taskStatusSchema,
  assignees: z.array(personRefSchema),
  /** 'YYYY-MM-DD HH:mm:ss', wall-clock time in the project's zone. */
  task_start_date: z.string().nullable(),
  task_end_date: z.string().nullable(),
  milestone: z.object({ id: z.number().int(), milestone_name: z.string() }),
  task_group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  project: z.object({ id: z.number().int(), uuid: z.string(), property_address: z.string() }),
  file_count: z.number().int(),
  comment_count: z.number().int(),
  created_at: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

/** The fields a task's form edits; title and the rest optional for an update. */
const taskFields = {
  title: taskTitle,
  status_id: statusId.optional(),
  assignees: assigneeIds.optional(),
  task_start_date: taskDateTime.optional(),
  task_end_date: taskDateTime.optional(),
};

/** Dates are optional together; given, both are needed and the end follows the start (spec messages). */
function withTaskDateRules<T extends z.ZodType<{ task_start_date?: string; task_end_date?: string }>>(schema: T) {
  return schema
    .refine((body) => Boolean(body.task_start_date) === Boolean(body.task_end_date), { path: ['task_end_date'], error: m.taskDatesRequired })
    .refine(endAfterStart, { path: ['task_end_date'], error: m.taskEndBeforeStart });
}

/** POST /milestone/task. */
export const createTaskSchema = withTaskDateRules(z.object({ milestone_id: recordId, task_group_id: recordId.optional(), ...taskFields }));
export type CreateTaskInput = z.infer<typeof createTaskSchema>;

/**
 * PUT /milestone/task/{id}: any of title, status, assignees and the two dates (the due-date modal sends both,
 * the kanban board status_id, the assign-vendor modal assignees). Dates travel together.
 */
export const updateTaskSchema = withTaskDateRules(z.object({ ...taskFields, title: taskTitle.optional() }));
export type UpdateTaskInput = z.infer<typeof updateTaskSchema>;

/**
 * PUT /task-groups/{id}/dates: the calendar's Task Group Details and its drag move a group's span. Both dates
 * are needed and the end follows the start, with the task rule's messages.
 */
export const updateTaskGroupDatesSchema = z
  .object({ start_date: taskDateTime, end_date: taskDateTime })
  .refine((body) => body.end_date > body.start_date, { path: ['end_date'], error: m.taskEndBeforeStart });
export type UpdateTaskGroupDatesInput = z.input<typeof updateTaskGroupDatesSchema>;
export const taskGroupDatesResponseSchema = z.object({
  message: z.string(),
  /** date: 'start|end' as the calendar reads it. */
  data: z.object({ id: z.number().int(), date: z.string() }),
});

/**
 * GET /milestone/task?project_id=&milestone_id=&status_id= : tasks of a project (all milestones: the
 * collected view), answered flat and grouped. Without project_id: every task the caller may see (a vendor's
 * landing page, /projects/tasks).
 */
export const taskListQuerySchema = z.object({
  project_id: recordId.optional(),
  milestone_id: recordId.optional(),
  status_id: statusId.optional(),
});
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;
export const taskListResponseSchema = z.object({
  data: z.array(taskSchema),
  groups: z.object(Object.fromEntries(TASK_GROUPS.map((key) => [key, z.array(taskSchema)])) as Record<(typeof TASK_GROUPS)[number], z.ZodArray<typeof taskSchema>>),
});
export const taskResponseSchema = z.object({ message: z.string().optional(), data: taskSchema });

/** GET /milestone/task/{query}: the milestone task groups of a project for the calendar (spec: keyed by title). */
export const milestoneTaskGroupEntrySchema = z.object({
  id: z.number().int(),
  /** 'start|end' as the calendar reads it; null while the milestone has no dates. */
  date: z.string().nullable(),
  project_name: z.string(),
  tasks: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export const milestoneTaskGroupsResponseSchema = z.object({ data: z.record(z.string(), z.array(milestoneTaskGroupEntrySchema)) });

// ---------------------------------------------------------------- conversations

export const conversationSchema = z.object({
  id: z.number().int(),
  milestone_task_id: z.number().int(),
  /** Plain text; HTML in it arrives escaped-safe (tags removed) and is shown as text. */
  message: z.string(),
  author: personRefSchema,
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;
const commentText = requiredLines(m.commentRequired, 5000);
export const createConversationSchema = z.object({ milestone_task_id: recordId, message: commentText });
export const updateConversationSchema = z.object({ message: commentText });
export const conversationListQuerySchema = z.object({ milestone_task_id: recordId });
export const conversationsResponseSchema = z.object({ data: z.array(conversationSchema) });
export const conversationResponseSchema = z.object({ message: z.string().optional(), data: conversationSchema });

// ---------------------------------------------------------------- files

export const taskFileSchema = z.object({
  id: z.number().int(),
  task_id: z.number().int(),
  name: z.string(),
  /** Inside the project's folder; downloaded at /api/v1/storage/{path} by the project's members. */
  path: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  uploaded_by: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
});
export type TaskFile = z.infer<typeof taskFileSchema>;
/** POST /task/file_upload (multipart: task_id and files[]); GET /task/file_upload?task_id= */
export const taskFileFieldsSchema = z.object({ task_id: recordId });
export const taskFilesResponseSchema = z.object({ message: z.string().optional(), data: z.array(taskFileSchema) });

/** GET /file-upload/link?task_id=&vendor_id= : the public upload link the realtor sends a vendor. */
export const uploadLinkQuerySchema = z.object({ task_id: recordId, vendor_id: recordId });
export const uploadLinkResponseSchema = z.object({ data: z.object({ url: z.string(), token: z.string(), expires_at: z.string() }) });

/** POST /projects/folder_create: a folder inside the project's folder. */
export const createFolderSchema = z.object({
  project_id: recordId,
  name: singleLineText().trim().min(1, { error: m.folderNameInvalid }).max(100).regex(/^[^/\\.][^/\\]*$/, { error: m.folderNameInvalid }),
  /** A folder inside the project's folder to create it in ('' = the project's root). */
  parent: singleLineText().max(500).optional(),
});
export const folderResponseSchema = z.object({ message: z.string(), data: z.object({ path: z.string() }) });

/** The public vendor upload page: GET /vendor/file_upload?vendor_id=&task_id=&token= tells it what it uploads to. */
export const vendorUploadQuerySchema = z.object({ vendor_id: recordId, task_id: recordId, token: singleLineText().min(1).max(200) });
export const vendorUploadTargetSchema = z.object({ task_title: z.string(), vendor_name: z.string(), property_address: z.string() });
export const vendorUploadTargetResponseSchema = z.object({ data: vendorUploadTargetSchema });
/** POST /vendor/file_upload (multipart, no login): all_files[], vendor_id, task_id and the link's token. */
export const vendorUploadFieldsSchema = vendorUploadQuerySchema;
export const vendorUploadResponseSchema = z.object({ message: z.string(), data: z.array(taskFileSchema) });
