import { pdfDocument, pngImage } from '../helpers/accounts';
import { projectFields } from '../helpers/projects';
import { formCall } from './form-call';
import type { Access } from './route-table';
import type { Actor, World } from './world';

const EVERYONE: readonly Actor[] = ['anonymous', 'realtor', 'otherRealtor', 'seller', 'buyer', 'otherBuyer', 'admin'];
const SIGNED_IN: readonly Actor[] = ['realtor', 'otherRealtor', 'seller', 'buyer', 'otherBuyer', 'admin'];
const STAFF: readonly Actor[] = ['realtor', 'otherRealtor', 'admin'];
/** Those who run the world's project: its owner (the realtor) and admins. */
const RUNS: readonly Actor[] = ['realtor', 'admin'];
/** Those who read it: they and its seller. */
const READS: readonly Actor[] = ['realtor', 'seller', 'admin'];
const AUTHOR: readonly Actor[] = ['realtor'];

const runs = (rule: string, call: Access['call']): Access => ({ allow: RUNS, rule: `the project's realtors and admins: ${rule}`, call });
const reads = (call: Access['call']): Access => ({ allow: READS, rule: "the project's realtors, its seller and admins", call });
const own = (rule: string, call: Access['call']): Access => ({ allow: AUTHOR, rule, call });
const staff = (rule: string, call?: Access['call']): Access => ({ allow: STAFF, rule, call });
const form = formCall;
const p = (w: World) => w.project;

/** The projects module's routes (spec part 2 section 7: projects, milestones and tasks, checklists, templates). */
export const PROJECT_ROUTES: Record<string, Access> = {
  'POST /api/v1/projects': staff('staff create projects', () => form([...projectFields(), { name: 'image', filename: 'a.png', contentType: 'image/png', content: pngImage() }])),
  'GET /api/v1/projects': { allow: SIGNED_IN, rule: 'their own projects' },
  'GET /api/v1/projects/{id}': reads((w) => ({ url: `/api/v1/projects/${p(w).id}` })),
  'GET /api/v1/projects/{id}/activity': reads((w) => ({ url: `/api/v1/projects/${p(w).id}/activity?page=1&per_page=5` })),
  'DELETE /api/v1/projects/{id}': { allow: RUNS, rule: 'its owner and admins', call: (w) => ({ url: `/api/v1/projects/${p(w).spareId}` }) },
  'POST /api/v1/upload-project-image': runs('image', (w) =>
    form([{ name: 'project_id', value: String(p(w).id) }, { name: 'image', filename: 'a.png', contentType: 'image/png', content: pngImage() }]),
  ),
  'POST /api/v1/projects/mark-complete': { allow: RUNS, rule: 'its owner and admins', call: (w) => ({ payload: { project_id: p(w).completableId } }) },
  'PUT /api/v1/project-dates': runs('dates', (w) => ({ payload: { id: p(w).id, start_date: '2026-03-01', due_date: '2026-05-01' } })),
  'POST /api/v1/projects/invite-seller': runs('invite', (w) => ({ payload: { project_id: p(w).id, name: 'Seller', email: w.people.seller.email } })),
  'GET /api/v1/task/project_list': { allow: SIGNED_IN, rule: 'their own projects' },
  'GET /api/v1/project-details': { allow: EVERYONE, rule: 'public (by uuid)', call: (w) => ({ url: `/api/v1/project-details?uuid=${p(w).uuid}` }) },
  'GET /api/v1/user-details/{id}': { allow: EVERYONE, rule: 'public (realtors only)', call: (w) => ({ url: `/api/v1/user-details/${w.people.realtor.id}` }) },
  'GET /api/v1/project/seller_list': staff('the sellers of their own projects'),
  'GET /api/v1/seller-list': staff('the sellers of their own projects', () => ({ url: '/api/v1/seller-list?search=proof' })),
  'POST /api/v1/project-realtors': { allow: RUNS, rule: 'its owner and admins', call: (w) => ({ payload: { project_id: p(w).id, realtor_id: p(w).colleagueId } }) },
  'POST /api/v1/project-realtors-add': {
    allow: RUNS,
    rule: 'its owner and admins',
    call: (w) => ({ url: `/api/v1/project-realtors-add?project_id=${p(w).id}`, payload: { realtor_ids: [p(w).colleagueId] } }),
  },
  'DELETE /api/v1/project-realtors/{id}': { allow: RUNS, rule: 'its owner and admins', call: (w) => ({ url: `/api/v1/project-realtors/${p(w).colleagueId}?project_id=${p(w).id}` }) },
  'GET /api/v1/project-teams': reads((w) => ({ url: `/api/v1/project-teams?project_id=${p(w).id}` })),
  'GET /api/v1/project-prospects/{id}': runs('prospects', (w) => ({ url: `/api/v1/project-prospects/${p(w).id}` })),

  'GET /api/v1/project/milestone/{id}': reads((w) => ({ url: `/api/v1/project/milestone/${p(w).id}` })),
  'GET /api/v1/filtered-milestones': reads((w) => ({ url: `/api/v1/filtered-milestones?project_id=${p(w).id}&search=list` })),
  'POST /api/v1/project/milestone': runs('milestones', (w) => ({ payload: { project_id: p(w).id, milestone_name: 'Extra' } })),
  'PUT /api/v1/project/milestone/{id}': runs('milestones', (w) => ({ url: `/api/v1/project/milestone/${p(w).milestoneId}`, payload: { milestone_name: 'Listing' } })),
  'POST /api/v1/task-groups': runs('task groups', (w) => ({ payload: { milestone_id: p(w).milestoneId, name: 'Proof group' } })),
  'GET /api/v1/task-groups': reads((w) => ({ url: `/api/v1/task-groups?project_id=${p(w).id}` })),
  'GET /api/v1/task_status': { allow: SIGNED_IN, rule: 'any signed-in user' },
  'GET /api/v1/milestone/task': { allow: SIGNED_IN, rule: 'their own assigned tasks (a project’s with project_id)' },
  'POST /api/v1/milestone/task': runs('tasks', (w) => ({ payload: { milestone_id: p(w).milestoneId, title: 'Another task' } })),
  'GET /api/v1/milestone/task/{id}': reads((w) => ({ url: `/api/v1/milestone/task/${p(w).id}` })),
  'GET /api/v1/tasks/{id}': reads((w) => ({ url: `/api/v1/tasks/${p(w).taskId}` })),
  'PUT /api/v1/milestone/task/{id}': runs('and its assignees move the status', (w) => ({ url: `/api/v1/milestone/task/${p(w).taskId}`, payload: { status_id: 2 } })),
  'DELETE /api/v1/milestone/task/{id}': runs('tasks', (w) => ({ url: `/api/v1/milestone/task/${p(w).spareTaskId}` })),
  'GET /api/v1/milestone/conversations': reads((w) => ({ url: `/api/v1/milestone/conversations?milestone_task_id=${p(w).taskId}` })),
  'POST /api/v1/milestone/conversations': reads((w) => ({ payload: { milestone_task_id: p(w).taskId, message: 'Hello' } })),
  'PUT /api/v1/milestone/conversations/{id}': own('its author only', (w) => ({ url: `/api/v1/milestone/conversations/${p(w).commentId}`, payload: { message: 'Edited' } })),
  'DELETE /api/v1/milestone/conversations/{id}': own('its author only', (w) => ({ url: `/api/v1/milestone/conversations/${p(w).spareCommentId}` })),
  'POST /api/v1/task/file_upload': runs('and its assignees', (w) =>
    form([{ name: 'task_id', value: String(p(w).taskId) }, { name: 'files[]', filename: 'b.pdf', contentType: 'application/pdf', content: pdfDocument() }]),
  ),
  'GET /api/v1/task/file_upload': reads((w) => ({ url: `/api/v1/task/file_upload?task_id=${p(w).taskId}` })),
  'GET /api/v1/task/file_upload/{taskId}/{fileId}': reads((w) => ({ url: `/api/v1/task/file_upload/${p(w).taskId}/${p(w).fileId}` })),
  'GET /api/v1/file-upload/link': runs('links', (w) => ({ url: `/api/v1/file-upload/link?task_id=${p(w).taskId}&vendor_id=${p(w).vendorId}` })),
  'POST /api/v1/projects/folder_create': runs('folders', (w) => ({ payload: { project_id: p(w).id, name: 'Reports' } })),
  'GET /api/v1/vendor/file_upload': {
    allow: EVERYONE,
    rule: 'public: whoever holds the link’s token',
    call: (w) => ({ url: `/api/v1/vendor/file_upload?vendor_id=${p(w).vendorId}&task_id=${p(w).taskId}&token=${p(w).uploadToken}` }),
  },
  'POST /api/v1/vendor/file_upload': {
    allow: EVERYONE,
    rule: 'public: whoever holds the link’s token',
    call: (w) =>
      form([
        { name: 'vendor_id', value: String(p(w).vendorId) },
        { name: 'task_id', value: String(p(w).taskId) },
        { name: 'token', value: p(w).uploadToken },
        { name: 'all_files[]', filename: 'c.pdf', contentType: 'application/pdf', content: pdfDocument() },
      ]),
  },

  'GET /api/v1/project-checklists/{id}': reads((w) => ({ url: `/api/v1/project-checklists/${p(w).id}` })),
  'POST /api/v1/project-checklists': runs('checklists', (w) => ({ payload: { project_id: p(w).id, heading_id: p(w).headingId, name: 'More' } })),
  'PUT /api/v1/project-checklists/{id}': runs('checklists', (w) => ({ url: `/api/v1/project-checklists/${p(w).checklistId}`, payload: { is_checked: true } })),
  'DELETE /api/v1/project-checklists/{id}': runs('checklists', (w) => ({ url: `/api/v1/project-checklists/${p(w).spareChecklistId}?project_id=${p(w).id}` })),
  'PUT /api/v1/project-checklists-add/{id}': runs('checklists', (w) => ({ url: `/api/v1/project-checklists-add/${p(w).id}`, payload: { template_ids: [p(w).checklistTemplateId] } })),
  'DELETE /api/v1/project-checklists-add/{id}': runs('checklists', (w) => ({ url: `/api/v1/project-checklists-add/${p(w).otherSpareChecklistId}?project_id=${p(w).id}` })),
  'GET /api/v1/project-checklist-headings': { allow: SIGNED_IN, rule: 'their own heading templates (a project’s with project_id)' },
  'POST /api/v1/project-checklist-headings': staff('staff: a heading template of their own, or a heading of a project they run', () => ({ payload: { name: 'Heading' } })),
  'PUT /api/v1/project-checklist-headings/{id}': own('its owner only', (w) => ({ url: `/api/v1/project-checklist-headings/${p(w).headingTemplateId}`, payload: { name: 'Renamed' } })),
  'DELETE /api/v1/project-checklist-headings/{id}': own('its owner only', (w) => ({ url: `/api/v1/project-checklist-headings/${p(w).spareHeadingTemplateId}` })),
  'GET /api/v1/checklist-notes': reads((w) => ({ url: `/api/v1/checklist-notes?checklist_id=${p(w).checklistId}` })),
  'POST /api/v1/checklist-notes': reads((w) => ({ payload: { checklist_id: p(w).checklistId, note: 'Noted' } })),
  'PUT /api/v1/checklist-notes/{id}': own('its author only', (w) => ({ url: `/api/v1/checklist-notes/${p(w).noteId}`, payload: { note: 'Edited' } })),
  'DELETE /api/v1/checklist-notes/{id}': own('its author only', (w) => ({ url: `/api/v1/checklist-notes/${p(w).spareNoteId}` })),

  'GET /api/v1/milestones': staff('staff: the defaults and their own'),
  'GET /api/v1/newmilestones': staff('staff: the defaults and their own'),
  'POST /api/v1/newmilestones': staff('staff: their own', () => ({ payload: { name: 'Mine' } })),
  'PUT /api/v1/newmilestones/{id}': own('its owner only', (w) => ({ url: `/api/v1/newmilestones/${p(w).milestoneTemplateId}`, payload: { name: 'Renamed' } })),
  'DELETE /api/v1/newmilestones/{id}': own('its owner only', (w) => ({ url: `/api/v1/newmilestones/${p(w).spareMilestoneTemplateId}` })),
  'GET /api/v1/get_template_tasks': staff('staff: their own'),
  'GET /api/v1/task-templates/{id}': own('its owner only', (w) => ({ url: `/api/v1/task-templates/${p(w).taskTemplateId}` })),
  'GET /api/v1/milestone-task-templates': staff('staff: their own'),
  'POST /api/v1/milestone-task-templates': staff('staff: their own', () => ({ payload: { name: 'My group', tasks: ['A'] } })),
  'PUT /api/v1/milestone-task-templates/{id}': own('its owner only', (w) => ({ url: `/api/v1/milestone-task-templates/${p(w).taskTemplateId}`, payload: { name: 'Renamed group', tasks: [] } })),
  'DELETE /api/v1/milestone-task-templates/{id}': own('its owner only', (w) => ({ url: `/api/v1/milestone-task-templates/${p(w).spareTaskTemplateId}` })),
  'GET /api/v1/project-checklist-templates': staff('staff: their own'),
  'POST /api/v1/project-checklist-templates': own('a heading template of their own', (w) => ({ payload: { name: 'Item', heading_id: p(w).headingTemplateId } })),
  'PUT /api/v1/project-checklist-templates/{id}': own('its owner only', (w) => ({ url: `/api/v1/project-checklist-templates/${p(w).checklistTemplateId}`, payload: { name: 'Item', heading_id: p(w).headingTemplateId } })),
  'DELETE /api/v1/project-checklist-templates/{id}': own('its owner only', (w) => ({ url: `/api/v1/project-checklist-templates/${p(w).spareChecklistTemplateId}` })),
};
