import { safeRedirectPath } from '@questboard/contract/redirects';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isAuthPopup, usePopupStore } from '../stores/popup-store';

/**
 * Opens a popup named in the URL (`?popup=login&redirect=…` from the auth guard,
 * `?popup=reset-password&email=…&secretKey=…` from the e-mailed link), keeps a referral link's `?ref=<code>` for the
 * sign-up, then tidies the URL.
 */
export function PopupUrlSync() {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const popup = params.get('popup');
    const ref = params.get('ref');
    // A referral link's code waits in this browser for the sign-up it brings (e-mail or social); loaded only then,
    // so a guest's first scripts stay inside their budget.
    if (ref !== null) void import('../domain/referral-code').then(({ keepReferralCode }) => keepReferralCode(ref));
    if (!isAuthPopup(popup)) {
      if (ref === null) return;
      params.delete('ref');
      const rest = params.toString();
      void navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true });
      return;
    }
    const store = usePopupStore.getState();
    const redirect = safeRedirectPath(params.get('redirect'), '');
    if (redirect) store.setRedirectAfterLogin(redirect);
    if (popup === 'reset-password') {
      store.setResetParams({ email: params.get('email') ?? '', secretKey: params.get('secretKey') ?? '' });
    }
    store.openPopup(popup);
    for (const key of ['popup', 'redirect', 'email', 'secretKey', 'ref']) params.delete(key);
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [location.search, location.pathname, navigate]);

  return null;
}
