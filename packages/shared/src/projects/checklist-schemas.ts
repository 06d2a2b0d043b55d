import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../http/pagination';
import { booleanFlag, recordId } from '../http/record-id';
import { requiredLine, requiredLines } from '../http/text';
import { projectMessages as m } from './messages';
import { personRefSchema } from './project-schemas';

const checklistName = requiredLine(m.checklistNameRequired, 200);
const headingName = requiredLine(m.headingNameRequired, 120);
const flag = booleanFlag;

/** A checklist heading (spec: name, project_id). Without a project it is one of the realtor's heading templates. */
export const checklistHeadingSchema = z.object({ id: z.number().int(), name: z.string(), project_id: z.number().int().nullable() });
export const checklistHeadingsResponseSchema = z.object({ data: z.array(checklistHeadingSchema) });
export const checklistHeadingResponseSchema = z.object({ message: z.string().optional(), data: checklistHeadingSchema });
/** GET /project-checklist-headings?project_id= (the project's and the realtor's template headings); POST { name, project_id? } */
export const headingListQuerySchema = z.object({ project_id: recordId.optional() });
export const createHeadingSchema = z.object({ name: headingName, project_id: recordId.optional() });
export const updateHeadingSchema = z.object({ name: headingName });

/** A checklist item of a project (spec: heading.name, notes), tickable. */
export const checklistSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  name: z.string(),
  heading: z.object({ id: z.number().int(), name: z.string() }),
  is_checked: z.boolean(),
  note_count: z.number().int(),
  template_id: z.number().int().nullable(),
});
export type Checklist = z.infer<typeof checklistSchema>;
export const checklistsResponseSchema = z.object({ data: z.array(checklistSchema) });
export const checklistResponseSchema = z.object({ message: z.string().optional(), data: checklistSchema });

/** POST /project-checklists */
export const createChecklistSchema = z.object({ project_id: recordId, heading_id: recordId, name: checklistName });
/** PUT /project-checklists/{id}: rename, move under another heading, tick or untick. */
export const updateChecklistSchema = z.object({ name: checklistName.optional(), heading_id: recordId.optional(), is_checked: flag.optional() });
/** PUT /project-checklists-add/{projectId}: copy checklist templates into the project. */
export const addChecklistTemplatesSchema = z.object({ template_ids: z.array(recordId).min(1).max(100) });
/** DELETE /project-checklists-add/{checklistId}?project_id=&deleteTemplate=true : remove it, and its template too. */
export const removeChecklistQuerySchema = z.object({ project_id: recordId, deleteTemplate: flag.default(false) });

/** Checklist notes, paged by checklist_id (GET /checklist-notes?checklist_id=&page=). */
export const checklistNoteSchema = z.object({
  id: z.number().int(),
  checklist_id: z.number().int(),
  note: z.string(),
  author: personRefSchema,
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const checklistNotesQuerySchema = pageQuerySchema.extend({ checklist_id: recordId });
export const checklistNotePageSchema = pageSchema(checklistNoteSchema);
const noteText = requiredLines(m.noteRequired, 5000);
export const createChecklistNoteSchema = z.object({ checklist_id: recordId, note: noteText });
export const updateChecklistNoteSchema = z.object({ note: noteText });
export const checklistNoteResponseSchema = z.object({ message: z.string().optional(), data: checklistNoteSchema });
