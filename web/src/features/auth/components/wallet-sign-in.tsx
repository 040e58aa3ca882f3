import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { loadWalletLoginStrings } from '../../../i18n/i18n';
import { errorMessage } from '../../../lib/api-error';
import { type Eip1193Provider, WalletStepError } from '../../../lib/siwe-wallet';
import { usePopupStore } from '../../../stores/popup-store';
import { walletSignIn } from '../api/wallet-sign-in';
import { startSession } from '../session';
import { useAfterSignIn } from '../use-after-sign-in';

/**
 * "Continue with a wallet" in the sign-in dialog: the injected wallet (EIP-1193) signs a Sign-In with Ethereum
 * message; a new account picks its role next, as after a social sign-up. `provider` replaces the injected one.
 */
export function WalletSignIn({ provider }: { provider?: Eip1193Provider }) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const afterSignIn = useAfterSignIn();
  useEffect(() => {
    let live = true;
    void loadWalletLoginStrings().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  const signIn = useMutation({
    mutationFn: async () => {
      setError(null);
      const { newUser, ...tokens } = await walletSignIn(provider);
      await startSession(tokens);
      const popups = usePopupStore.getState();
      popups.closePopup('login');
      if (newUser) popups.openPopup('roles-select');
      else afterSignIn();
    },
    onError: (failure) =>
      setError(failure instanceof WalletStepError ? t(`wallet_login.errors.${failure.kind}`) : errorMessage(failure)),
  });
  if (!ready) return null;
  return (
    <div className="mt-4 flex flex-col gap-2">
      <Button variant="secondary" size="lg" loading={signIn.isPending} onClick={() => signIn.mutate()}>
        {t('wallet_login.continue')}
      </Button>
      {signIn.isPending && (
        <p role="status" className="text-center text-sm text-zinc-400">
          {t('wallet_login.waiting')}
        </p>
      )}
      <FormAlert message={error} />
    </div>
  );
}
