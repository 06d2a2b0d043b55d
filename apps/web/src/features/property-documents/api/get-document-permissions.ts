import type { Page } from '@openhouse/shared/http/pagination';
import type { DocumentPermission, PermissionStatus } from '@openhouse/shared/properties/documents';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { propertyDocumentsKey } from './documents-keys';

export type PermissionFilter = { propertyId: number; status: PermissionStatus; page: number };

/** GET /permissions?property_id&status&page: the access requests on one listing, a page at a time. */
export function getDocumentPermissions({ propertyId, status, page }: PermissionFilter, signal?: AbortSignal): Promise<Page<DocumentPermission>> {
  return api.get<Page<DocumentPermission>>('/permissions', { query: { property_id: propertyId, status, page }, signal });
}

export const documentPermissionsQueryOptions = (filter: PermissionFilter) =>
  queryOptions({
    queryKey: [...propertyDocumentsKey, 'permissions', filter.propertyId, filter.status, filter.page],
    queryFn: ({ signal }) => getDocumentPermissions(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useDocumentPermissions(filter: PermissionFilter, enabled = true) {
  return useQuery({ ...documentPermissionsQueryOptions(filter), enabled });
}
