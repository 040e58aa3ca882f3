import { email as emailField, newPassword } from '@questboard/contract/fields';
import { usersApi } from '@questboard/contract/users';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { api } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAuthStore } from '../../../stores/auth-store';

/**
 * For an account made with a social network: add an e-mail address (proven by a code sent to it) and a password,
 * so the person can sign in by e-mail and receive the codes large withdrawals ask for.
 */
export function AddEmailForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: (address: string) => api.call(usersApi.addEmail, { body: { email: address } }),
    onSuccess: (_answer, address) => setSentTo(address),
    onError: (error) => toastError(error),
  });
  const confirm = useMutation({
    mutationFn: (address: string) => api.call(usersApi.confirmEmail, { body: { email: address, code, password } }),
    onSuccess: (profile) => {
      useAuthStore.getState().setCurrentUser(profile);
      toastSuccess(t('settings.email_added', { email: profile.email }));
    },
    onError: (error) => toastError(error),
  });

  if (!sentTo) {
    return (
      <form
        className="flex max-w-md flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const checked = emailField.safeParse(email);
          setProblem(checked.success ? null : t('settings.email_invalid'));
          if (checked.success) send.mutate(checked.data);
        }}
      >
        <p className="text-sm text-zinc-400">{t('settings.add_email_hint')}</p>
        <Input
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          value={email}
          error={problem ?? undefined}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" className="self-start" loading={send.isPending}>
          {t('settings.send_code')}
        </Button>
      </form>
    );
  }
  return (
    <form
      className="flex max-w-md flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const valid = z.object({ password: newPassword }).safeParse({ password });
        setProblem(valid.success ? null : (valid.error.issues[0]?.message ?? null));
        if (valid.success) confirm.mutate(sentTo);
      }}
    >
      <p className="text-sm text-zinc-300" role="status">
        {t('settings.code_sent', { email: sentTo })}
      </p>
      <Input
        label={t('settings.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <Input
        label={t('settings.new_password')}
        type="password"
        autoComplete="new-password"
        value={password}
        error={problem ?? undefined}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={confirm.isPending}>
          {t('settings.add_email')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setSentTo(null)}>
          {t('settings.other_address')}
        </Button>
      </div>
    </form>
  );
}
