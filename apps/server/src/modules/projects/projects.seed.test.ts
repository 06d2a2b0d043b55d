import type { Task } from '@openhouse/shared/projects/task-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToken } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const tokenOf = (email: string) => signInToken(t, email, DEMO_PASSWORD);

describe('the demo projects', () => {
  it('give the demo realtor two projects with milestones, grouped tasks and a checklist; the demo vendor sees their tasks', { timeout: 120_000 }, async () => {
    await seedDemo(t.app.platform);
    const realtor = await tokenOf('realtor@openhouse.demo');
    const list = (await t.call({ method: 'GET', url: '/api/v1/projects', token: realtor })).json() as { data: { id: number; task_count: number; progress: number }[] };
    expect(list.data).toHaveLength(2);
    const [first] = list.data;
    const milestones = (await t.call({ method: 'GET', url: `/api/v1/project/milestone/${first!.id}`, token: realtor })).json().data;
    expect(milestones).toHaveLength(7);
    const tasks = (await t.call({ method: 'GET', url: `/api/v1/milestone/task?project_id=${first!.id}`, token: realtor })).json() as { data: Task[]; groups: Record<string, Task[]> };
    expect(tasks.data.length).toBeGreaterThanOrEqual(3);
    expect(tasks.groups.this_week!.length).toBeGreaterThan(0);
    const checklist = (await t.call({ method: 'GET', url: `/api/v1/project-checklists/${first!.id}`, token: realtor })).json().data;
    expect(checklist.length).toBeGreaterThanOrEqual(3);

    const vendor = await tokenOf('vendor@openhouse.demo');
    const assigned = (await t.call({ method: 'GET', url: '/api/v1/milestone/task', token: vendor })).json() as { data: Task[] };
    expect(assigned.data.length).toBeGreaterThanOrEqual(4);
    expect(new Set(assigned.data.map((task) => task.project.id)).size).toBe(2);

    await seedDemo(t.app.platform);
    expect(((await t.call({ method: 'GET', url: '/api/v1/projects', token: realtor })).json() as { data: unknown[] }).data).toHaveLength(2);
  });
});
