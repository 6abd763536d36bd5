import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { CrashScreen } from './CrashScreen.tsx';

/** The router's error element: any error thrown while rendering a route. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Unexpected error', error);
  }, [error]);
  return <CrashScreen />;
}
