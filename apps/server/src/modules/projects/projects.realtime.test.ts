import type { Notification } from '@openhouse/shared/notifications/schemas';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { listVendors } from '../../../test/helpers/vendors';
import { createProject, createTask, milestonesOf, type Someone } from '../../../test/helpers/projects';
import { connectSocket } from '../../../test/helpers/sockets';

let t: TestApp;
let url: string;
let realtor: Someone;
let vendor: Someone;
let otherVendor: Someone;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  realtor = await t.user({ roles: ['Realtor'], name: 'Rita Realtor' });
  vendor = await t.user({ roles: ['Vendor'] });
  otherVendor = await t.user({ roles: ['Vendor'] });
  await listVendors(t, realtor.token, [vendor, otherVendor]);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t?.close();
});

async function inbox(token: string): Promise<Notification[]> {
  const socket = await connectSocket(url, { token });
  sockets.push(socket);
  const seen: Notification[] = [];
  socket.on('notification:new', (notice: Notification) => seen.push(notice));
  return seen;
}

async function until(condition: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a task assignment, live', () => {
  it('reaches the assigned vendor’s socket at once (task_assigned), and nobody else’s', async () => {
    const toVendor = await inbox(vendor.token);
    const toOther = await inbox(otherVendor.token);
    const project = await createProject(t, realtor.token);
    const [milestone] = await milestonesOf(t, realtor.token, project.id);
    await createTask(t, realtor.token, { milestone_id: milestone!.id, title: 'Fix the fence', assignees: [vendor.user.id] });
    await until(() => toVendor.length === 1, "the vendor's notice");
    expect(toVendor.map((notice) => [notice.message, notice.path])).toEqual([[`Rita Realtor assigned you the task "Fix the fence" on 12 Oak Street, Sacramento.`, '/projects/tasks']]);
    // A later assignment of the other vendor is a marker: had the first notice gone to them, it would be ahead of it.
    await createTask(t, realtor.token, { milestone_id: milestone!.id, title: 'Paint the fence', assignees: [otherVendor.user.id] });
    await until(() => toOther.length >= 1, "the other vendor's own notice");
    expect(toOther.map((notice) => notice.message)).toEqual([`Rita Realtor assigned you the task "Paint the fence" on 12 Oak Street, Sacramento.`]);
  });
});
