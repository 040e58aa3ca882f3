import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBalance } from '../../../hooks/use-balance';
import { cn } from '../../../lib/cn';
import { formatTokenAmount } from '../../../lib/format-tokens';
import { useWallet } from '../api/wallet';
import { useLiveWallet } from '../hooks/use-live-wallet';

/** The signed-in user's token balance as a link to the wallet; refreshes whenever the balance query is invalidated. */
export function HeaderBalance({ className, onNavigate }: { className?: string; onNavigate?(): void }) {
  const { t } = useTranslation();
  const balance = useBalance();
  useLiveWallet();
  // The token's own symbol once the chain has answered.
  const symbol = useWallet().data?.chain.tokenSymbol;
  const amount = formatTokenAmount(balance.data?.ntwrxToken.amount);
  return (
    <Link
      to="/settings/wallet"
      onClick={onNavigate}
      className={cn(
        'items-center gap-1.5 rounded-full bg-zinc-900 px-3 py-1.5 text-sm font-medium ring-1 ring-zinc-700 hover:bg-zinc-800',
        'focus-visible:outline-2 focus-visible:outline-violet-400',
        className,
      )}
    >
      <span aria-hidden="true" className="size-2.5 rounded-full bg-gradient-to-br from-violet-400 to-fuchsia-500" />
      {/* Spoken before the amount, so the link's name contains the visible text (WCAG 2.5.3). */}
      <span className="sr-only">{t('wallet.your_balance')}</span>
      {balance.isPending ? (
        <span aria-hidden="true" className="inline-block h-4 w-10 animate-pulse rounded bg-zinc-800" />
      ) : (
        <>
          <span className="font-mono" data-testid="header-balance">
            {amount}
          </span>
          <span className="text-zinc-400">{symbol ?? t('wallet.unit')}</span>
        </>
      )}
    </Link>
  );
}
