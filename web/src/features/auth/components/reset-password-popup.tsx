import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR_CODES } from '@questboard/contract/errors';
import { newPassword } from '@questboard/contract/fields';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NewPasswordFields } from '../../../components/password/new-password-fields';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { useBotCheck } from '../../../hooks/use-bot-check';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { reportToForm } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
import { useAuthStore } from '../../../stores/auth-store';
import { usePopupStore } from '../../../stores/popup-store';
import { resetPassword } from '../api/reset-password';
import { setNewPassword } from '../api/set-new-password';
import { BotCheckBadge } from './bot-check-badge';

export function ResetPasswordPopup() {
  const { t } = useTranslation();
  const { closePopup, openPopup, resetParams, setResetParams } = usePopupStore.getState();
  const getBotToken = useBotCheck('set_new_password');
  // A new link is asked for like the forgot-password popup does: its own bot check.
  const getResendToken = useBotCheck('forgot_password');
  const schema = z
    .object({ password: newPassword, confirm: z.string() })
    .refine((v) => v.password === v.confirm, { path: ['confirm'], message: t('errors.passwords_differ') });
  type Values = z.input<typeof schema>;
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { password: '', confirm: '' } });
  const [serverError, setServerError] = useState<string | null>(null);
  const [linkUsed, setLinkUsed] = useState(false);
  const reset = useMutation({
    mutationFn: async ({ password }: Values) => {
      setServerError(null);
      if (!resetParams) throw new Error('This reset link is incomplete; request a new one.');
      await setNewPassword({ ...resetParams, password, recaptcha: await getBotToken() });
      useAuthStore.getState().setAuthUserEmail(resetParams.email);
      setResetParams(null);
      closePopup('reset-password');
      toastSuccess(t('auth.form.reset_password.success'));
      openPopup('login');
    },
    onError: (error) => {
      reportToForm(error, form, (other) => setServerError(errorMessage(other)));
      // A used or expired link cannot work again: offer a fresh one to the same address.
      setLinkUsed(isApiError(error) && error.code === ERROR_CODES.INVALID_CODE && Boolean(resetParams?.email));
    },
  });
  const resend = useMutation({
    mutationFn: async () => {
      if (!resetParams) return;
      await resetPassword({ email: resetParams.email, recaptcha: await getResendToken() });
      setLinkUsed(false);
      setServerError(null);
      useAuthStore.getState().setAuthUserEmail(resetParams.email);
      setResetParams(null);
      closePopup('reset-password');
      toastSuccess(t('auth.form.forgot_password.sent'));
    },
    onError: (error) => setServerError(errorMessage(error)),
  });
  const { errors } = form.formState;

  return (
    <Dialog
      title={t('auth.form.reset_password.title')}
      onClose={() => closePopup('reset-password')}
      footer={<BotCheckBadge />}
    >
      <form className="flex flex-col gap-4" noValidate onSubmit={form.handleSubmit((v) => reset.mutate(v))}>
        <NewPasswordFields
          password={{ field: form.register('password'), error: errors.password?.message }}
          confirm={{ field: form.register('confirm'), error: errors.confirm?.message }}
        />
        <FormAlert message={serverError}>
          {linkUsed && (
            <Button
              variant="secondary"
              className="self-start"
              loading={resend.isPending}
              onClick={() => resend.mutate()}
            >
              {t('loop.auth.send_new_link')}
            </Button>
          )}
        </FormAlert>
        <Button type="submit" size="lg" loading={reset.isPending}>
          {t('auth.form.reset_password.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
