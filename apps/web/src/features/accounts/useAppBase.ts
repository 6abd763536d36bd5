import { useLocation } from 'react-router';

/** The app the page belongs to: '/contractor' under the contractor portal, else '/file1099'. */
export function useAppBase(): '/file1099' | '/contractor' {
  const { pathname } = useLocation();
  return pathname.startsWith('/contractor') ? '/contractor' : '/file1099';
}
