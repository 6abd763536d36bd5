import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { getAccessRedirect, type AccessNeed } from './access.ts';
import { PageLoading } from './PageLoading.tsx';
import { useSession } from './useSession.ts';

interface RequireSessionProps {
  need: AccessNeed;
  children?: ReactNode;
}

/**
 * Applies the protected-route rules (spec part 1 §2) around its routes. The page asked for goes along
 * as `state.from`, so sign-in, the second factor and the account picker can return to it.
 */
export function RequireSession({ need, children }: RequireSessionProps) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <PageLoading label="Loading your session" />;
  const redirect = getAccessRedirect(user, need);
  if (redirect) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={redirect} replace state={{ from }} />;
  }
  return children ?? <Outlet />;
}
