import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { usePopupStore } from '../../stores/popup-store';

/** Sends the user back to the page the auth guard stopped them at, if any. */
export function useAfterSignIn(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const { redirectAfterLogin, setRedirectAfterLogin } = usePopupStore.getState();
    if (!redirectAfterLogin) return;
    setRedirectAfterLogin(null);
    void navigate(redirectAfterLogin);
  }, [navigate]);
}
