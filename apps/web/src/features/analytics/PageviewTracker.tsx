import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pushAnalyticsEvent } from './analytics.ts';

/**
 * Pushes a `pageview` for every route the user opens. Only the path: queries carry e-mail addresses
 * and one-time codes (/confirmemail, /resetpassword, /acceptinvitation) that must not reach analytics.
 */
export function PageviewTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    pushAnalyticsEvent('pageview', { page: pathname });
  }, [pathname]);
  return null;
}
