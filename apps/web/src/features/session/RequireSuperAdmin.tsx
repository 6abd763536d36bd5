import { Outlet } from 'react-router';
import { NotAuthorizedPage } from './NotAuthorizedPage.tsx';
import { useSession } from './useSession.ts';

/** Admin routes (spec part 1 §6): super admins only; anyone else gets the not-authorized page. */
export function RequireSuperAdmin() {
  const { user } = useSession();
  return user?.isSuperAdmin ? <Outlet /> : <NotAuthorizedPage />;
}
