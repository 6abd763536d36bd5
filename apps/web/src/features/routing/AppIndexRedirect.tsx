import { Navigate } from 'react-router';
import { isFirmShell } from '../session/access.ts';
import { useSession } from '../session/useSession.ts';

/**
 * An app's root (spec part 1 §2): a firm outside any client goes to its clients, everyone else to
 * the dashboard.
 */
export function AppIndexRedirect() {
  const { user } = useSession();
  return <Navigate to={isFirmShell(user) ? 'clients' : 'dashboard'} replace />;
}
