import { describe, expect, it } from 'vitest';
import { makeAuthPayload, makeUser } from '../../test/fixtures';
import { clearSession, isLive, readSession, rememberReferrer, saveSession, SESSION_KEYS, takeReferrer } from './session';

describe('session storage', () => {
  it('keeps the spec keys in sessionStorage unless the user asked to be remembered', () => {
    saveSession(makeAuthPayload(makeUser(), { twilio_token: 'tw-1' }), { remember: false, stage: null });
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_KEYS.accessToken)!)).toMatchObject({ token: 'token-abc', timestamp: expect.any(Number) });
    expect(window.sessionStorage.getItem(SESSION_KEYS.userEmail)).toBe('rita@example.com');
    expect(window.sessionStorage.getItem(SESSION_KEYS.twilioToken)).toBe('tw-1');
    expect(window.localStorage.length).toBe(0);

    saveSession(makeAuthPayload(), { remember: true, stage: 'pre_verification' });
    expect(window.localStorage.getItem(SESSION_KEYS.authStage)).toBe('pre_verification');
    expect(window.sessionStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();
  });

  it('tells the server by a hint cookie, never the token, whether a live session is held', () => {
    const hint = () => document.cookie.split('; ').find((cookie) => cookie.startsWith('openhouse_signed_in='));
    saveSession(makeAuthPayload(), { remember: false, stage: 'pre_verification' });
    expect(hint()).toBeUndefined();
    saveSession(makeAuthPayload(), { remember: true, stage: null });
    expect(hint()).toBe('openhouse_signed_in=1');
    expect(document.cookie).not.toContain('token-abc');
    clearSession();
    expect(hint()).toBeUndefined();
  });

  it('is live until the server expiry, and never while the second step is pending', () => {
    saveSession(makeAuthPayload(), { remember: false, stage: null });
    const session = readSession();
    expect(isLive(session)).toBe(true);
    expect(isLive(session, session!.expiresAt + 1)).toBe(false);

    saveSession(makeAuthPayload(), { remember: false, stage: 'pre_verification' });
    expect(isLive(readSession())).toBe(false);
  });

  it('falls back to one hour from the token timestamp without a server expiry', () => {
    const payload = makeAuthPayload();
    saveSession({ ...payload, authorization: { ...payload.authorization, expires_at: '' } }, { remember: false, stage: null });
    const session = readSession()!;
    expect(session.expiresAt - session.timestamp).toBe(60 * 60 * 1000);
  });

  it('remembers the referrer once', () => {
    rememberReferrer('/vendors?page=2');
    expect(takeReferrer()).toBe('/vendors?page=2');
    expect(takeReferrer()).toBeNull();
  });
});
