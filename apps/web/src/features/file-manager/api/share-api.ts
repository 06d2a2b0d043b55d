import type {
  accessPassResponseSchema,
  aclRulesResponseSchema,
  createShareLinkBodySchema,
  createShareLinkResponseSchema,
  receivedPackagesResponseSchema,
  sharedPackageResponseSchema,
  shareViewersResponseSchema,
} from '@openhouse/shared/file-manager/share-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, API_BASE, apiRequest } from '../../../lib/api-client';
import { readSession } from '../../../lib/session';
import { DISK, FM_BASE } from './file-manager-api';

export type ShareLinkRule = z.output<typeof aclRulesResponseSchema>['data'][number];
export type ReceivedPackage = z.output<typeof receivedPackagesResponseSchema>['data'][number];
export type SharedPackage = z.output<typeof sharedPackageResponseSchema>['data'];
export type ShareFields = Omit<z.input<typeof createShareLinkBodySchema>, 'disk'>;

const shareKey = ['share-links'] as const;

/** GET /acl-rules: the links I made, with their rules and how they were used. */
export function useMyLinks() {
  return useQuery({
    queryKey: [...shareKey, 'mine'],
    queryFn: ({ signal }) => apiRequest<z.output<typeof aclRulesResponseSchema>>('/acl-rules', { base: FM_BASE, signal }).then((answer) => answer.data),
    // Views and downloads happen elsewhere: the counts are asked for again whenever the list is shown.
    refetchOnMount: 'always',
  });
}

/** GET /share-link/viewers: who opened, viewed and downloaded one of my packages; fresh each time it is shown. */
export function useLinkViewers(linkId: number) {
  return useQuery({
    queryKey: [...shareKey, 'viewers', linkId],
    queryFn: ({ signal }) => apiRequest<z.output<typeof shareViewersResponseSchema>>('/share-link/viewers', { base: FM_BASE, query: { link_id: linkId }, signal }).then((answer) => answer.data),
    refetchOnMount: 'always',
  });
}

/** GET /share-link/get-list: the packages shared with me. */
export function useReceivedPackages() {
  return useQuery({
    queryKey: [...shareKey, 'received'],
    queryFn: ({ signal }) => api.get<z.output<typeof receivedPackagesResponseSchema>>('/share-link/get-list', { signal }).then((answer) => answer.data),
    refetchOnMount: 'always',
  });
}

export function useCreateShareLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: ShareFields) => apiRequest<z.output<typeof createShareLinkResponseSchema>>('/share-link', { base: FM_BASE, method: 'POST', body: { disk: DISK, ...fields } }),
    onSuccess: () => client.invalidateQueries({ queryKey: shareKey }),
  });
}

export function useRevokeLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => apiRequest<{ message: string }>('/delete/sharelink', { base: FM_BASE, method: 'POST', body: { link_id: linkId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: shareKey }),
  });
}

/**
 * The pass a confirmed e-mail code bought for one package, kept for this tab only (sessionStorage): the viewer's
 * calls and plain links carry it.
 */
const passKey = (token: string) => `share-pass:${token}`;
export function readPass(token: string): string | null {
  try {
    return sessionStorage.getItem(passKey(token));
  } catch {
    return null;
  }
}
function keepPass(token: string, pass: string): void {
  try {
    sessionStorage.setItem(passKey(token), pass);
  } catch {
    // Storage refused (private mode): the pass still opens the package until the page is left.
  }
}

/** GET /share-link/{token}: the package the viewer shows (public; a link for chosen e-mails needs their login or a pass). */
export function useSharedPackage(token: string, signedIn: boolean, pass: string | null) {
  return useQuery({
    // Signing in or confirming a code may open a package meant for chosen e-mails: the answer depends on who asks.
    queryKey: [...shareKey, 'package', token, signedIn, pass],
    queryFn: ({ signal }) =>
      api.get<z.output<typeof sharedPackageResponseSchema>>(`/share-link/${encodeURIComponent(token)}`, { query: { pass: pass ?? undefined }, signal, skipAuthHandling: true }).then((answer) => answer.data),
    enabled: token !== '',
    retry: false,
  });
}

/** POST /share-link/access-code: a one-time code to an invited e-mail. */
export const requestAccessCode = (token: string, email: string) => api.post<{ message: string }>('/share-link/access-code', { token, email }, { skipAuthHandling: true });

/** POST /share-link/verify-code: the code for a pass, which is kept for the package's token. */
export async function confirmAccessCode(token: string, email: string, code: string): Promise<string> {
  const answer = await api.post<z.output<typeof accessPassResponseSchema>>('/share-link/verify-code', { token, email, code }, { skipAuthHandling: true });
  keepPass(token, answer.data.pass);
  return answer.data.pass;
}

export const leavePackage = (linkId: number) => api.post<{ message: string }>('/share-link/leave', { link_id: linkId });

/** The viewer's plain links: the package token, the file's path, the session when signed in, and a code's pass. */
export function packageLink(kind: 'view' | 'download' | 'download-all', token: string, filePath?: string): string {
  const params = new URLSearchParams({ token });
  if (filePath) params.set('file_path', filePath.replace(/^public\//, ''));
  const session = readSession()?.token;
  if (session) params.set('session', session);
  const pass = readPass(token);
  if (pass) params.set('pass', pass);
  return `${API_BASE}/share-documents/${kind}?${params.toString()}`;
}
