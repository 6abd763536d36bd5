import { Navigate } from 'react-router';
import { getLastAppPath } from './lastAppPath.ts';

/** `/` goes to the last used app path, by default /file1099. */
export function RootRedirect() {
  return <Navigate to={getLastAppPath()} replace />;
}
