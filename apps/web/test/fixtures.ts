import type { AuthPayload, SessionUser } from '../src/lib/session';

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    uuid: '1f0c6b8e-6c1e-4c55-9d8b-7d1d0c1b2a3f',
    name: 'Rita Realtor',
    email: 'rita@example.com',
    user_name: 'rita',
    roles: [{ id: 1, name: 'Realtor' }],
    show_guided_tour: 1,
    phone: '+14155550189',
    phone_verified: true,
    two_factor_type: null,
    picture: null,
    timezone: null,
    ...overrides,
  };
}

export function makeAuthPayload(user: SessionUser = makeUser(), overrides: Partial<AuthPayload> = {}): AuthPayload {
  return {
    user,
    authorization: {
      token: 'token-abc',
      type: 'bearer',
      expires_at: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
      stage: user.two_factor_type ? 'pre_verification' : 'verified',
    },
    twilio_token: null,
    sms_verification_code_expires_at: null,
    ...overrides,
  };
}
