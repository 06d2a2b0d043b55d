import { createHmac } from 'node:crypto';

/** What GET /twilio/token answers: how the web connects to the realtime channel as this user. */
export type RealtimeToken = { provider: 'openhouse' | 'twilio'; token: string; identity: string; socket_path: string | null };

/**
 * Where realtime tokens come from (docs/DECISIONS.md, Messaging: realtime token). Built in: Openhouse's own
 * Socket.IO channel, which takes the session's bearer token. With a Twilio API key configured: a Twilio
 * Access Token for Conversations and Video, minted here (it is a signed JWT; Twilio is not called).
 */
export type RealtimeTokens = {
  issue(person: { id: number }, bearerToken: string): RealtimeToken;
};

export const builtInRealtimeTokens: RealtimeTokens = {
  issue: (person, bearerToken) => ({ provider: 'openhouse', token: bearerToken, identity: String(person.id), socket_path: '/socket.io' }),
};

export type TwilioTokenOptions = {
  accountSid: string;
  apiKeySid: string;
  apiKeySecret: string;
  conversationsServiceSid: string;
  /** How long a token is good for, in seconds (Twilio allows at most 24 hours). */
  ttlSeconds: number;
  now?: () => number;
};

const base64Url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** Twilio's Access Token format: an HS256 JWT signed with the API key's secret, typed `twilio-fpa;v=1`. */
export function createTwilioRealtimeTokens(options: TwilioTokenOptions): RealtimeTokens {
  return {
    issue(person) {
      const issuedAt = Math.floor((options.now?.() ?? Date.now()) / 1000);
      const identity = String(person.id);
      const header = { typ: 'JWT', alg: 'HS256', cty: 'twilio-fpa;v=1' };
      const payload = {
        jti: `${options.apiKeySid}-${issuedAt}`,
        iss: options.apiKeySid,
        sub: options.accountSid,
        iat: issuedAt,
        nbf: issuedAt,
        exp: issuedAt + options.ttlSeconds,
        // Chat is Twilio Conversations' grant name; video lets the same identity join a tour's room.
        grants: { identity, chat: { service_sid: options.conversationsServiceSid }, video: {} },
      };
      const unsigned = `${base64Url(JSON.stringify(header))}.${base64Url(JSON.stringify(payload))}`;
      const signature = createHmac('sha256', options.apiKeySecret).update(unsigned).digest('base64url');
      return { provider: 'twilio', token: `${unsigned}.${signature}`, identity, socket_path: null };
    },
  };
}

export type RealtimeTokenConfig = {
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_API_KEY_SID?: string;
  TWILIO_API_KEY_SECRET?: string;
  TWILIO_CONVERSATIONS_SERVICE_SID?: string;
  TWILIO_TOKEN_TTL_SECONDS: number;
};

/** The Twilio adapter when its API key is configured (loadConfig has checked the set is whole), else the built-in channel. */
export function createRealtimeTokens(config: RealtimeTokenConfig): RealtimeTokens {
  const { TWILIO_ACCOUNT_SID, TWILIO_API_KEY_SID, TWILIO_API_KEY_SECRET, TWILIO_CONVERSATIONS_SERVICE_SID } = config;
  if (!TWILIO_ACCOUNT_SID || !TWILIO_API_KEY_SID || !TWILIO_API_KEY_SECRET || !TWILIO_CONVERSATIONS_SERVICE_SID) return builtInRealtimeTokens;
  return createTwilioRealtimeTokens({
    accountSid: TWILIO_ACCOUNT_SID,
    apiKeySid: TWILIO_API_KEY_SID,
    apiKeySecret: TWILIO_API_KEY_SECRET,
    conversationsServiceSid: TWILIO_CONVERSATIONS_SERVICE_SID,
    ttlSeconds: config.TWILIO_TOKEN_TTL_SECONDS,
  });
}
