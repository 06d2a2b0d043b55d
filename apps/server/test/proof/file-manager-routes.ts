import { pdfDocument } from '../helpers/accounts';
import { formCall } from './form-call';
import type { Access } from './route-table';
import type { Actor, World } from './world';

const EVERYONE: readonly Actor[] = ['anonymous', 'realtor', 'otherRealtor', 'seller', 'buyer', 'otherBuyer', 'admin'];
const SIGNED_IN: readonly Actor[] = ['realtor', 'otherRealtor', 'seller', 'buyer', 'otherBuyer', 'admin'];
/** The realtor's project folder: its realtor and admins write, its seller reads, others do not know it. */
const READERS: readonly Actor[] = ['realtor', 'seller', 'admin'];
const WRITERS: readonly Actor[] = ['realtor', 'admin'];

const disk = 'my-files';
const UNKNOWN_TOKEN = 'u'.repeat(43);
/** The folder of the proof project (created with the default address of test/helpers/projects.ts). */
const folder = (w: World) => `Projects/12 Oak Street (${w.project.id})`;
const taskFile = (w: World) => `${folder(w)}/Task files/Proof task (${w.project.taskId})/a.pdf`;
const query = (path: string) => new URLSearchParams({ disk, path }).toString();
const upload = (w: World) => formCall([{ name: 'disk', value: disk }, { name: 'path', value: folder(w) }, { name: 'files[]', filename: 'matrix.pdf', contentType: 'application/pdf', content: pdfDocument() }]);

/** The file manager's routes (spec part 2 section 7, File manager), under /api/file-manager. */
export const FILE_MANAGER_ROUTES: Record<string, Access> = {
  'GET /api/file-manager/initialize': { allow: SIGNED_IN, rule: 'any signed-in user: their own disk' },
  'GET /api/file-manager/content': { allow: READERS, rule: "the project's members", call: (w) => ({ url: `/api/file-manager/content?${query(folder(w))}` }) },
  'GET /api/file-manager/tree': { allow: READERS, rule: "the project's members", call: (w) => ({ url: `/api/file-manager/tree?${query(folder(w))}` }) },
  'GET /api/file-manager/download': { allow: READERS, rule: "the project's members", call: (w) => ({ url: `/api/file-manager/download?${query(taskFile(w))}` }) },
  'GET /api/file-manager/preview': { allow: READERS, rule: "the project's members", call: (w) => ({ url: `/api/file-manager/preview?${query(taskFile(w))}` }) },
  'GET /api/file-manager/url': { allow: READERS, rule: "the project's members", call: (w) => ({ url: `/api/file-manager/url?${query(taskFile(w))}` }) },
  'POST /api/file-manager/create-directory': { allow: WRITERS, rule: 'those who run the project', call: (w) => ({ payload: { disk, path: folder(w), name: 'Matrix' } }) },
  'POST /api/file-manager/create-file': { allow: WRITERS, rule: 'those who run the project', call: (w) => ({ payload: { disk, path: folder(w), name: 'matrix.txt' } }) },
  'POST /api/file-manager/upload': { allow: WRITERS, rule: 'those who run the project', call: upload },
  'POST /api/file-manager/paste': {
    allow: WRITERS,
    rule: 'those who run the project, from what they can read',
    call: (w) => ({ payload: { disk, path: folder(w), clipboard: { type: 'copy', disk, directories: [], files: [taskFile(w)] } } }),
  },
  'POST /api/file-manager/rename': { allow: WRITERS, rule: 'those who run the project', call: (w) => ({ payload: { disk, oldName: `${folder(w)}/a.pdf`, newName: `${folder(w)}/b.pdf` } }) },
  'POST /api/file-manager/delete': { allow: WRITERS, rule: 'those who run the project', call: (w) => ({ payload: { disk, items: [{ path: `${folder(w)}/Matrix`, type: 'dir' }] } }) },
  'GET /api/file-manager/project-settings': { allow: READERS, rule: "the project's members", call: (w) => ({ url: `/api/file-manager/project-settings?${query(folder(w))}` }) },
  'POST /api/file-manager/project-settings': { allow: WRITERS, rule: 'those who run the project', call: (w) => ({ payload: { disk, path: folder(w), members_may_write: false } }) },
  'POST /api/file-manager/share-link': {
    allow: WRITERS,
    rule: 'staff, sharing files they may change',
    call: (w) => ({ payload: { disk, paths: [`${folder(w)}/matrix.pdf`], audience: 'anyone', permission: 'view' } }),
  },
  'GET /api/file-manager/acl-rules': { allow: SIGNED_IN, rule: 'any signed-in user: their own links' },
  'GET /api/file-manager/share-link/viewers': { allow: ['realtor'], rule: "the link's owner", call: () => ({ url: '/api/file-manager/share-link/viewers?link_id=999999' }) },
  'POST /api/file-manager/delete/sharelink': { allow: ['realtor'], rule: "the link's owner", call: () => ({ payload: { link_id: 999_999 } }) },
  'GET /api/v1/share-link/get-list': { allow: SIGNED_IN, rule: 'any signed-in user: packages shared with them' },
  'GET /api/v1/share-link/{id}': { allow: EVERYONE, rule: 'whoever holds a live token', call: () => ({ url: `/api/v1/share-link/${UNKNOWN_TOKEN}` }) },
  'POST /api/v1/share-link/access-code': {
    allow: EVERYONE,
    rule: 'whoever holds a live token for chosen e-mails (the same answer whether the e-mail is invited)',
    call: () => ({ payload: { token: UNKNOWN_TOKEN, email: 'nobody@example.com' } }),
  },
  'POST /api/v1/share-link/verify-code': { allow: EVERYONE, rule: 'whoever holds a live token and the mailed code', call: () => ({ payload: { token: UNKNOWN_TOKEN, email: 'nobody@example.com', code: '123456' } }) },
  'POST /api/v1/share-link/leave': { allow: SIGNED_IN, rule: 'a recipient of the package', call: () => ({ payload: { link_id: 999_999 } }) },
  'GET /api/v1/share-documents/view': { allow: EVERYONE, rule: 'whoever holds a live token', call: () => ({ url: `/api/v1/share-documents/view?token=${UNKNOWN_TOKEN}&file_path=x.pdf` }) },
  'GET /api/v1/share-documents/download': { allow: EVERYONE, rule: 'whoever holds a live token', call: () => ({ url: `/api/v1/share-documents/download?token=${UNKNOWN_TOKEN}&file_path=x.pdf` }) },
  'GET /api/v1/share-documents/download-all': { allow: EVERYONE, rule: 'whoever holds a live token', call: () => ({ url: `/api/v1/share-documents/download-all?token=${UNKNOWN_TOKEN}` }) },
  'POST /api/file-manager/summarize-file': { allow: READERS, rule: "the file's readers (the upload route's file)", call: (w) => ({ payload: { prompt: 'Summary?', path: `${folder(w)}/matrix.pdf` } }) },
  'GET /api/file-manager/prompts': { allow: READERS, rule: "the file's readers", call: (w) => ({ url: `/api/file-manager/prompts?${new URLSearchParams({ path: `${folder(w)}/matrix.pdf` })}` }) },
};
