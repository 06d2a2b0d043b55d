import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../test/fetch-mock';
import { makeAuthPayload } from '../../test/fixtures';
import { api, ApiError, hasErrorCode } from './api-client';
import { useGlobalModal } from './global-modals';
import { readSession, saveSession } from './session';

describe('api client', () => {
  it('sends the stored token and JSON, and returns the parsed answer', async () => {
    saveSession(makeAuthPayload(), { remember: false, stage: null });
    const mock = mockApi({ 'POST /things': () => json({ data: { id: 1 } }, 201) });
    await expect(api.post('/things', { a: 1 }, { query: { page: 2, empty: '' } })).resolves.toEqual({ data: { id: 1 } });
    const request = mock.requests[0]!;
    expect(request.headers.get('Authorization')).toBe('Bearer token-abc');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.body).toEqual({ a: 1 });
    expect(request.query.toString()).toBe('page=2');
  });

  it("throws ApiError with the server's message and field errors", async () => {
    mockApi({ 'POST /things': () => json({ message: 'Name is required.', errors: { name: ['Name is required.'] } }, 422) });
    const error = await api.post('/things', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Name is required.', errors: { name: ['Name is required.'] } });
  });

  it('carries the code the server gave, and none for a code it does not know', async () => {
    mockApi({ 'POST /a': () => json({ message: 'No.', code: 'password_not_set' }, 422), 'POST /b': () => json({ message: 'No.', code: 'made_up' }, 422) });
    const known = await api.post('/a', {}).catch((caught: unknown) => caught);
    expect(known).toMatchObject({ status: 422, code: 'password_not_set' });
    expect(hasErrorCode(known, 'password_not_set')).toBe(true);
    expect(hasErrorCode(known, 'validation_failed')).toBe(false);
    const unknown = await api.post('/b', {}).catch((caught: unknown) => caught);
    expect(unknown).toMatchObject({ status: 422, code: null });
  });

  it('leaves the session alone on a refused sign-in, a 401 of another code', async () => {
    saveSession(makeAuthPayload(), { remember: true, stage: null });
    mockApi({ 'POST /login': () => json({ message: 'These credentials do not match our records.', code: 'invalid_credentials' }, 401) });
    const modal = renderHook(() => useGlobalModal());
    await act(() => api.post('/login', {}).catch(() => undefined));
    expect(readSession()).not.toBeNull();
    expect(modal.result.current).toBeNull();
  });

  it("clears the session and opens the login modal on 401 'Unauthenticated.'", async () => {
    saveSession(makeAuthPayload(), { remember: true, stage: null });
    mockApi({ 'GET /me': () => json({ message: 'Unauthenticated.' }, 401) });
    const modal = renderHook(() => useGlobalModal());
    await act(() => api.get('/me').catch(() => undefined));
    expect(readSession()).toBeNull();
    expect(modal.result.current?.name).toBe('login');
  });

  it('leaves the session alone on 401 for calls that opt out (sign-in forms)', async () => {
    saveSession(makeAuthPayload(), { remember: false, stage: 'pre_verification' });
    mockApi({ 'POST /verify-2fa-code': () => json({ message: 'Unauthenticated.' }, 401) });
    await api.post('/verify-2fa-code', {}, { skipAuthHandling: true }).catch(() => undefined);
    expect(readSession()).not.toBeNull();
  });

  it('clears a stored session that is no longer live on 403', async () => {
    const payload = makeAuthPayload();
    saveSession({ ...payload, authorization: { ...payload.authorization, expires_at: new Date(Date.now() - 1000).toISOString() } }, { remember: false, stage: null });
    mockApi({ 'GET /vendors': () => json({ message: 'This action is unauthorized.' }, 403) });
    await api.get('/vendors').catch(() => undefined);
    expect(readSession()).toBeNull();
  });

  it('keeps a live session on 403 (the user is signed in, just not allowed)', async () => {
    saveSession(makeAuthPayload(), { remember: false, stage: null });
    mockApi({ 'GET /vendors': () => json({ message: 'This action is unauthorized.' }, 403) });
    await api.get('/vendors').catch(() => undefined);
    expect(readSession()).not.toBeNull();
  });

  it('reports an unreachable server as status 0', async () => {
    mockApi({
      'GET /me': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(api.get('/me')).rejects.toMatchObject({ status: 0 });
  });
});
