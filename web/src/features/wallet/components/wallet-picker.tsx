import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { chooseWallet, useBrowserWallets } from '../lib/wallet-providers';

/** The browser's wallets (EIP-6963), the chosen one marked; the next connection, signature and transfer use it. */
export function WalletPicker() {
  const { t } = useTranslation();
  const { wallets, chosen } = useBrowserWallets();
  if (wallets.length === 0) {
    return (
      <p className="text-sm text-amber-200" data-testid="no-browser-wallet">
        {t('chain_wallet.no_wallet_found')}
      </p>
    );
  }
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('chain_wallet.wallets_found')}>
      {wallets.map((wallet) => {
        const selected = wallet.id === chosen?.id;
        return (
          <li key={wallet.id}>
            <button
              type="button"
              aria-pressed={selected}
              aria-label={t('chain_wallet.use_wallet', { name: wallet.name })}
              onClick={() => chooseWallet(wallet.id)}
              className={cn(
                'flex items-center gap-2 rounded-lg px-3 py-2 text-sm ring-1 transition-colors',
                selected ? 'bg-violet-600/15 ring-violet-500' : 'ring-zinc-700 hover:bg-zinc-800',
              )}
            >
              {wallet.icon && <img src={wallet.icon} alt="" className="size-5 rounded" />}
              <span>{wallet.name}</span>
              {selected && <span className="text-xs text-violet-300">{t('chain_wallet.wallet_chosen')}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
