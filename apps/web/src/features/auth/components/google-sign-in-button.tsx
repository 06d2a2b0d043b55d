import { Button } from '@mantine/core';
import { signInMessages as m } from '@openhouse/shared/accounts/sign-in-messages';
import { IconBrandGoogleFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { toastError } from '../../../lib/notify';
import { usePublicConfig } from '../api/get-public-config';
import { googleLogin } from '../api/google-login';
import { useCompleteLogin } from '../hooks/use-complete-login';

type TokenResponse = { access_token?: string; error?: string };
type TokenClient = { requestAccessToken: () => void };
type GoogleIdentity = {
  accounts: {
    oauth2: {
      initTokenClient: (config: {
        client_id: string;
        scope: string;
        callback: (response: TokenResponse) => void;
        error_callback?: (error: { type: string }) => void;
      }) => TokenClient;
    };
  };
};

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const GIS_SRC = 'https://accounts.google.com/gsi/client';
let gisLoading: Promise<GoogleIdentity> | null = null;

/** Google's script is fetched only when sign-in with Google is switched on, and only once. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  if (window.google?.accounts?.oauth2) return Promise.resolve(window.google);
  gisLoading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SRC;
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('Google Identity Services did not load.')));
    script.onerror = () => {
      gisLoading = null;
      reject(new Error('Google Identity Services did not load.'));
    };
    document.head.appendChild(script);
  });
  return gisLoading;
}

type GoogleProfile = { name?: string; email?: string; picture?: string };

/** The spec's separate call to Google's user-info service with the access token. */
async function fetchGoogleProfile(accessToken: string): Promise<GoogleProfile> {
  const response = await fetch('https://www.googleapis.com/oauth2/v3/userinfo', { headers: { Authorization: `Bearer ${accessToken}` } });
  if (!response.ok) return {};
  return (await response.json()) as GoogleProfile;
}

type GoogleSignInButtonProps = { remember?: boolean; referrer?: string | null; onSignedIn?: () => void };

/** Shown only when the API names a Google client id (GET /config/public). */
export function GoogleSignInButton({ remember = false, referrer, onSignedIn }: GoogleSignInButtonProps) {
  const config = usePublicConfig();
  const completeLogin = useCompleteLogin();
  const [busy, setBusy] = useState(false);
  const clientId = config.data?.google_client_id;
  if (!clientId) return null;

  const fail = () => {
    setBusy(false);
    toastError(m.googleLoginFailed, { title: m.loginFailedToast });
  };

  const onToken = async (response: TokenResponse) => {
    if (!response.access_token) return fail();
    try {
      const profile = await fetchGoogleProfile(response.access_token);
      const answer = await googleLogin({ access_token: response.access_token, login_type: 'google', ...profile });
      setBusy(false);
      completeLogin(answer.data, { remember, referrer });
      onSignedIn?.();
    } catch {
      fail();
    }
  };

  const start = async () => {
    setBusy(true);
    try {
      const google = await loadGoogleIdentity();
      const client = google.accounts.oauth2.initTokenClient({
        client_id: clientId,
        scope: 'openid email profile',
        callback: (response) => void onToken(response),
        // The user closed Google's window: nothing failed, the button just becomes usable again.
        error_callback: () => setBusy(false),
      });
      client.requestAccessToken();
    } catch {
      fail();
    }
  };

  return (
    <Button variant="default" fullWidth leftSection={<IconBrandGoogleFilled size={18} aria-hidden />} loading={busy} onClick={() => void start()}>
      Sign in with Google
    </Button>
  );
}
