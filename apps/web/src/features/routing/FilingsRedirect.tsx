import { Navigate, useLocation } from 'react-router';

/** `/filings` goes to /file1099/filings, keeping its query (tab, trowser, step, params). */
export function FilingsRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: '/file1099/filings', search, hash }} replace />;
}
