import { z } from 'zod';
import { recordId } from '../http/record-id';
import { singleLineText, textMessages } from '../http/text';
import { fileManagerMessages as m } from './messages';
import { safePathSchema } from './file-manager-schemas';
import { MAX_ITEMS } from './rules';

/** Spec part 2 sections 3, 4 and 7: shared document packages and their public viewer. */

export const SHARE_AUDIENCES = ['anyone', 'emails'] as const;
export const SHARE_PERMISSIONS = ['view', 'download'] as const;

export const createShareLinkBodySchema = z
  .object({
    disk: singleLineText().min(1).max(64),
    paths: z.array(safePathSchema.refine((path) => path.length > 0, m.pathRefused)).min(1, m.shareNoFiles).max(MAX_ITEMS, m.tooManyItems),
    title: singleLineText().trim().max(120, { error: textMessages.maxLength(120) }).optional(),
    audience: z.enum(SHARE_AUDIENCES),
    emails: z.array(z.email().max(254)).max(50).default([]),
    permission: z.enum(SHARE_PERMISSIONS),
    expires_at: z.iso.datetime({ offset: true }).nullable().default(null),
  })
  .refine((body) => body.audience === 'anyone' || body.emails.length > 0, { message: m.shareEmailsRequired, path: ['emails'] });

export const shareLinkIdBodySchema = z.object({ link_id: recordId });
export const shareTokenParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/) });
export const shareFileQuerySchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/), file_path: z.string().min(1).max(2000) });
export const shareTokenQuerySchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/) });

/** A pass from a confirmed e-mail code (verified e-mail access), sent along with the viewer's calls. */
export const sharePassQuerySchema = z.object({ pass: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/).optional() });
export const accessCodeBodySchema = z.object({ token: shareTokenQuerySchema.shape.token, email: z.email().max(254) });
export const verifyAccessCodeBodySchema = accessCodeBodySchema.extend({ code: z.string().regex(/^\d{6}$/, m.accessCodeInvalid) });
export const accessPassResponseSchema = z.object({ message: z.string(), data: z.object({ pass: z.string(), expires_at: z.string() }) });

export const sharedFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  path: z.string(),
  last_modified: z.string(),
});
export type SharedFile = z.infer<typeof sharedFileSchema>;

export const sharedPackageSchema = z.object({
  property: z.object({ address: z.string(), city: z.string(), state: z.string(), image: z.string().nullable() }).nullable(),
  realtor: z.object({ name: z.string(), picture: z.string().nullable() }),
  files: z.array(sharedFileSchema),
  share_link: z.object({ id: z.number().int(), title: z.string(), permission: z.enum(SHARE_PERMISSIONS), expires_at: z.string().nullable() }),
});
export type SharedPackage = z.infer<typeof sharedPackageSchema>;
export const sharedPackageResponseSchema = z.object({ data: sharedPackageSchema });

/** A link as its owner manages it (GET /acl-rules): its rules, its files and how it was used. */
export const shareLinkRuleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  audience: z.enum(SHARE_AUDIENCES),
  emails: z.array(z.string()),
  permission: z.enum(SHARE_PERMISSIONS),
  expires_at: z.string().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
  file_count: z.number().int(),
  views: z.number().int(),
  downloads: z.number().int(),
  last_viewed_at: z.string().nullable(),
  created_at: z.string(),
});
export type ShareLinkRule = z.infer<typeof shareLinkRuleSchema>;
const resultSchema = z.object({ status: z.enum(['success', 'warning', 'danger', 'error']), message: z.string().nullable() });
export const aclRulesResponseSchema = z.object({ result: resultSchema, data: z.array(shareLinkRuleSchema) });
export const createShareLinkResponseSchema = z.object({ result: resultSchema, data: shareLinkRuleSchema });

/** A package shared with me (GET /share-link/get-list). */
export const receivedPackageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  from: z.string(),
  file_count: z.number().int(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type ReceivedPackage = z.infer<typeof receivedPackageSchema>;
export const receivedPackagesResponseSchema = z.object({ data: z.array(receivedPackageSchema) });
export const shareMessageResponseSchema = z.object({ message: z.string() });

/** GET /share-link/viewers: a package's use per viewer (e-mail null: a visitor of a link to anyone, signed out). */
export const shareViewersQuerySchema = z.object({ link_id: recordId });
export const shareViewersResponseSchema = z.object({
  result: resultSchema,
  data: z.object({
    viewers: z.array(z.object({ email: z.string().nullable(), opens: z.number().int(), views: z.number().int(), downloads: z.number().int(), first_at: z.string(), last_at: z.string() })),
    events: z.array(z.object({ action: z.enum(['open', 'view', 'download', 'download_all']), email: z.string().nullable(), file: z.string().nullable(), at: z.string() })),
  }),
});
