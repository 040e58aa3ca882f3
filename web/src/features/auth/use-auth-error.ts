import { ERROR_CODES } from '@questboard/contract/errors';
import { useCallback } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { errorMessage, isApiError } from '../../lib/api-error';
import { reportToForm } from '../../lib/form-errors';
import { toastError } from '../../lib/toast';
import { useAuthStore } from '../../stores/auth-store';
import { usePopupStore } from '../../stores/popup-store';
import { resendEmail } from './api/resend-email';

/**
 * Spec §4: INACTIVE_USER on login or register resends the code and opens verify-email;
 * any other error clears the remembered e-mail and is shown: inside the popup through `show` (a toast would sit
 * under the modal's backdrop), else as a toast.
 */
export function useAuthError<V extends FieldValues>(
  show?: (message: string) => void,
  /** The dialog's form: field messages of the server go next to their fields. */
  form?: Pick<UseFormReturn<V>, 'getValues' | 'setError'>,
): (error: unknown, email: string, password?: string) => Promise<void> {
  return useCallback(
    async (error, email, password) => {
      const { setAuthUserEmail, setAuthUserPassword } = useAuthStore.getState();
      const popups = usePopupStore.getState();
      if (isApiError(error) && error.code === ERROR_CODES.INACTIVE_USER) {
        setAuthUserEmail(email);
        setAuthUserPassword(password ?? '');
        await resendEmail(email).catch((resendError: unknown) => toastError(resendError));
        popups.closePopup('login');
        popups.closePopup('registration');
        popups.openPopup('verify-email');
        return;
      }
      setAuthUserEmail('');
      setAuthUserPassword('');
      const say = (other: unknown) => (show ? show(errorMessage(other)) : toastError(other));
      if (form) reportToForm(error, form, say);
      else say(error);
    },
    [show, form],
  );
}
