import { safeRedirectPath } from '@questboard/contract/redirects';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isAuthPopup, usePopupStore } from '../stores/popup-store';

/**
 * Opens a popup named in the URL (`?popup=login&redirect=…` from the auth guard,
 * `?popup=reset-password&email=…&secretKey=…` from the e-mailed link), then tidies the URL.
 */
export function PopupUrlSync() {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const popup = params.get('popup');
    if (!isAuthPopup(popup)) return;
    const store = usePopupStore.getState();
    const redirect = safeRedirectPath(params.get('redirect'), '');
    if (redirect) store.setRedirectAfterLogin(redirect);
    if (popup === 'reset-password') {
      store.setResetParams({ email: params.get('email') ?? '', secretKey: params.get('secretKey') ?? '' });
    }
    store.openPopup(popup);
    for (const key of ['popup', 'redirect', 'email', 'secretKey']) params.delete(key);
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [location.search, location.pathname, navigate]);

  return null;
}
