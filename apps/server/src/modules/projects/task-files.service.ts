import { projectMessages as m } from '@openhouse/shared/projects/messages';
import {
  TASK_FILE_MAX_BYTES,
  TASK_FILE_MAX_FILES,
  TASK_FILE_TYPES,
  VENDOR_LINK_DAYS,
  VENDOR_UPLOAD_MAX_BYTES,
  VENDOR_UPLOAD_MAX_FILES,
  VENDOR_UPLOAD_TYPES,
  vendorUploadPath,
} from '@openhouse/shared/projects/rules';
import { vendorUploadFieldsSchema, type TaskFile } from '@openhouse/shared/projects/task-schemas';
import { vendorUploadRefusal } from '@openhouse/shared/projects/vendor-upload';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../platform/auth/session';
import { digest, newToken } from '../../platform/auth/tokens';
import type { Platform } from '../../platform/context';
import type { Emit } from '../../platform/events/events';
import { AppError, invalidField, notFound } from '../../platform/http/errors';
import type { MultipartFile } from '../../platform/http/multipart';
import { findPerson, hasRole } from '../accounts/people';
import { projectAccess, taskAccess } from './projects.access';
import { vendorFilesUploaded } from './projects.events';
import { insertFolder } from './projects.repository';
import { contentTypeOf, displayName, projectFolderPath, projectRoot, readForm, taskFileKey } from './project-files';
import { peopleById } from './project-views';
import { filesOf, findLiveUploadLink, findTasksWithPeople, insertFiles, insertUploadLink, type TaskFileRow, type TaskWithPeople } from './tasks.repository';

async function toFiles(platform: Platform, rows: readonly TaskFileRow[]): Promise<TaskFile[]> {
  const people = await peopleById(platform.db, rows.flatMap((row) => (row.uploaded_by ? [row.uploaded_by] : [])));
  return rows.map((row) => ({
    id: row.id,
    task_id: row.task_id,
    name: row.name,
    path: row.storage_key,
    mime_type: row.mime_type,
    size: row.size,
    uploaded_by: { id: row.uploaded_by ?? 0, name: (row.uploaded_by && people.get(row.uploaded_by)?.name) || 'Unknown' },
    created_at: row.created_at.toISOString(),
  }));
}

/**
 * Checks every file by its bytes before storing any, then stores them in the task's folder of the project and
 * records them in one transaction. A refused file leaves nothing; a failed insert removes what was stored.
 */
async function storeTaskFiles(
  platform: Platform,
  task: TaskWithPeople,
  files: readonly MultipartFile[],
  upload: { allowed: readonly string[]; refusal: (file: MultipartFile) => AppError; uploadedBy: number; announce?: (emit: Emit, count: number) => Promise<void> },
) {
  const checked: { file: MultipartFile; mime: string }[] = [];
  for (const file of files) {
    const mime = await contentTypeOf(file.bytes, upload.allowed);
    if (!mime) throw upload.refusal(file);
    checked.push({ file, mime });
  }
  const stored = checked.map(({ file, mime }) => ({ file, mime, key: taskFileKey(task.project.uuid, task.id, mime) }));
  for (const { file, mime, key } of stored) await platform.storage.put(key, file.bytes, mime);
  try {
    return await platform.events.transaction(async (tx, emit) => {
      const rows = await insertFiles(
        tx,
        stored.map(({ file, mime, key }) => ({
          task_id: task.id,
          project_id: task.project_id,
          name: displayName(file.filename, mime),
          storage_key: key,
          mime_type: mime,
          size: file.bytes.length,
          uploaded_by: upload.uploadedBy,
        })),
      );
      await upload.announce?.(emit, rows.length);
      return rows;
    });
  } catch (error) {
    await Promise.all(stored.map(({ key }) => platform.storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

const memberUploadRefused = () => new AppError(422, m.uploadInvalid, { files: [m.uploadInvalid] });

/** POST /task/file_upload (multipart: task_id, files[]): a member of the task attaches PDFs or images. */
export async function uploadTaskFiles(platform: Platform, actor: Actor, request: FastifyRequest) {
  const form = await readForm(request, { maxBytes: TASK_FILE_MAX_BYTES, maxFiles: TASK_FILE_MAX_FILES, tooLargeMessage: m.uploadInvalid, tooManyMessage: m.uploadInvalid, fileField: 'files' });
  const taskId = Number(form.fields.task_id);
  if (!Number.isInteger(taskId) || taskId < 1 || taskId > 2_147_483_647) throw invalidField('task_id', m.taskNotFound);
  const task = await taskAccess.require(platform.db, actor, 'work', taskId);
  if (form.files.length === 0) throw invalidField('files', m.noFiles);
  const rows = await storeTaskFiles(platform, task, form.files, { allowed: TASK_FILE_TYPES, refusal: memberUploadRefused, uploadedBy: actor.id });
  return { message: m.uploaded, data: await toFiles(platform, rows) };
}

export async function listTaskFiles(platform: Platform, actor: Actor, taskId: number) {
  await taskAccess.require(platform.db, actor, 'read', taskId);
  return { data: await toFiles(platform, await filesOf(platform.db, taskId)) };
}

/** A task file's bytes, for those who may read its task. */
export async function downloadTaskFile(platform: Platform, actor: Actor, taskId: number, fileId: number) {
  await taskAccess.require(platform.db, actor, 'read', taskId);
  const file = (await filesOf(platform.db, taskId)).find((row) => row.id === fileId);
  const body = file ? await platform.storage.get(file.storage_key) : null;
  if (!file || !body) throw notFound();
  return { name: file.name, contentType: file.mime_type, body };
}

/**
 * GET /file-upload/link: a new public link for a vendor assigned to the task. Only the token's digest is
 * stored; the link names the vendor and the task and works for those two only, for VENDOR_LINK_DAYS.
 */
export async function uploadLink(platform: Platform, actor: Actor, query: { task_id: number; vendor_id: number }) {
  const task = await taskAccess.require(platform.db, actor, 'manage', query.task_id);
  if (!task.assignee_ids.includes(query.vendor_id) || !(await hasRole(platform.db, query.vendor_id, 'Vendor'))) {
    throw invalidField('vendor_id', m.assigneeInvalid);
  }
  const token = newToken();
  const expiresAt = new Date(Date.now() + VENDOR_LINK_DAYS * 24 * 60 * 60 * 1000);
  await platform.events.transaction((tx) =>
    insertUploadLink(tx, { task_id: task.id, vendor_id: query.vendor_id, token_hash: digest(token), created_by: actor.id, expires_at: expiresAt }),
  );
  return { data: { url: `${platform.config.publicUrl}${vendorUploadPath(query.vendor_id, task.id, token)}`, token, expires_at: expiresAt.toISOString() } };
}

/**
 * The task a public upload link opens, when the token is live for exactly this vendor and task and the vendor
 * is still assigned. Every other case is the same 404, so ids cannot be probed.
 */
async function requireLink(platform: Platform, link: { vendor_id: number; task_id: number; token: string }) {
  const found = await findLiveUploadLink(platform.db, { tokenHash: digest(link.token), vendorId: link.vendor_id, taskId: link.task_id });
  const [task] = found ? await findTasksWithPeople(platform.db, [link.task_id]) : [];
  if (!found || !task || !task.assignee_ids.includes(link.vendor_id)) throw notFound(m.uploadLinkInvalid);
  return task;
}

/** GET /vendor/file_upload?vendor_id&task_id&token (public): what the upload page is for. */
export async function vendorUploadTarget(platform: Platform, link: { vendor_id: number; task_id: number; token: string }) {
  const task = await requireLink(platform, link);
  const vendor = await findPerson(platform.db, link.vendor_id);
  return { data: { task_title: task.title, vendor_name: vendor?.name ?? '', property_address: task.project.property_address } };
}

/** A file that is not a PDF by its bytes, named, with the rules (docs/DECISIONS.md, Projects: vendor upload link). */
const vendorRefused = (file: MultipartFile) => {
  const message = vendorUploadRefusal('type', file.filename.slice(0, 120));
  return new AppError(422, message, { all_files: [message] });
};

/**
 * POST /vendor/file_upload (public, multipart: all_files[], vendor_id, task_id, token): PDFs only, 4 MB each,
 * 5 at most, judged by their bytes. The project's realtors are told.
 */
export async function vendorUpload(platform: Platform, request: FastifyRequest) {
  const form = await readForm(request, {
    maxBytes: VENDOR_UPLOAD_MAX_BYTES,
    maxFiles: VENDOR_UPLOAD_MAX_FILES,
    tooLargeMessage: vendorUploadRefusal('size'),
    tooManyMessage: vendorUploadRefusal('count'),
    fileField: 'all_files',
  });
  const parsed = vendorUploadFieldsSchema.safeParse(form.fields);
  if (!parsed.success) throw notFound(m.uploadLinkInvalid);
  const task = await requireLink(platform, parsed.data);
  if (form.files.length === 0) throw invalidField('all_files', m.noFiles);
  const vendor = await findPerson(platform.db, parsed.data.vendor_id);
  const rows = await storeTaskFiles(platform, task, form.files, {
    allowed: VENDOR_UPLOAD_TYPES,
    refusal: vendorRefused,
    uploadedBy: parsed.data.vendor_id,
    announce: (emit, fileCount) =>
      emit(vendorFilesUploaded, {
        taskId: task.id,
        projectId: task.project_id,
        title: task.title,
        vendorName: vendor?.name ?? 'A vendor',
        fileCount,
        realtorIds: [task.project.realtor_id, ...task.project.realtor_ids],
      }),
  });
  return { message: m.uploaded, data: await toFiles(platform, rows) };
}

/** POST /projects/folder_create: a folder inside the project's folder, never outside it. */
export async function createFolder(platform: Platform, actor: Actor, input: { project_id: number; name: string; parent?: string }) {
  const project = await projectAccess.require(platform.db, actor, 'manage', input.project_id);
  const path = projectFolderPath(input.parent, input.name);
  if (!path) throw invalidField('name', m.folderNameInvalid);
  await platform.events.transaction((tx) => insertFolder(tx, { project_id: project.id, path, created_by: actor.id }));
  return { message: m.folderCreated, data: { path: `${projectRoot(project.uuid)}/${path}` } };
}
