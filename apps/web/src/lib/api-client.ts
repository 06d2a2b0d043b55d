import { isErrorCode, type ErrorCode } from '@openhouse/shared/http/error-code-list';
import { openGlobalModal } from './global-modals';
import { clearSession, isLive, readSession } from './session';

export const API_BASE = '/api/v1';

/**
 * A failed call. `message` is the server's (the client shows it); `code` is what the client branches on,
 * null when there was no answer (status 0) or the answer named no code we know.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | null;
  readonly errors: Record<string, string[]>;
  readonly body: unknown;

  constructor(status: number, message: string, errors: Record<string, string[]> = {}, body: unknown = null, code: ErrorCode | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.body = body;
  }
}

/** True when the server refused the call with one of these codes. */
export function hasErrorCode(error: unknown, ...codes: ErrorCode[]): error is ApiError {
  return error instanceof ApiError && error.code !== null && codes.includes(error.code);
}

/** The server's message when it gave one, else the caller's own wording for the situation. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status > 0 && error.message ? error.message : fallback;
}

/** True when the request never got an answer (offline, DNS, CORS): the spec's "exception" case. */
export function isNetworkError(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /**
   * Sign-in calls answer 401 for wrong credentials or an ended pre-verification token; those
   * must not clear the session nor pop the login modal over the form that made them.
   */
  skipAuthHandling?: boolean;
  /** Another API root than /api/v1 (the file manager lives under /api/file-manager, as the spec says). */
  base?: string;
};

function buildUrl(path: string, query?: Query, base = API_BASE): string {
  const url = `${base}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function handleAuthFailure(status: number, code: ErrorCode | null) {
  // A refused sign-in (invalid_credentials) is also a 401, but the session it did not create is not over.
  if (code === 'unauthenticated') {
    clearSession();
    openGlobalModal('login', { referrer: window.location.pathname + window.location.search });
  } else if (status === 403 && !isLive(readSession())) {
    clearSession();
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readSession()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query, options.base), { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'The server could not be reached.', {}, null);
  }

  const payload = await readBody(response);
  if (response.ok) return payload as T;

  const record = (payload && typeof payload === 'object' ? payload : {}) as { message?: unknown; code?: unknown; errors?: unknown };
  const message = typeof record.message === 'string' ? record.message : '';
  const code = isErrorCode(record.code) ? record.code : null;
  const errors = (record.errors && typeof record.errors === 'object' ? record.errors : {}) as Record<string, string[]>;
  if (!options.skipAuthHandling) handleAuthFailure(response.status, code);
  throw new ApiError(response.status, message, errors, payload, code);
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Options) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
