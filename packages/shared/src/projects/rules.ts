/**
 * Pure rules of projects and tasks, used by the web forms and by the server alike (spec part 2, sections 3–5, 9).
 */
import dayjs from 'dayjs';
import { projectMessages as m } from './messages';

/** Project filter (spec section 4: the list defaults to in_progress). */
export const PROJECT_STATUSES = ['in_progress', 'completed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const DEFAULT_PROJECT_STATUS: ProjectStatus = 'in_progress';

/** The tabs of the project details page and the task tab's views (its default is collected). */
export const PROJECT_TABS = ['milestones', 'tasks', 'checklists', 'activity', 'prospects', 'team', 'realtors', 'seller'] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];
export const TASK_VIEWS = ['collected', 'milestone', 'kanban'] as const;
export type TaskView = (typeof TASK_VIEWS)[number];
export const DEFAULT_TASK_VIEW: TaskView = 'collected';

/** Task statuses (GET /task_status). Kanban columns follow this order; the last one counts as done. */
export const TASK_STATUSES = [
  { id: 1, name: 'To Do' },
  { id: 2, name: 'In Progress' },
  { id: 3, name: 'In Review' },
  { id: 4, name: 'Completed' },
] as const;
export const TASK_STATUS_IDS = TASK_STATUSES.map((status) => status.id);
export const COMPLETED_TASK_STATUS_ID = 4;
export const DEFAULT_TASK_STATUS_ID = 1;

/** Task time choices: 07:00 to 19:00 every half hour (spec section 5 and 9). */
export const TASK_DAY_START_MINUTES = 7 * 60;
export const TASK_DAY_END_MINUTES = 19 * 60;
export const TASK_TIME_STEP_MINUTES = 30;

const twoDigits = (value: number) => String(value).padStart(2, '0');
const clock = (minutes: number) => `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;

/** ['07:00', '07:30', …, '19:00'] */
export function taskTimeChoices(): string[] {
  const choices: string[] = [];
  for (let minutes = TASK_DAY_START_MINUTES; minutes <= TASK_DAY_END_MINUTES; minutes += TASK_TIME_STEP_MINUTES) choices.push(clock(minutes));
  return choices;
}

/** Task date-times travel as wall-clock local time 'YYYY-MM-DD HH:mm' or 'YYYY-MM-DD HH:mm:ss' (the meeting format). */
const TASK_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

export function isTaskDateTime(value: string): boolean {
  const match = TASK_DATE_TIME.exec(value);
  if (!match) return false;
  const parsed = dayjs(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6] ?? '00'}`);
  return parsed.isValid() && parsed.format('YYYY-MM-DD HH:mm') === `${match[1]}-${match[2]}-${match[3]} ${match[4]}:${match[5]}` && Number(match[6] ?? 0) < 60;
}

/** The canonical form the server answers: 'YYYY-MM-DD HH:mm:ss'. */
export function normaliseTaskDateTime(value: string): string {
  const match = TASK_DATE_TIME.exec(value);
  if (!match) return value;
  return `${match[1]}-${match[2]}-${match[3]} ${match[4]}:${match[5]}:${match[6] ?? '00'}`;
}

/** Selecting a start time sets the end one hour later (spec section 4). */
export function endOneHourAfter(start: string): string {
  return dayjs(normaliseTaskDateTime(start).replace(' ', 'T')).add(1, 'hour').format('YYYY-MM-DD HH:mm:ss');
}

/** Both task dates are required and the end comes after the start; answers the spec's message or null. */
export function checkTaskDates(start: string | null | undefined, end: string | null | undefined): string | null {
  if (!start || !end) return m.taskDatesRequired;
  if (!isTaskDateTime(start) || !isTaskDateTime(end)) return m.taskDatesRequired;
  return normaliseTaskDateTime(end) > normaliseTaskDateTime(start) ? null : m.taskEndBeforeStart;
}

/** Task group name: required, at least 6 characters once trimmed (spec section 5). */
export const TASK_GROUP_NAME_MIN = 6;
export const TASK_GROUP_NAME_MAX = 120;
export function checkTaskGroupName(name: string | null | undefined): string | null {
  const trimmed = (name ?? '').trim();
  if (trimmed.length === 0) return m.taskGroupNameRequired;
  if (trimmed.length < TASK_GROUP_NAME_MIN) return m.taskGroupNameTooShort;
  return null;
}

/** Tasks are grouped by their due (end) date: overdue and this week, next week, and the rest (spec section 3). */
export const TASK_GROUPS = ['this_week', 'next_week', 'remaining'] as const;
export type TaskGroupKey = (typeof TASK_GROUPS)[number];

/**
 * Weeks run Sunday to Saturday (the US calendar). A task due before the end of this week (overdue included) is
 * this_week; due in the following week next_week; later, or without a date, remaining.
 * `today` is 'YYYY-MM-DD' in the viewer's zone.
 */
export function taskGroupFor(taskEnd: string | null, today: string): TaskGroupKey {
  if (!taskEnd) return 'remaining';
  const day = taskEnd.slice(0, 10);
  const thisWeekEnd = dayjs(today).day(6).format('YYYY-MM-DD');
  const nextWeekEnd = dayjs(today).day(6).add(7, 'day').format('YYYY-MM-DD');
  if (day <= thisWeekEnd) return 'this_week';
  if (day <= nextWeekEnd) return 'next_week';
  return 'remaining';
}

export function groupTasks<T extends { task_end_date: string | null }>(tasks: readonly T[], today: string): Record<TaskGroupKey, T[]> {
  const groups: Record<TaskGroupKey, T[]> = { this_week: [], next_week: [], remaining: [] };
  for (const task of tasks) groups[taskGroupFor(task.task_end_date, today)].push(task);
  return groups;
}

/** The kanban board: one column per status name, in the status list's order, each possibly empty. */
export function kanbanColumns<T extends { status: { id: number; name: string } }>(tasks: readonly T[]): { status: string; tasks: T[] }[] {
  return TASK_STATUSES.map((status) => ({ status: status.name, tasks: tasks.filter((task) => task.status.id === status.id) }));
}

/** The address as cards show it: the comma-separated address without its trailing part (spec section 3). */
export function displayAddress(propertyAddress: string): string {
  const parts = propertyAddress.split(',').map((part) => part.trim()).filter(Boolean);
  if (parts.length <= 1) return parts[0] ?? '';
  return parts.slice(0, -1).join(', ');
}

/** Completed tasks as a whole percentage of all tasks (0 when there are none). */
export function projectProgress(completed: number, total: number): number {
  return total === 0 ? 0 : Math.round((completed / total) * 100);
}

/** Vendor search starts at 2 characters, 300 ms after the last key (spec section 4 and 9). */
export const VENDOR_SEARCH_MIN = 2;
export const VENDOR_SEARCH_DEBOUNCE_MS = 300;

/** The public vendor upload (spec section 5): PDF only, at most 4 MB each, at most 5 files. */
export const VENDOR_UPLOAD_MAX_BYTES = 4 * 1024 * 1024;
export const VENDOR_UPLOAD_MAX_FILES = 5;
export const VENDOR_UPLOAD_TYPES = ['application/pdf'] as const;

/** Files a signed-in member attaches to a task: PDF or image, 10 MB each, 10 at a time (ours). */
export const TASK_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const TASK_FILE_MAX_FILES = 10;
export const TASK_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;

/** The project's image (ours): JPG, PNG or WebP up to 10 MB. */
export const PROJECT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PROJECT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** A vendor's upload link stays valid this long (ours; the realtor can always fetch a new one). */
export const VENDOR_LINK_DAYS = 14;

/** The vendor upload page's address in the web app (spec route /file_upload/{vendor_id}/{task_id}). */
export const vendorUploadPath = (vendorId: number, taskId: number, token: string) =>
  `/file_upload/${vendorId}/${taskId}?token=${encodeURIComponent(token)}`;

/** The in-app page of a project. */
export const projectPath = (projectId: number) => `/projects/${projectId}/projectsdetails`;

/**
 * The default milestone template (beyond the spec): a transaction runs through these, in order. A project made
 * from an accepted bid takes them; a new project does unless other templates are chosen.
 */
export const DEFAULT_MILESTONES = ['Listing', 'Offer Accepted', 'Inspection', 'Appraisal', 'Loan', 'Escrow', 'Closing'] as const;
export type DefaultMilestone = (typeof DEFAULT_MILESTONES)[number];

/** Contingency periods counted from acceptance (California's customary 17 / 17 / 21 days), never past closing. */
export const CONTINGENCY_DAYS = { inspection: 17, appraisal: 17, loan: 21 } as const;

export type MilestoneDates = { milestone_name: DefaultMilestone; start_date: string | null; end_date: string | null };

/**
 * The dates of a transaction project's milestones, from the day the bid was accepted, the bid's escrow closing
 * date and its contingencies. A contingency the bid waived keeps its milestone, without dates.
 */
export function transactionMilestoneDates(acceptedOn: string, escrowClosingDate: string, contingencies: readonly string[]): MilestoneDates[] {
  const closing = escrowClosingDate < acceptedOn ? acceptedOn : escrowClosingDate;
  const capped = (day: string) => (day > closing ? closing : day);
  const after = (days: number) => capped(dayjs(acceptedOn).add(days, 'day').format('YYYY-MM-DD'));
  const contingency = (name: keyof typeof CONTINGENCY_DAYS) =>
    contingencies.includes(name) ? { start_date: acceptedOn, end_date: after(CONTINGENCY_DAYS[name]) } : { start_date: null, end_date: null };
  return [
    { milestone_name: 'Listing', start_date: acceptedOn, end_date: acceptedOn },
    { milestone_name: 'Offer Accepted', start_date: acceptedOn, end_date: acceptedOn },
    { milestone_name: 'Inspection', ...contingency('inspection') },
    { milestone_name: 'Appraisal', ...contingency('appraisal') },
    { milestone_name: 'Loan', ...contingency('loan') },
    { milestone_name: 'Escrow', start_date: acceptedOn, end_date: closing },
    { milestone_name: 'Closing', start_date: closing, end_date: closing },
  ];
}
