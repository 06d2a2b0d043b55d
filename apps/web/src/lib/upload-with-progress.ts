import { isErrorCode } from '@openhouse/shared/http/error-code-list';
import { ApiError } from './api-client';
import { readSession } from './session';

type UploadOptions = {
  /** Sends the signed-in person's token; links that carry their own (a vendor's upload link) leave it out. */
  signedIn?: boolean;
  onProgress: (percent: number) => void;
};

/** The answer's JSON, or null when it has none (a proxy's HTML error page). */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * POST of a multipart form with XMLHttpRequest rather than fetch, because only it reports upload progress (the
 * pages show a bar while files go up). It answers and fails as apiRequest does: the parsed body, or an ApiError
 * with the server's message, field errors and code (status 0 when no answer came).
 */
export function uploadWithProgress<T>(url: string, form: FormData, { signedIn = true, onProgress }: UploadOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    const token = signedIn ? readSession()?.token : undefined;
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ApiError(0, 'The server could not be reached.'));
    request.onload = () => {
      const body = parsed(request.responseText);
      if (request.status >= 200 && request.status < 300) return resolve(body as T);
      const record = (body && typeof body === 'object' ? body : {}) as { message?: unknown; code?: unknown; errors?: unknown };
      const message = typeof record.message === 'string' ? record.message : '';
      const errors = (record.errors && typeof record.errors === 'object' ? record.errors : {}) as Record<string, string[]>;
      reject(new ApiError(request.status, message, errors, body, isErrorCode(record.code) ? record.code : null));
    };
    request.send(form);
  });
}
