import { useTranslation } from 'react-i18next';
import { useWallet } from '../api/wallet';

/** Says plainly when the chain is the embedded development chain (test money only). */
export function DevChainBadge() {
  const { t } = useTranslation();
  const wallet = useWallet();
  if (!wallet.data?.chain.development) return null;
  return (
    <p
      className="rounded-lg bg-amber-500/10 px-3 py-2 text-sm text-amber-200 ring-1 ring-amber-500/30"
      data-testid="dev-chain"
    >
      {t('chain_wallet.dev_chain', { chainId: wallet.data.chain.chainId })}
    </p>
  );
}
