import { z } from 'zod';
import { isCalendarDate } from '../format/datetime';
import { pageQuerySchema, pageSchema } from '../http/pagination';
import { numeric, recordId } from '../http/record-id';
import { requiredLine, singleLineText } from '../http/text';
import { projectMessages as m } from './messages';
import { PROJECT_STATUSES } from './rules';

const calendarDate = z.string().refine(isCalendarDate, { error: m.dateInvalid });
const optionalDate = z.preprocess((value) => (value === '' || value === null ? undefined : value), calendarDate.optional());
/** Multipart forms send arrays as repeated fields or `name[]`; one value arrives as a plain value. */
const idList = z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(recordId).max(50));

export const personRefSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string(), picture: z.string().nullable() });
export type PersonRef = z.infer<typeof personRefSchema>;

/** A project card and the head of the details page (spec section 3, Project). */
export const projectSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  value: z.number(),
  /** Comma-separated; cards show it through displayAddress. */
  property_address: z.string(),
  city: z.string(),
  state: z.string(),
  /** Served at /api/v1/storage/{image_path}; null until an image is uploaded. */
  image_path: z.string().nullable(),
  status: z.enum(PROJECT_STATUSES),
  start_date: z.string().nullable(),
  due_date: z.string().nullable(),
  completed_at: z.string().nullable(),
  property_id: z.number().int().nullable(),
  transaction_id: z.number().int().nullable(),
  realtor: personRefSchema,
  seller: personRefSchema.nullable(),
  /** Completed tasks as a whole percentage of all the project's tasks. */
  progress: z.number().int(),
  task_count: z.number().int(),
  completed_task_count: z.number().int(),
  /** The caller's part in it, which decides what the page offers. */
  my_role: z.enum(['owner', 'realtor', 'seller', 'vendor', 'admin']),
  created_at: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

/** GET /projects/{id}: the project with the people the team, realtors and seller tabs show. */
export const projectDetailSchema = projectSchema.extend({
  realtors: z.array(personRefSchema),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/** GET /projects?status=in_progress|completed&search=&page=&per_page= */
export const projectListQuerySchema = pageQuerySchema.extend({
  status: z.enum(PROJECT_STATUSES).default('in_progress'),
  search: singleLineText().max(100).optional(),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;
export const projectPageSchema = pageSchema(projectSchema);

/**
 * POST /projects (multipart; the image travels as the `image` file part). Milestones come from the chosen
 * milestone templates, in the order given; without any, from the default template (DEFAULT_MILESTONES).
 */
export const createProjectSchema = z
  .object({
    property_address: requiredLine(m.addressRequired, 255),
    city: requiredLine(m.cityRequired, 100),
    state: requiredLine(m.stateRequired, 100),
    value: numeric(z.number({ error: m.valueInvalid }).min(0, { error: m.valueInvalid }).max(999_999_999_999)),
    seller_id: z.preprocess((value) => (value === '' ? undefined : value), recordId.optional()),
    property_id: z.preprocess((value) => (value === '' ? undefined : value), recordId.optional()),
    start_date: optionalDate,
    due_date: optionalDate,
    milestone_template_ids: idList.optional(),
  })
  .refine((body) => !body.start_date || !body.due_date || body.due_date >= body.start_date, { path: ['due_date'], error: m.dueBeforeStart });
export type CreateProjectInput = z.infer<typeof createProjectSchema>;

export const projectResponseSchema = z.object({ message: z.string().optional(), data: projectDetailSchema });
export const messageResponseSchema = z.object({ message: z.string() });

/** Update project dates (path not shown in the spec): PUT /project-dates with { id, start_date, due_date }. */
export const projectDatesSchema = z
  .object({ id: recordId, start_date: calendarDate, due_date: calendarDate })
  .refine((body) => body.due_date >= body.start_date, { path: ['due_date'], error: m.dueBeforeStart });
export type ProjectDatesInput = z.infer<typeof projectDatesSchema>;

/** POST /projects/mark-complete */
export const markCompleteSchema = z.object({ project_id: recordId });

/** POST /projects/invite-seller: an e-mail invite that creates the seller's account or links an existing one. */
export const inviteSellerSchema = z.object({
  project_id: recordId,
  name: singleLineText().trim().min(1).max(100),
  email: z.email().max(255).transform((email) => email.toLowerCase()),
});
export type InviteSellerInput = z.infer<typeof inviteSellerSchema>;

/** POST /upload-project-image (multipart): project_id and the `image` file part. */
export const projectImageFieldsSchema = z.object({ project_id: recordId });

/** GET /task/project_list: the caller's projects as a select lists them. */
export const projectOptionSchema = z.object({ id: z.number().int(), uuid: z.string(), property_address: z.string(), status: z.enum(PROJECT_STATUSES) });
export const projectOptionsResponseSchema = z.object({ data: z.array(projectOptionSchema) });

/** GET /project-details?uuid= (public, read by the prospect capture page and the calendar). */
export const projectDetailsQuerySchema = z.object({ uuid: z.uuid() });
export const publicProjectSchema = z.object({
  uuid: z.string(),
  property_address: z.string(),
  city: z.string(),
  state: z.string(),
  image_path: z.string().nullable(),
});
export const publicProjectResponseSchema = z.object({ data: publicProjectSchema });

/** GET /user-details/{id} (public): a realtor as a public page introduces them; `user_name` names their scheduling page /{user_name}. */
export const publicUserSchema = z.object({ id: z.number().int(), uuid: z.string(), user_name: z.string(), name: z.string(), email: z.string(), phone: z.string().nullable(), picture: z.string().nullable() });
export const publicUserResponseSchema = z.object({ data: publicUserSchema });

/** GET /project/seller_list and GET /seller-list?search=: sellers the realtor works with. */
export const sellerListQuerySchema = z.object({ search: singleLineText().max(100).optional() });
export const peopleResponseSchema = z.object({ data: z.array(personRefSchema) });

/** Realtors on a project. POST /project-realtors { project_id, realtor_id }. */
export const addProjectRealtorSchema = z.object({ project_id: recordId, realtor_id: recordId });
/** DELETE /project-realtors/{realtorId}?project_id= */
export const projectIdQuerySchema = z.object({ project_id: recordId });
/** POST /project-realtors-add?project_id= with { realtor_ids } */
export const addProjectRealtorsSchema = z.object({ realtor_ids: z.array(recordId).min(1).max(50) });

/** GET /project-teams?project_id=: everyone working on it. */
export const TEAM_ROLES = ['owner', 'realtor', 'seller', 'vendor'] as const;
export const teamMemberSchema = personRefSchema.extend({ team_role: z.enum(TEAM_ROLES) });
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamResponseSchema = z.object({ data: z.array(teamMemberSchema) });

/** GET /project-prospects/{projectId}: prospects arrive with the prospects feature; an empty list until then. */
export const projectProspectSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() });
export const projectProspectsResponseSchema = z.object({ data: z.array(projectProspectSchema) });

/** GET /vendor?search=&milestone_id= : vendors (users with the Vendor role) for the assign-vendor modal. */
export const vendorSearchQuerySchema = z.object({
  search: singleLineText().trim().min(2, { error: m.searchTooShort }).max(100),
  milestone_id: z.preprocess((value) => (value === '' ? undefined : value), recordId.optional()),
});
export const vendorOptionSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string(), user_name: z.string() });
export const vendorOptionsResponseSchema = z.object({ data: z.array(vendorOptionSchema) });
