import { zodResolver } from '@hookform/resolvers/zod';
import { SignInBody } from '@questboard/contract/users';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input } from '../../../components/ui/input';
import { useBotCheck } from '../../../hooks/use-bot-check';
import { useAuthStore } from '../../../stores/auth-store';
import { usePopupStore } from '../../../stores/popup-store';
import { signIn } from '../api/sign-in';
import { startSession } from '../session';
import { useAfterSignIn } from '../use-after-sign-in';
import { useAuthError } from '../use-auth-error';
import { BotCheckBadge } from './bot-check-badge';
import { WalletSignIn } from './wallet-sign-in';

const schema = SignInBody.pick({ email: true, password: true });
type Values = z.input<typeof schema>;

/** `socialSignIn`: the "continue with" buttons, given by the app shell (they belong to the socials feature). */
export function LoginPopup({ socialSignIn }: { socialSignIn?: ReactNode }) {
  const { t } = useTranslation();
  const { openPopup, closePopup } = usePopupStore.getState();
  const authUserEmail = useAuthStore((s) => s.authUserEmail);
  const getBotToken = useBotCheck('login');
  const [serverError, setServerError] = useState<string | null>(null);
  const [checkingHuman, setCheckingHuman] = useState(false);
  const afterSignIn = useAfterSignIn();
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: authUserEmail, password: '' },
  });
  const onAuthError = useAuthError(setServerError, form);
  const login = useMutation({
    mutationFn: async (values: z.output<typeof schema>) => {
      useAuthStore.getState().setAuthUserEmail(values.email);
      setServerError(null);
      setCheckingHuman(true);
      const recaptcha = await getBotToken().finally(() => setCheckingHuman(false));
      await startSession(await signIn({ ...values, recaptcha }));
      closePopup('login');
      afterSignIn();
    },
    onError: (error) => onAuthError(error, form.getValues('email'), form.getValues('password')),
  });
  const { errors } = form.formState;

  return (
    <Dialog title={t('auth.form.login.title')} onClose={() => closePopup('login')} footer={<BotCheckBadge />}>
      <form className="flex flex-col gap-4" noValidate onSubmit={form.handleSubmit((v) => login.mutate(v))}>
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
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="-mt-2 flex justify-end">
          <Button variant="link" onClick={() => openPopup('forgot-password')}>
            {t('auth.form.login.forgot')}
          </Button>
        </div>
        <FormAlert message={serverError} />
        <Button type="submit" size="lg" loading={login.isPending}>
          {t('auth.form.login.submit')}
        </Button>
        {checkingHuman && (
          <p role="status" className="-mt-2 text-center text-sm text-zinc-400">
            {t('loop.auth.checking_human')}
          </p>
        )}
      </form>
      <WalletSignIn />
      {socialSignIn}
      <p className="mt-6 text-center text-sm text-zinc-400">
        {t('auth.form.login.no_account')}{' '}
        <Button variant="link" onClick={() => openPopup('registration')}>
          {t('auth.form.login.register')}
        </Button>
      </p>
    </Dialog>
  );
}
