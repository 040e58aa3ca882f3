import type { LinkedWallet } from '@questboard/contract/wallet-login';
import { walletLoginApi } from '@questboard/contract/wallet-login';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { invalidate } from '../../../lib/query-keys';
import { shortenAddress } from '../../../lib/shorten-address';
import { type Eip1193Provider, WalletStepError } from '../../../lib/siwe-wallet';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAuthStore } from '../../../stores/auth-store';
import { linkWallet, sendWalletLinkCode, unlinkWallet, useLinkedWallets } from '../api/wallet-logins';

function WalletRow({ wallet, onChanged }: { wallet: LinkedWallet; onChanged(): void }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const unlink = async () => {
    setBusy(true);
    try {
      await unlinkWallet(wallet.address);
      toastSuccess(t('wallet_login.settings.unlinked'));
      onChanged();
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3" data-testid="linked-wallet">
      <div className="min-w-0 flex-1">
        <p className="font-mono text-sm" title={wallet.address}>
          {shortenAddress(wallet.address)}
        </p>
        <p className="text-xs text-zinc-400">
          {t('wallet_login.settings.linked_on', { date: new Date(wallet.linkedAt).toLocaleDateString(i18n.language) })}
        </p>
      </div>
      <Button variant="secondary" size="sm" loading={busy} onClick={unlink}>
        {t('wallet_login.settings.unlink')}
      </Button>
    </li>
  );
}

/**
 * Settings → Security: the wallets the account signs in with; link one (the wallet signs, and an account with an
 * e-mail confirms with its password or an e-mailed code) or unlink one. `provider` replaces the injected wallet.
 */
export function LinkedWallets({ provider }: { provider?: Eip1193Provider }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const wallets = useLinkedWallets();
  const email = useAuthStore((s) => s.currentUser?.email ?? null);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const changed = () => void invalidate(client, walletLoginApi.list);

  const link = async (confirm: { password?: string; code?: string }) => {
    setBusy(true);
    setError(null);
    try {
      await linkWallet(confirm, provider);
      toastSuccess(t('wallet_login.settings.linked'));
      setConfirming(false);
      setPassword('');
      setCode('');
      changed();
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'WALLET_LINK_NEEDS_PASSWORD' && !confirming) setConfirming(true);
      else
        setError(failure instanceof WalletStepError ? t(`wallet_login.errors.${failure.kind}`) : errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  const sendCode = async () => {
    try {
      setCodeSentTo((await sendWalletLinkCode()).sentTo);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <section aria-labelledby="linked-wallets-title">
      <h2 id="linked-wallets-title" className="text-lg font-semibold">
        {t('wallet_login.settings.title')}
      </h2>
      <p className="mt-1 text-sm text-zinc-400">{t('wallet_login.settings.text')}</p>
      {wallets.isPending ? (
        <Skeleton className="mt-4 h-12" />
      ) : wallets.isError ? (
        <LoadError onRetry={() => void wallets.refetch()} />
      ) : wallets.data.items.length === 0 ? (
        <p className="mt-4 text-sm text-zinc-400">{t('wallet_login.settings.none')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-zinc-800">
          {wallets.data.items.map((wallet) => (
            <WalletRow key={wallet.address} wallet={wallet} onChanged={changed} />
          ))}
        </ul>
      )}
      {!confirming && <FormAlert message={error} />}
      <Button
        className="mt-4"
        variant="secondary"
        loading={busy && !confirming}
        onClick={() => (email ? setConfirming(true) : void link({}))}
      >
        {t('wallet_login.settings.link')}
      </Button>
      {confirming && (
        <Dialog title={t('wallet_login.settings.confirm_title')} onClose={() => setConfirming(false)}>
          <form
            className="flex flex-col gap-4"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void link({ password: password || undefined, code: code.trim() || undefined });
            }}
          >
            <p className="text-sm text-zinc-300">{t('wallet_login.settings.confirm_text')}</p>
            <Input
              label={t('wallet_login.settings.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            {email && (
              <div className="flex flex-col gap-2">
                <Button variant="link" onClick={sendCode}>
                  {t('wallet_login.settings.send_code')}
                </Button>
                {codeSentTo && (
                  <p role="status" className="text-sm text-zinc-400">
                    {t('wallet_login.settings.code_sent', { email: codeSentTo })}
                  </p>
                )}
                <Input
                  label={t('wallet_login.settings.code')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                />
              </div>
            )}
            <FormAlert message={error} />
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('wallet_login.settings.cancel')}
              </Button>
              <Button type="submit" loading={busy}>
                {t('wallet_login.settings.confirm')}
              </Button>
            </div>
          </form>
        </Dialog>
      )}
    </section>
  );
}
