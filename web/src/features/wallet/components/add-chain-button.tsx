import { type Wallet, walletApi } from '@questboard/contract/wallet';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toastError } from '../../../lib/toast';
import { addChainToWallet } from '../lib/injected-wallet';
import { useBrowserWallets } from '../lib/wallet-providers';

/** Development chain: asks the chosen wallet to add the embedded chain, reached through this server's RPC. */
export function AddChainButton({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation();
  const hasWallet = useBrowserWallets().wallets.length > 0;
  const add = useMutation({
    mutationFn: () =>
      addChainToWallet({
        chainId: wallet.chain.chainId,
        name: 'Questboard development chain',
        rpcUrl: `${window.location.origin}/api/v1${walletApi.devChainRpc.path}`,
      }),
    onError: (error) => toastError(error),
  });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" size="sm" disabled={!hasWallet} loading={add.isPending} onClick={() => add.mutate()}>
        {t('chain_wallet.add_chain')}
      </Button>
      {add.isSuccess && <span className="text-sm text-emerald-300">{t('chain_wallet.chain_added')}</span>}
    </div>
  );
}
