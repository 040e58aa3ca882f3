import { zodResolver } from '@hookform/resolvers/zod';
import { currentPassword, newPassword } from '@questboard/contract/fields';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NewPasswordFields } from '../../../components/password/new-password-fields';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { reportToForm } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
import { changePassword } from '../api/change-password';

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const schema = z
    .object({ currentPassword, newPassword, confirm: z.string() })
    .refine((v) => v.newPassword === v.confirm, { path: ['confirm'], message: t('errors.passwords_differ') });
  type Values = z.input<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const change = useMutation({
    mutationFn: async ({ currentPassword: current, newPassword: next }: Values) => {
      await changePassword({ currentPassword: current, newPassword: next });
      form.reset();
      toastSuccess(t('settings.password_changed'));
    },
    onError: (error) => reportToForm(error, form),
  });
  const { errors } = form.formState;

  return (
    <form className="flex max-w-md flex-col gap-4" noValidate onSubmit={form.handleSubmit((v) => change.mutate(v))}>
      <Input
        label={t('settings.current_password')}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <NewPasswordFields
        password={{ field: form.register('newPassword'), error: errors.newPassword?.message }}
        confirm={{ field: form.register('confirm'), error: errors.confirm?.message }}
      />
      <Button type="submit" className="self-start" loading={change.isPending}>
        {t('settings.change_password')}
      </Button>
    </form>
  );
}
