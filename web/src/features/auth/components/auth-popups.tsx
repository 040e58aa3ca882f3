import { usePopupStore } from '../../../stores/popup-store';
import { ForgotPasswordPopup } from './forgot-password-popup';
import { LoginPopup } from './login-popup';
import { RegistrationPopup } from './registration-popup';
import { ResetPasswordPopup } from './reset-password-popup';
import { RolesSelectPopup } from './roles-select-popup';
import { VerifyEmailPopup } from './verify-email-popup';

/** The one open authentication popup (loaded on demand, so the landing page stays light). */
export default function AuthPopups() {
  const open = usePopupStore((s) => s.open);
  switch (open) {
    case 'login':
      return <LoginPopup key="login" />;
    case 'registration':
      return <RegistrationPopup key="registration" />;
    case 'verify-email':
      return <VerifyEmailPopup key="verify-email" />;
    case 'forgot-password':
      return <ForgotPasswordPopup key="forgot-password" />;
    case 'reset-password':
      return <ResetPasswordPopup key="reset-password" />;
    case 'roles-select':
      return <RolesSelectPopup key="roles-select" />;
    default:
      return null;
  }
}
