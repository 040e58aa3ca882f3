import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordBody } from '@questboard/contract/users';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input } from '../../../components/ui/input';
import { useBotCheck } from '../../../hooks/use-bot-check';
import { errorMessage } from '../../../lib/api-error';
import { reportToForm } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
import { useAuthStore } from '../../../stores/auth-store';
import { usePopupStore } from '../../../stores/popup-store';
import { resetPassword } from '../api/reset-password';
import { BotCheckBadge } from './bot-check-badge';

const schema = ResetPasswordBody.pick({ email: true });
type Values = z.input<typeof schema>;

export function ForgotPasswordPopup() {
  const { t } = useTranslation();
  const { openPopup, closePopup } = usePopupStore.getState();
  const getBotToken = useBotCheck('forgot_password');
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: useAuthStore.getState().authUserEmail },
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: async ({ email }: z.output<typeof schema>) => {
      setServerError(null);
      await resetPassword({ email, recaptcha: await getBotToken() });
      toastSuccess(t('auth.form.forgot_password.sent'));
      closePopup('forgot-password');
    },
    onError: (error) => reportToForm(error, form, (other) => setServerError(errorMessage(other))),
  });

  return (
    <Dialog
      title={t('auth.form.forgot_password.title')}
      onClose={() => closePopup('forgot-password')}
      footer={<BotCheckBadge />}
    >
      <p className="mb-4 text-sm text-zinc-300">{t('auth.form.forgot_password.text')}</p>
      <form className="flex flex-col gap-4" noValidate onSubmit={form.handleSubmit((v) => send.mutate(v))}>
        <Input
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <FormAlert message={serverError} />
        <Button type="submit" size="lg" loading={send.isPending}>
          {t('auth.form.forgot_password.submit')}
        </Button>
      </form>
      <Button variant="link" className="mt-4" onClick={() => openPopup('login')}>
        {t('auth.form.forgot_password.back')}
      </Button>
    </Dialog>
  );
}
