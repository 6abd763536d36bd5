import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { MESSAGES } from '@file1099/shared';
import { useNotify } from '../notifications/useNotify.ts';
import { useSession } from './useSession.ts';

/**
 * Admin routes (spec part 1 §6): super admins only. Anyone else is sent home with the not-authorized
 * message, and nothing is asked of the server.
 */
export function RequireSuperAdmin() {
  const { user } = useSession();
  const allowed = user?.isSuperAdmin === true;
  const notify = useNotify();
  useEffect(() => {
    if (!allowed) notify(MESSAGES.notAuthorized, { severity: 'error', key: 'not-authorized' });
  }, [allowed, notify]);
  return allowed ? <Outlet /> : <Navigate to="/" replace />;
}
