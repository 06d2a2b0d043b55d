import { expect } from 'vitest';
import { multipart, pdfDocument } from '../helpers/accounts';
import type { TestApp } from '../helpers/app';
import { createProject, createTask, milestonesOf } from '../helpers/projects';

type Person = { id: number; email: string; token: string };

/**
 * The realtor's project in the proof market: its seller is the market's seller, a colleague realtor works on
 * it, and a vendor (none of the matrix's actors) is assigned its task and holds an upload link. Every record a
 * route may delete has a spare twin, so a deletion does not take away what later routes are called on.
 */
export type ProjectWorld = {
  id: number;
  uuid: string;
  spareId: number;
  /** A project only mark-complete is called on. */
  completableId: number;
  colleagueId: number;
  milestoneId: number;
  /** A task group of the milestone, for the calendar's date update. */
  taskGroupId: number;
  taskId: number;
  spareTaskId: number;
  commentId: number;
  spareCommentId: number;
  fileId: number;
  vendorId: number;
  /** The realtor's vendor-list entries: the task's vendor, and a spare one to delete. */
  vendorEntryId: number;
  vendorEmail: string;
  spareVendorEntryId: number;
  uploadToken: string;
  headingId: number;
  headingTemplateId: number;
  spareHeadingTemplateId: number;
  checklistId: number;
  spareChecklistId: number;
  otherSpareChecklistId: number;
  checklistTemplateId: number;
  spareChecklistTemplateId: number;
  noteId: number;
  spareNoteId: number;
  milestoneTemplateId: number;
  spareMilestoneTemplateId: number;
  taskTemplateId: number;
  spareTaskTemplateId: number;
};

function ok(response: { statusCode: number; body: string; json: () => unknown }, what: string): { data: { id: number } & Record<string, unknown> } {
  expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(300);
  return response.json() as { data: { id: number } & Record<string, unknown> };
}

export async function buildProjectWorld(t: TestApp, people: { realtor: Person; seller: Person }, newPerson: (roles: ('Realtor' | 'Vendor')[]) => Promise<Person>): Promise<ProjectWorld> {
  const token = people.realtor.token;
  const post = (url: string, payload: object) => t.call({ method: 'POST', url: `/api/v1${url}`, token, payload });
  const colleague = await newPerson(['Realtor']);
  const vendor = await newPerson(['Vendor']);
  const project = await createProject(t, token, { seller_id: String(people.seller.id) });
  const spare = await createProject(t, token);
  const completable = await createProject(t, token);
  ok(await post('/project-realtors', { project_id: project.id, realtor_id: colleague.id }), 'project realtor');
  const [milestone] = await milestonesOf(t, token, project.id);
  // Only vendors on the realtor's own list may be assigned.
  const vendorEntry = ok(await post('/vendor', { name: 'Proof vendor', user_name: 'proofvendor', email: vendor.email }), 'vendor entry');
  const task = await createTask(t, token, { milestone_id: milestone!.id, title: 'Proof task', assignees: [vendor.id] });
  const taskGroup = ok(await post('/task-groups', { milestone_id: milestone!.id, name: 'Proof task group' }), 'task group');
  const spareTask = await createTask(t, token, { milestone_id: milestone!.id, title: 'Spare task' });
  const comment = ok(await post('/milestone/conversations', { milestone_task_id: task.id, message: 'First' }), 'comment');
  const spareComment = ok(await post('/milestone/conversations', { milestone_task_id: task.id, message: 'Second' }), 'comment');
  const form = multipart([{ name: 'task_id', value: String(task.id) }, { name: 'files[]', filename: 'a.pdf', contentType: 'application/pdf', content: pdfDocument() }]);
  const file = await t.call({ method: 'POST', url: '/api/v1/task/file_upload', token, payload: form.payload, headers: form.headers });
  const fileId = (ok(file, 'task file') as unknown as { data: { id: number }[] }).data[0]!.id;
  const link = await t.call({ method: 'GET', url: `/api/v1/file-upload/link?task_id=${task.id}&vendor_id=${vendor.id}`, token });
  const uploadToken = (ok(link, 'upload link').data as unknown as { token: string }).token;
  const heading = ok(await post('/project-checklist-headings', { name: 'Proof heading', project_id: project.id }), 'heading');
  const headingTemplate = ok(await post('/project-checklist-headings', { name: 'Proof heading template' }), 'heading template');
  const spareHeadingTemplate = ok(await post('/project-checklist-headings', { name: 'Spare heading template' }), 'heading template');
  const checklist = ok(await post('/project-checklists', { project_id: project.id, heading_id: heading.data.id, name: 'Proof item' }), 'checklist');
  const spareChecklist = ok(await post('/project-checklists', { project_id: project.id, heading_id: heading.data.id, name: 'Spare item' }), 'checklist');
  const otherSpareChecklist = ok(await post('/project-checklists', { project_id: project.id, heading_id: heading.data.id, name: 'Other spare' }), 'checklist');
  const checklistTemplate = ok(await post('/project-checklist-templates', { name: 'Proof template', heading_id: headingTemplate.data.id }), 'checklist template');
  const spareChecklistTemplate = ok(await post('/project-checklist-templates', { name: 'Spare template', heading_id: headingTemplate.data.id }), 'checklist template');
  const note = ok(await post('/checklist-notes', { checklist_id: checklist.data.id, note: 'Proof note' }), 'note');
  const spareNote = ok(await post('/checklist-notes', { checklist_id: checklist.data.id, note: 'Spare note' }), 'note');
  const milestoneTemplate = ok(await post('/newmilestones', { name: 'Proof milestone' }), 'milestone template');
  const spareMilestoneTemplate = ok(await post('/newmilestones', { name: 'Spare milestone' }), 'milestone template');
  const spareVendorEntry = ok(await post('/vendor', { name: 'Spare vendor', user_name: 'sparevendor', email: `spare-${vendor.email}` }), 'vendor entry');
  const taskTemplate = ok(await post('/milestone-task-templates', { name: 'Proof group', tasks: ['One'] }), 'task template');
  const spareTaskTemplate = ok(await post('/milestone-task-templates', { name: 'Spare group', tasks: [] }), 'task template');
  return {
    id: project.id,
    uuid: project.uuid,
    spareId: spare.id,
    completableId: completable.id,
    colleagueId: colleague.id,
    milestoneId: milestone!.id,
    taskGroupId: taskGroup.data.id,
    taskId: task.id,
    spareTaskId: spareTask.id,
    commentId: comment.data.id,
    spareCommentId: spareComment.data.id,
    fileId,
    vendorId: vendor.id,
    vendorEntryId: vendorEntry.data.id,
    vendorEmail: vendor.email,
    spareVendorEntryId: spareVendorEntry.data.id,
    uploadToken,
    headingId: heading.data.id,
    headingTemplateId: headingTemplate.data.id,
    spareHeadingTemplateId: spareHeadingTemplate.data.id,
    checklistId: checklist.data.id,
    spareChecklistId: spareChecklist.data.id,
    otherSpareChecklistId: otherSpareChecklist.data.id,
    checklistTemplateId: checklistTemplate.data.id,
    spareChecklistTemplateId: spareChecklistTemplate.data.id,
    noteId: note.data.id,
    spareNoteId: spareNote.data.id,
    milestoneTemplateId: milestoneTemplate.data.id,
    spareMilestoneTemplateId: spareMilestoneTemplate.data.id,
    taskTemplateId: taskTemplate.data.id,
    spareTaskTemplateId: spareTaskTemplate.data.id,
  };
}
