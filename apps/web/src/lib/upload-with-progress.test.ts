import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeRequest } from '../../test/fake-xhr';
import { makeAuthPayload } from '../../test/fixtures';
import { ApiError } from './api-client';
import { clearSession, saveSession } from './session';
import { uploadWithProgress } from './upload-with-progress';

function start(options: { signedIn?: boolean } = {}) {
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  const form = new FormData();
  form.append('files[]', new File(['hello'], 'a.txt'));
  const progress: number[] = [];
  const answer = uploadWithProgress<{ ok: boolean }>('/api/things/upload', form, { ...options, onProgress: (percent) => progress.push(percent) });
  return { request: FakeRequest.last, form, progress, answer };
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('uploadWithProgress', () => {
  it('posts the form with the session token, reports whole percents, and answers the parsed body', async () => {
    saveSession(makeAuthPayload(), { remember: false, stage: null });
    const { request, form, progress, answer } = start();
    expect(request).toMatchObject({ method: 'POST', url: '/api/things/upload', body: form });
    expect(request.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer token-abc' });
    request.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 3 });
    request.upload.onprogress?.({ lengthComputable: false, loaded: 2, total: 0 });
    request.upload.onprogress?.({ lengthComputable: true, loaded: 3, total: 3 });
    request.answer(200, '{"ok":true}');
    await expect(answer).resolves.toEqual({ ok: true });
    expect(progress).toEqual([33, 100]);
  });

  it('leaves the token out for a link that carries its own', () => {
    saveSession(makeAuthPayload(), { remember: false, stage: null });
    const { request } = start({ signedIn: false });
    expect(request.headers).toEqual({ Accept: 'application/json' });
  });

  it("fails with the server's message, field errors and code, or with status 0 when no answer came", async () => {
    const refused = start();
    refused.request.answer(422, JSON.stringify({ message: 'The file is too large.', errors: { 'files.0': ['The file is too large.'] }, code: 'validation_failed' }));
    const error = await refused.answer.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'The file is too large.', errors: { 'files.0': ['The file is too large.'] }, code: 'validation_failed' });

    const proxy = start();
    proxy.request.answer(502, '<html>Bad gateway</html>');
    await expect(proxy.answer).rejects.toMatchObject({ status: 502, message: '', body: null });

    const offline = start();
    offline.request.onerror?.();
    await expect(offline.answer).rejects.toMatchObject({ status: 0, message: 'The server could not be reached.' });
  });
});
