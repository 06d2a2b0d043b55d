import type { Project } from '@openhouse/shared/projects/project-schemas';
import type { Milestone, Task } from '@openhouse/shared/projects/task-schemas';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { notifications } from '../../src/modules/notifications/notifications.schema';
import type { Db } from '../../src/platform/db/client';
import { multipart, type MultipartPart } from './accounts';
import type { TestApp } from './app';

export type Someone = { user: { id: number; email: string; name: string }; token: string };

/** The add-project form's fields, as the web sends them. */
export function projectFields(overrides: Record<string, string | string[]> = {}): MultipartPart[] {
  const fields: Record<string, string | string[]> = {
    property_address: '12 Oak Street, Sacramento, CA 95814',
    city: 'Sacramento',
    state: 'CA',
    value: '650000',
    start_date: '2026-03-01',
    due_date: '2026-04-30',
    ...overrides,
  };
  return Object.entries(fields).flatMap(([name, value]) => (Array.isArray(value) ? value.map((v) => ({ name: `${name}[]`, value: v })) : [{ name, value }]));
}

export function postProject(t: TestApp, token: string | undefined, parts: MultipartPart[] = projectFields()): Promise<LightMyRequestResponse> {
  const form = multipart(parts);
  return t.call({ method: 'POST', url: '/api/v1/projects', token, payload: form.payload, headers: form.headers });
}

/** A project of this realtor with the default milestones. */
export async function createProject(t: TestApp, token: string, overrides: Record<string, string | string[]> = {}): Promise<Project> {
  const response = await postProject(t, token, projectFields(overrides));
  if (response.statusCode !== 201) throw new Error(`project not created: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: Project }).data;
}

export async function milestonesOf(t: TestApp, token: string, projectId: number): Promise<Milestone[]> {
  const response = await t.call({ method: 'GET', url: `/api/v1/project/milestone/${projectId}`, token });
  return (response.json() as { data: Milestone[] }).data;
}

export async function createTask(t: TestApp, token: string, body: Record<string, unknown>): Promise<Task> {
  const response = await t.call({ method: 'POST', url: '/api/v1/milestone/task', token, payload: body });
  if (response.statusCode !== 201) throw new Error(`task not created: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: Task }).data;
}

export async function noticesOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db.select().from(notifications).where(eq(notifications.user_id, userId));
  return rows.map((row) => row.message);
}
