import { accountMessages as m } from '@openhouse/shared/accounts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { toastInfo } from '../../../lib/notify';
import { readSession } from '../../../lib/session';
import { useSession } from '../../../lib/session-context';
import { logout } from '../api/logout';

/** /auth/logout: revokes the token server-side, forgets the session here, then shows sign-in. */
export function LogoutPage() {
  const { signOut } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const hadSession = readSession() !== null;
    // A token the server already ended answers 401; the local session goes either way.
    const revoke = hadSession ? logout().catch(() => undefined) : Promise.resolve(undefined);
    void revoke.then(() => {
      signOut();
      queryClient.clear();
      if (hadSession) toastInfo(m.loggedOut);
      navigate('/auth/login', { replace: true });
    });
  }, [signOut, queryClient, navigate]);

  return <PageLoader />;
}
