import { zodResolver } from '@hookform/resolvers/zod';
import { type Profile, UpdateProfileBody } from '@questboard/contract/users';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Input } from '../../../components/ui/input';
import { reportToForm } from '../../../lib/form-errors';
import { shortenAddress } from '../../../lib/shorten-address';
import { toastSuccess } from '../../../lib/toast';
import { useAuthStore } from '../../../stores/auth-store';
import { updateProfile } from '../api/update-profile';

const schema = UpdateProfileBody.pick({ cryptoAddress: true });
type Values = z.input<typeof schema>;

export function WalletCard({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { cryptoAddress: user.cryptoAddress ?? '' },
  });
  const save = useMutation({
    mutationFn: async ({ cryptoAddress }: z.output<typeof schema>) => {
      useAuthStore.getState().setCurrentUser(await updateProfile({ cryptoAddress: cryptoAddress ?? null }));
      toastSuccess(t('settings.address_saved'));
    },
    onError: (error) => reportToForm(error, form),
  });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3 rounded-xl bg-zinc-950/60 p-4 ring-1 ring-zinc-800">
        {user.cryptoAddress ? (
          <>
            <span className="font-mono text-lg text-violet-400" title={user.cryptoAddress} data-testid="short-address">
              {shortenAddress(user.cryptoAddress)}
            </span>
            <CopyButton value={user.cryptoAddress} className="ml-auto" />
          </>
        ) : (
          <span className="text-zinc-400">{t('settings.no_address')}</span>
        )}
      </div>
      <form className="flex max-w-xl flex-col gap-4" noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))}>
        <Input
          label={t('settings.crypto_address')}
          placeholder="0x…"
          spellCheck={false}
          inputClassName="font-mono"
          error={form.formState.errors.cryptoAddress?.message}
          {...form.register('cryptoAddress')}
        />
        <Button type="submit" className="self-start" loading={save.isPending}>
          {t('settings.save_address')}
        </Button>
      </form>
    </div>
  );
}
