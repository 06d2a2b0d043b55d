import { z } from 'zod';
import { numeric, recordId } from '../http/record-id';
import { requiredLine } from '../http/text';
import { projectMessages as m } from './messages';
import { taskGroupName } from './task-schemas';

const name = (message: string) => requiredLine(message, 200);

/**
 * Milestone templates (GET /milestones lists them; /newmilestones manages the realtor's own). The default ones
 * (is_default) belong to nobody and cannot be changed.
 */
export const milestoneTemplateSchema = z.object({ id: z.number().int(), name: z.string(), position: z.number().int(), is_default: z.boolean(), task_group_count: z.number().int() });
export type MilestoneTemplate = z.infer<typeof milestoneTemplateSchema>;
export const milestoneTemplatesResponseSchema = z.object({ data: z.array(milestoneTemplateSchema) });
export const milestoneTemplateResponseSchema = z.object({ message: z.string().optional(), data: milestoneTemplateSchema });
export const milestoneTemplateBodySchema = z.object({ name: name(m.milestoneNameRequired), position: numeric(z.number().int().min(0).max(1000)).optional() });

/**
 * Milestone-task templates: a task group with its task titles, optionally tied to a milestone template (a project
 * started from that milestone template gets the group and its tasks). GET /get_template_tasks lists them,
 * GET /task-templates/{id} reads one; /milestone-task-templates manages them.
 */
export const taskTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  milestone_template_id: z.number().int().nullable(),
  tasks: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type TaskTemplate = z.infer<typeof taskTemplateSchema>;
export const taskTemplatesResponseSchema = z.object({ data: z.array(taskTemplateSchema) });
export const taskTemplateResponseSchema = z.object({ message: z.string().optional(), data: taskTemplateSchema });
export const taskTemplateBodySchema = z.object({
  name: taskGroupName,
  milestone_template_id: recordId.nullable().optional(),
  tasks: z.array(name(m.taskTitleRequired)).max(50).default([]),
});

/** Checklist templates (settings: project-checklist-templates): a named item under a heading template. */
export const checklistTemplateSchema = z.object({ id: z.number().int(), name: z.string(), heading: z.object({ id: z.number().int(), name: z.string() }) });
export const checklistTemplatesResponseSchema = z.object({ data: z.array(checklistTemplateSchema) });
export const checklistTemplateResponseSchema = z.object({ message: z.string().optional(), data: checklistTemplateSchema });
export const checklistTemplateBodySchema = z.object({ name: name(m.checklistNameRequired), heading_id: recordId });
