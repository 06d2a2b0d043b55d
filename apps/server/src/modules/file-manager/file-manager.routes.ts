import {
  contentQuerySchema,
  contentResponseSchema,
  createDirectoryResponseSchema,
  createFileResponseSchema,
  createItemBodySchema,
  deleteBodySchema,
  diskPathQuerySchema,
  fileQuerySchema,
  initializeResponseSchema,
  pasteBodySchema,
  projectSettingsBodySchema,
  projectSettingsResponseSchema,
  promptsQuerySchema,
  promptsResponseSchema,
  renameBodySchema,
  resultResponseSchema,
  summarizeBodySchema,
  summaryResponseSchema,
  treeResponseSchema,
  uploadResponseSchema,
  urlResponseSchema,
} from '@openhouse/shared/file-manager/file-manager-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkActor } from '../../platform/auth/link-actor';
import { requireActor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { INLINE_PDF_POLICY, limit, responses, sendPrivateDownload } from '../../platform/http/responses';
import { security } from '../../platform/http/route-schema';
import { addResultToErrors } from './file-manager.result';
import { content, createDirectory, createFile, fileUrl, initialize, readFile, tree } from './file-manager.service';
import { deleteItems, paste, rename, upload } from './file-operations.service';
import { changeProjectSettings, projectSettings } from './project-settings.service';
import { promptsOf, summarizeFile } from './summaries.service';

const tags = ['file manager'];

/**
 * Spec part 2 section 7, File manager (under /api/file-manager): the laravel-file-manager protocol on each
 * caller's own disk (docs/API.md, File manager). Every answer, errors included, carries `result`.
 */
export const fileManagerRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  addResultToErrors(app);
  app.get(
    '/initialize',
    { schema: { tags, security, summary: 'The disks and settings of my file manager', response: responses(initializeResponseSchema) } },
    async (request) => {
      requireActor(request);
      return initialize();
    },
  );
  app.get(
    '/content',
    { schema: { tags, security, summary: "A folder's folders and files, a page at a time, sorted by name", querystring: contentQuerySchema, response: responses(contentResponseSchema) } },
    async (request) => content(platform, requireActor(request), request.query),
  );
  app.get(
    '/tree',
    { schema: { tags, security, summary: "One level of a folder's folders, each with hasSubdirectories", querystring: diskPathQuerySchema, response: responses(treeResponseSchema) } },
    async (request) => tree(platform, requireActor(request), request.query),
  );
  app.get(
    '/download',
    { schema: { tags, summary: 'Download a file (token: a bearer token, for a plain link)', querystring: fileQuerySchema } },
    async (request, reply) => sendPrivateDownload(reply, await readFile(platform, await linkActor(platform, request, request.query.token), request.query)),
  );
  app.get(
    '/preview',
    { schema: { tags, summary: 'View a file inline, for previews of images, audio, video and PDFs (token: a bearer token)', querystring: fileQuerySchema } },
    async (request, reply) => {
      const file = await readFile(platform, await linkActor(platform, request, request.query.token), request.query);
      return reply.type(file.contentType).header('content-disposition', 'inline').header('x-content-type-options', 'nosniff').header('cache-control', 'private, no-store').headers(INLINE_PDF_POLICY).send(file.body);
    },
  );
  app.get(
    '/url',
    { schema: { tags, security, summary: "A file's download address", querystring: diskPathQuerySchema, response: responses(urlResponseSchema) } },
    async (request) => fileUrl(platform, requireActor(request), request.query),
  );
  app.post(
    '/create-directory',
    { schema: { tags, security, summary: 'Make a folder', body: createItemBodySchema, response: responses(createDirectoryResponseSchema) } },
    async (request) => createDirectory(platform, requireActor(request), request.body),
  );
  app.post(
    '/create-file',
    { schema: { tags, security, summary: 'Make an empty text file', body: createItemBodySchema, response: responses(createFileResponseSchema) } },
    async (request) => createFile(platform, requireActor(request), request.body),
  );
  app.post(
    '/upload',
    {
      config: limit(60),
      schema: {
        tags,
        security,
        summary: 'Upload files (multipart: disk, path, files[]); judged by their bytes; a taken name gets " (2)"',
        consumes: ['multipart/form-data'],
        response: responses(uploadResponseSchema),
      },
    },
    async (request) => upload(platform, requireActor(request), request),
  );
  app.post(
    '/delete',
    { schema: { tags, security, summary: 'Delete files and folders (with everything in them)', body: deleteBodySchema, response: responses(resultResponseSchema) } },
    async (request) => deleteItems(platform, requireActor(request), request.body),
  );
  app.post(
    '/paste',
    { schema: { tags, security, summary: "Paste the clipboard's files and folders (copy or cut)", body: pasteBodySchema, response: responses(resultResponseSchema) } },
    async (request) => paste(platform, requireActor(request), request.body),
  );
  app.post(
    '/rename',
    { schema: { tags, security, summary: 'Rename a file or folder in its folder', body: renameBodySchema, response: responses(resultResponseSchema) } },
    async (request) => rename(platform, requireActor(request), request.body),
  );
  app.get(
    '/project-settings',
    { schema: { tags, security, summary: "Whether a project's members may write in its folder (path: anywhere in the folder)", querystring: diskPathQuerySchema, response: responses(projectSettingsResponseSchema) } },
    async (request) => projectSettings(platform, requireActor(request), request.query),
  );
  app.post(
    '/project-settings',
    { schema: { tags, security, summary: "Let a project's members write in its folder, or make it read-only to them (its realtor)", body: projectSettingsBodySchema, response: responses(projectSettingsResponseSchema) } },
    async (request) => changeProjectSettings(platform, requireActor(request), request.body),
  );
  app.post(
    '/summarize-file',
    { config: limit(20), schema: { tags, security, summary: "Summarise a file's text (PDF or plain text) with a prompt; kept per file version", body: summarizeBodySchema, response: responses(summaryResponseSchema) } },
    async (request) => summarizeFile(platform, requireActor(request), request.body),
  );
  app.get(
    '/prompts',
    { schema: { tags, security, summary: "A file's history of prompts and answers", querystring: promptsQuerySchema, response: responses(promptsResponseSchema) } },
    async (request) => promptsOf(platform, requireActor(request), request.query.path),
  );
};
