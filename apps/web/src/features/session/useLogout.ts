import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Sends the user to /logout, which clears the session and client data. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    void navigate('/logout', { replace: true });
  }, [navigate]);
}
