import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '../ui/input';

interface PasswordField {
  field: UseFormRegisterReturn;
  error?: string;
}

/** A new password and the same typed again (setting one from a reset link, changing it in settings). */
export function NewPasswordFields({ password, confirm }: { password: PasswordField; confirm: PasswordField }) {
  const { t } = useTranslation();
  return (
    <>
      <Input
        label={t('settings.new_password')}
        type="password"
        autoComplete="new-password"
        error={password.error}
        {...password.field}
      />
      <Input
        label={t('auth.confirm_password')}
        type="password"
        autoComplete="new-password"
        error={confirm.error}
        {...confirm.field}
      />
    </>
  );
}
