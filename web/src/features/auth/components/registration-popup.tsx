import { zodResolver } from '@hookform/resolvers/zod';
import { SignUpBody } from '@questboard/contract/users';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input } from '../../../components/ui/input';
import { forgetReferralCode, keptReferralCode } from '../../../domain/referral-code';
import { useBotCheck } from '../../../hooks/use-bot-check';
import { useAuthStore } from '../../../stores/auth-store';
import { usePopupStore } from '../../../stores/popup-store';
import { signUp } from '../api/sign-up';
import { useAuthError } from '../use-auth-error';
import { BotCheckBadge } from './bot-check-badge';

const schema = SignUpBody.pick({ email: true, password: true, displayName: true });
type Values = z.input<typeof schema>;

export function RegistrationPopup() {
  const { t } = useTranslation();
  const { openPopup, closePopup } = usePopupStore.getState();
  const getBotToken = useBotCheck('register');
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: useAuthStore.getState().authUserEmail, password: '', displayName: '' },
  });
  const onAuthError = useAuthError(setServerError, form);
  const register = useMutation({
    mutationFn: async (values: z.output<typeof schema>) => {
      useAuthStore.getState().setAuthUserEmail(values.email);
      useAuthStore.getState().setAuthUserPassword(values.password);
      setServerError(null);
      const recaptcha = await getBotToken();
      await signUp({ ...values, recaptcha, ref: keptReferralCode() });
      forgetReferralCode();
      closePopup('registration');
      openPopup('verify-email');
    },
    onError: (error) => onAuthError(error, form.getValues('email')),
  });
  const { errors } = form.formState;

  return (
    <Dialog
      title={t('auth.form.registration.title')}
      onClose={() => closePopup('registration')}
      footer={<BotCheckBadge />}
    >
      <form className="flex flex-col gap-4" noValidate onSubmit={form.handleSubmit((v) => register.mutate(v))}>
        <Input
          label={t('auth.form.registration.display_name')}
          hint={t('auth.form.registration.display_name_hint')}
          autoComplete="name"
          maxLength={60}
          error={errors.displayName?.message}
          {...form.register('displayName')}
        />
        <Input
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Input
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <FormAlert message={serverError} />
        <Button type="submit" size="lg" loading={register.isPending}>
          {t('auth.form.registration.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-zinc-400">
        {t('auth.form.registration.have_account')}{' '}
        <Button variant="link" onClick={() => openPopup('login')}>
          {t('auth.form.registration.login')}
        </Button>
      </p>
    </Dialog>
  );
}
