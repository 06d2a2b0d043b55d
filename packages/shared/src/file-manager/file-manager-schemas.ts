import { z } from 'zod';
import { numeric, recordId } from '../http/record-id';
import { multiLineText, singleLineText, textMessages } from '../http/text';
import { validationMessages } from '../http/validation-messages';
import { fileManagerMessages as m } from './messages';
import { isSafeName, MAX_PATH_LENGTH, parsePath } from './paths';
import { MAX_ITEMS, MAX_PAGE_SIZE } from './rules';

/*
 * The laravel-file-manager protocol (docs/API.md, File manager), shape for shape: every answer carries
 * `result: { status, message }`. Every path-bearing field, items and clipboard included, is checked here.
 */

/** Any path a client names: refused (422) unless every segment is a plain, safe name. '' is the root. */
export const safePathSchema = z
  .string()
  .max(MAX_PATH_LENGTH * 2, validationMessages.maxLength(MAX_PATH_LENGTH * 2))
  // Checked only within the limit: an over-long path is told its limit, once.
  .refine((path) => path.length > MAX_PATH_LENGTH * 2 || parsePath(path) !== null, m.pathRefused);
const itemPathSchema = safePathSchema.refine((path) => path.length > 0, m.pathRefused);
export const safeNameSchema = z.string().refine(isSafeName, m.nameRefused);
const diskSchema = singleLineText().min(1).max(64);
const pageNumber = numeric(z.number().int().min(1).max(1_000_000));

export const diskPathQuerySchema = z.object({ disk: diskSchema, path: safePathSchema.default('') });
export const contentQuerySchema = diskPathQuerySchema.extend({ page: pageNumber.optional(), per_page: numeric(z.number().int().min(1).max(MAX_PAGE_SIZE)).optional() });
/** A plain link (an <a href>, an <img src>) cannot send a header: it may carry the session token instead. */
export const fileQuerySchema = z.object({ disk: diskSchema, path: itemPathSchema, token: z.string().max(200).optional() });

export const createItemBodySchema = z.object({ disk: diskSchema, path: safePathSchema.default(''), name: safeNameSchema });
export const deleteBodySchema = z.object({
  disk: diskSchema,
  items: z.array(z.object({ path: itemPathSchema, type: z.enum(['dir', 'file']) })).min(1).max(MAX_ITEMS, m.tooManyItems),
});
export const pasteBodySchema = z.object({
  disk: diskSchema,
  path: safePathSchema.default(''),
  clipboard: z.object({
    type: z.enum(['copy', 'cut']),
    disk: diskSchema,
    directories: z.array(itemPathSchema).max(MAX_ITEMS, m.tooManyItems).default([]),
    files: z.array(itemPathSchema).max(MAX_ITEMS, m.tooManyItems).default([]),
  }),
});
/** As the reference client sends it: both names are whole paths, in the same folder. */
export const renameBodySchema = z.object({ disk: diskSchema, oldName: itemPathSchema, newName: itemPathSchema });

export const resultSchema = z.object({ status: z.enum(['success', 'warning', 'danger', 'error']), message: z.string().nullable() });

/** What the caller may do in a folder: 1 read, 2 read and write (the reference's ACL levels). */
const aclSchema = z.union([z.literal(1), z.literal(2)]);

export const directoryItemSchema = z.object({
  type: z.literal('dir'),
  path: z.string(),
  basename: z.string(),
  dirname: z.string(),
  timestamp: z.number().int().nullable(),
  acl: aclSchema,
  props: z.object({ hasSubdirectories: z.boolean() }),
});
export const fileItemSchema = z.object({
  type: z.literal('file'),
  path: z.string(),
  basename: z.string(),
  dirname: z.string(),
  filename: z.string(),
  extension: z.string(),
  size: z.number().int(),
  timestamp: z.number().int().nullable(),
  acl: aclSchema,
  mime_type: z.string().nullable(),
});
export type DirectoryItem = z.infer<typeof directoryItemSchema>;
export type FileItem = z.infer<typeof fileItemSchema>;

export const initializeResponseSchema = z.object({
  result: resultSchema,
  config: z.object({
    acl: z.boolean(),
    leftDisk: z.string().nullable(),
    rightDisk: z.string().nullable(),
    leftPath: z.string().nullable(),
    rightPath: z.string().nullable(),
    windowsConfig: z.number().int(),
    hiddenFiles: z.boolean(),
    lang: z.string(),
    disks: z.record(z.string(), z.object({ driver: z.string() })),
  }),
});

export const paginationSchema = z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int(), last_page: z.number().int() });
export const contentResponseSchema = z.object({
  result: resultSchema,
  /** The folder's own access, so a client can offer writing only where it is allowed. */
  acl: aclSchema,
  directories: z.array(directoryItemSchema),
  files: z.array(fileItemSchema),
  pagination: paginationSchema,
});
export const treeResponseSchema = z.object({ result: resultSchema, directories: z.array(directoryItemSchema) });
export const urlResponseSchema = z.object({ result: resultSchema, url: z.string() });
export const createDirectoryResponseSchema = z.object({ result: resultSchema, directory: directoryItemSchema, tree: z.array(directoryItemSchema) });
export const createFileResponseSchema = z.object({ result: resultSchema, file: fileItemSchema });
export const uploadResponseSchema = z.object({ result: resultSchema, files: z.array(fileItemSchema) });
export const resultResponseSchema = z.object({ result: resultSchema });

/** A project folder's setting: whether its members who do not run it (vendors, the seller) may write in it. */
export const projectSettingsBodySchema = z.object({ disk: diskSchema, path: safePathSchema, members_may_write: z.boolean() });
export const projectSettingsResponseSchema = z.object({
  result: resultSchema,
  data: z.object({ project_id: z.number().int(), members_may_write: z.boolean(), can_change: z.boolean() }),
});

/** POST /summarize-file (spec: project_id, prompt, path). project_id is accepted as the reference sends it; the path decides. */
export const summarizeBodySchema = z.object({
  project_id: z.union([recordId, z.null()]).optional(),
  prompt: multiLineText().trim().min(1).max(500, { error: textMessages.maxLength(500) }).default('Summarise this document.'),
  path: itemPathSchema,
});
export const promptsQuerySchema = z.object({ path: itemPathSchema });
export const summarySchema = z.object({ id: z.number().int(), prompt: z.string(), answer: z.string(), source: z.enum(['built-in', 'ai']), cached: z.boolean(), created_at: z.string() });
export type Summary = z.infer<typeof summarySchema>;
export const summaryResponseSchema = z.object({ result: resultSchema, data: summarySchema });
export const promptsResponseSchema = z.object({ result: resultSchema, data: z.array(summarySchema) });
