import { ForgotPasswordPopup } from '../features/auth/components/forgot-password-popup';
import { LoginPopup } from '../features/auth/components/login-popup';
import { RegistrationPopup } from '../features/auth/components/registration-popup';
import { ResetPasswordPopup } from '../features/auth/components/reset-password-popup';
import { RolesSelectPopup } from '../features/auth/components/roles-select-popup';
import { VerifyEmailPopup } from '../features/auth/components/verify-email-popup';
import { SocialSignInButtons } from '../features/socials/components/social-sign-in-buttons';
import { usePopupStore } from '../stores/popup-store';

/** The one open authentication popup (loaded on demand, so the landing page stays light). */
export default function AuthPopups() {
  const open = usePopupStore((s) => s.open);
  switch (open) {
    case 'login':
      return <LoginPopup key="login" socialSignIn={<SocialSignInButtons />} />;
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
