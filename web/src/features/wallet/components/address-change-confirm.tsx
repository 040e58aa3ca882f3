import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toastError, toastSuccess } from '../../../lib/toast';
import { sendAddressChangeCode } from '../api/wallet';

/** How the user confirms replacing a proven address: their password, or (e.g. without one) a code sent by e-mail. */
export interface Confirmation {
  by: 'password' | 'code';
  password: string;
  code: string;
}

export const emptyConfirmation: Confirmation = { by: 'password', password: '', code: '' };
export const isConfirmed = (c: Confirmation) =>
  c.by === 'password' ? c.password !== '' : /^\d{6}$/.test(c.code.trim());
export const confirmationBody = (c: Confirmation) =>
  c.by === 'password' ? { password: c.password } : { code: c.code.trim() };

/** The password field, or the e-mailed code's field once the user asked for a code instead. */
export function AddressChangeConfirm({ value, onChange }: { value: Confirmation; onChange(next: Confirmation): void }) {
  const { t } = useTranslation();
  const send = useMutation({
    mutationFn: async () => {
      const { sentTo } = await sendAddressChangeCode();
      onChange({ ...value, by: 'code', code: '' });
      toastSuccess(t('chain_wallet.change_code_sent', { email: sentTo }));
    },
    onError: (error) => toastError(error),
  });
  return (
    <div className="flex flex-col gap-2">
      {value.by === 'password' ? (
        <Input
          label={t('chain_wallet.password_to_replace')}
          type="password"
          autoComplete="current-password"
          value={value.password}
          onChange={(e) => onChange({ ...value, password: e.target.value })}
        />
      ) : (
        <Input
          label={t('chain_wallet.change_code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={value.code}
          hint={t('chain_wallet.change_code_hint')}
          onChange={(e) => onChange({ ...value, code: e.target.value })}
        />
      )}
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        <Button variant="link" onClick={() => send.mutate()} loading={send.isPending}>
          {value.by === 'password' ? t('chain_wallet.use_code_instead') : t('chain_wallet.send_new_code')}
        </Button>
        {value.by === 'code' && (
          <Button variant="link" onClick={() => onChange({ ...value, by: 'password' })}>
            {t('chain_wallet.use_password_instead')}
          </Button>
        )}
      </div>
    </div>
  );
}
