import { z } from 'zod';
import { multiLineText } from '../http/text';
import { recordId } from '../http/record-id';
import { pageQuerySchema } from '../http/pagination';

/** A disclosure is a seller's legally required statement (condition, hazards); everything else is a document. */
export const DOCUMENT_KINDS = ['document', 'disclosure'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const documentMessages = {
  decisionChoice: 'Choose granted or denied.',
  requested: 'Access requested. The listing side has been notified.',
  alreadyRequested: 'You have already requested access to these documents.',
  alreadyGranted: 'You already have access to these documents.',
  listingSideHasAccess: 'You already manage these documents.',
  granted: 'Access granted.',
  denied: 'Access denied.',
  notFound: 'Document not found.',
  downloadRecorded: 'Download recorded.',
  deleted: 'Document deleted.',
} as const;

export const propertyDocumentSchema = z.object({
  id: z.number().int(),
  property_id: z.number().int(),
  name: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  content_type: z.string(),
  size: z.number().int(),
  /** The authorised download route; it counts the download. */
  download_url: z.string(),
  created_at: z.string(),
});
export type PropertyDocument = z.infer<typeof propertyDocumentSchema>;

export const PERMISSION_STATUSES = ['requested', 'granted', 'denied'] as const;
export type PermissionStatus = (typeof PERMISSION_STATUSES)[number];

export const documentPermissionSchema = z.object({
  id: z.number().int(),
  property_id: z.number().int(),
  status: z.enum(PERMISSION_STATUSES),
  message: z.string().nullable(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  property: z.object({ id: z.number().int(), label: z.string(), street_address: z.string() }),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type DocumentPermission = z.infer<typeof documentPermissionSchema>;

/** POST /permissions: a signed-in user asks the listing side for a property's documents. */
export const permissionRequestSchema = z.object({
  property_id: recordId,
  message: multiLineText().trim().max(500).optional(),
});

/** PUT /permissions/{id}: the listing side decides. */
export const permissionDecisionSchema = z.object({
  status: z.enum(['granted', 'denied'], { error: documentMessages.decisionChoice }),
});

/** GET /permissions: requests on my listings (listing side) or my own requests; paged. */
export const permissionListQuerySchema = pageQuerySchema.extend({
  property_id: recordId.optional(),
  status: z.enum(PERMISSION_STATUSES).optional(),
});

/**
 * GET /property-documents/{id}: the documents the caller may see, and where the caller stands,
 * so the docs page can offer "Request access" or show the pending request.
 */
export const propertyDocumentsResponseSchema = z.object({
  data: z.array(propertyDocumentSchema),
  access: z.enum(['listing_side', 'granted', 'requested', 'denied', 'none', 'anonymous']),
  document_count: z.number().int(),
  permission: documentPermissionSchema.nullable(),
});

/** POST /property_document_download: counts a download (the download route also counts its own). */
export const documentDownloadSchema = z.object({
  document_id: recordId,
});

/** Upload limits for POST /propertie_upload_files/{id}: each file, and files per request. */
export const DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;
export const DOCUMENT_MAX_FILES = 10;
/** Display names are cut to this many characters. */
export const DOCUMENT_NAME_MAX = 150;

/** POST /propertie_upload_files/{id}: the stored documents. */
export const documentUploadResponseSchema = z.object({
  message: z.string(),
  data: z.array(propertyDocumentSchema),
});

/** GET /permissions/{id}. */
export const documentPermissionResponseSchema = z.object({
  message: z.string().optional(),
  data: documentPermissionSchema,
});

/** POST /permissions and PUT /permissions/{id}: a request sent or decided always says so, and the page shows it. */
export const documentPermissionChangeResponseSchema = documentPermissionResponseSchema.required({ message: true });
