import { zodResolver } from '@hookform/resolvers/zod';
import { ActivateBody } from '@questboard/contract/users';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-error';
import { reportToForm } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
import { useAuthStore } from '../../../stores/auth-store';
import { usePopupStore } from '../../../stores/popup-store';
import { activate } from '../api/activate';
import { resendEmail } from '../api/resend-email';
import { startSession } from '../session';

const schema = ActivateBody.pick({ code: true });
type Values = z.input<typeof schema>;

export function VerifyEmailPopup() {
  const { t } = useTranslation();
  const { openPopup, closePopup } = usePopupStore.getState();
  const email = useAuthStore((s) => s.authUserEmail);
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const verify = useMutation({
    mutationFn: async ({ code }: z.output<typeof schema>) => {
      setServerError(null);
      const { authUserPassword, setAuthUserEmail, setAuthUserPassword } = useAuthStore.getState();
      const tokens = await activate({ email, code, password: authUserPassword || undefined });
      setAuthUserEmail('');
      setAuthUserPassword('');
      await startSession(tokens);
      closePopup('verify-email');
      openPopup('roles-select');
    },
    onError: (error) => reportToForm(error, form, (other) => setServerError(errorMessage(other))),
  });
  const resend = useMutation({
    mutationFn: async () => {
      setServerError(null);
      await resendEmail(email);
      toastSuccess(t('auth.form.verify_email.resent'));
    },
    onError: (error) => setServerError(errorMessage(error)),
  });

  return (
    <Dialog
      title={t('auth.form.verify_email.title')}
      onClose={() => {
        useAuthStore.getState().setAuthUserPassword('');
        closePopup('verify-email');
      }}
    >
      <p className="mb-4 text-sm text-zinc-300">{t('auth.form.verify_email.text', { email })}</p>
      <form className="flex flex-col gap-4" noValidate onSubmit={form.handleSubmit((v) => verify.mutate(v))}>
        <Input
          label={t('auth.form.verify_email.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
        <FormAlert message={serverError} />
        <Button type="submit" size="lg" loading={verify.isPending}>
          {t('auth.form.verify_email.submit')}
        </Button>
      </form>
      <Button variant="link" className="mt-4" loading={resend.isPending} onClick={() => resend.mutate()}>
        {t('auth.form.verify_email.resend')}
      </Button>
    </Dialog>
  );
}
