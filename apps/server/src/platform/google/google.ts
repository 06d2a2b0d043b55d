/** Who Google says the token belongs to. Name and picture are not in the token check, so callers may take them from the client as display only. */
export type GoogleProfile = { sub: string; email: string };

export type GoogleVerifier = {
  /** Asks Google who an access token belongs to; null when Google does not vouch for it. */
  verify(accessToken: string): Promise<GoogleProfile | null>;
  enabled: boolean;
};

type TokenInfo = { aud?: string; azp?: string; sub?: string; email?: string; email_verified?: string | boolean; expires_in?: string | number };

/**
 * Verifies a Google OAuth access token with Google's own endpoints. The token must have been
 * issued to our client id and carry a verified e-mail; nothing the browser says is trusted.
 */
export function createGoogleVerifier(options: { clientId?: string; baseUrl: string }): GoogleVerifier {
  const base = options.baseUrl.replace(/\/$/, '');
  return {
    enabled: Boolean(options.clientId),
    async verify(accessToken) {
      if (!options.clientId) return null;
      const infoResponse = await fetch(`${base}/tokeninfo?access_token=${encodeURIComponent(accessToken)}`, { signal: AbortSignal.timeout(10_000) });
      if (!infoResponse.ok) return null;
      const info = (await infoResponse.json()) as TokenInfo;
      const audience = info.aud ?? info.azp;
      const verified = info.email_verified === true || info.email_verified === 'true';
      if (audience !== options.clientId || !verified || !info.email || !info.sub || Number(info.expires_in ?? 0) <= 0) return null;
      return { sub: info.sub, email: info.email.toLowerCase() };
    },
  };
}
