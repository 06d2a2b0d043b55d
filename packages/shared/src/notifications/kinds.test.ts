import { describe, expect, it } from 'vitest';
import { defaultChannels, effectiveChannels, isLockedKind, noticeSettingsUpdateSchema, SWITCHABLE_KINDS } from './kinds';

describe('notice kinds', () => {
  it('gives a person with several roles every channel any of their roles turns on', () => {
    expect(defaultChannels('outbid', ['Realtor'])).toEqual({ in_app: true, email: true, sms: false });
    expect(defaultChannels('outbid', ['Realtor', 'Buyer'])).toEqual({ in_app: true, email: true, sms: true });
    expect(defaultChannels('task_assigned', [])).toEqual({ in_app: true, email: false, sms: false });
  });

  it('keeps e-mail and SMS under the master switches, and security always in the app and by e-mail', () => {
    const all = { in_app: true, email: true, sms: true };
    expect(effectiveChannels('outbid', all, { email: false, sms: false })).toEqual({ in_app: true, email: false, sms: false });
    const none = { in_app: false, email: false, sms: false };
    expect(effectiveChannels('security', none, { email: false, sms: true })).toEqual({ in_app: true, email: true, sms: false });
    expect(isLockedKind('security')).toBe(true);
    expect(SWITCHABLE_KINDS).not.toContain('security');
  });

  it('refuses security and unknown kinds in an update, with their messages', () => {
    const security = noticeSettingsUpdateSchema.safeParse({ settings: [{ kind: 'security', in_app: false, email: false, sms: false }] });
    expect(security.error?.issues[0]?.message).toBe('Security notices cannot be turned off.');
    const unknown = noticeSettingsUpdateSchema.safeParse({ settings: [{ kind: 'fax', in_app: true, email: true, sms: true }] });
    expect(unknown.error?.issues[0]?.message).toBe('Choose a kind of notification from the list.');
    expect(noticeSettingsUpdateSchema.safeParse({ settings: [{ kind: 'meeting', in_app: true, email: false, sms: false }] }).success).toBe(true);
  });
});
