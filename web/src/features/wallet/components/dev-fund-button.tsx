import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../lib/api-error';
import { formatTokenAmount } from '../../../lib/format-tokens';
import { useDevFund } from '../api/dev-fund';
import { useDeposits, useWallet } from '../api/wallet';

/** Test tokens smaller than this are rounded up to it: one click should cover a few quests. */
const DEFAULT_AMOUNT = 1000;

/** The whole number of tokens one click adds: `atLeast` rounded up, and never under the default. */
export function devFundAmount(atLeast?: string): string {
  const whole = atLeast ? Math.ceil(Number(atLeast)) : 0;
  return String(Math.max(DEFAULT_AMOUNT, Number.isFinite(whole) ? whole : 0));
}

/**
 * On the development chain only: one click sends test tokens to the balance (a real deposit from the wallet the
 * product holds), then follows the deposit's confirmations until it is credited.
 */
export function DevFundButton({
  atLeast,
  variant = 'primary',
}: {
  atLeast?: string;
  variant?: 'primary' | 'secondary';
}) {
  const { t } = useTranslation();
  const wallet = useWallet();
  const fund = useDevFund();
  const deposits = useDeposits(0, 10);
  if (!wallet.data?.chain.development) return null;
  const amount = devFundAmount(atLeast);
  const sent = fund.data;
  const deposit = sent && deposits.data?.items.find((d) => d.txHash.toLowerCase() === sent.txHash.toLowerCase());
  const shown = formatTokenAmount(sent?.amount ?? amount);
  const progress = !sent
    ? null
    : deposit?.status === 'CREDITED'
      ? t('chain_wallet.dev_fund.credited', { amount: shown })
      : t('chain_wallet.dev_fund.waiting', {
          amount: shown,
          done: deposit?.confirmations ?? 0,
          count: sent.confirmations,
        });
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        variant={variant}
        loading={fund.isPending}
        disabled={Boolean(sent) && deposit?.status !== 'CREDITED'}
        onClick={() => fund.mutate(amount)}
      >
        {fund.isPending
          ? t('chain_wallet.dev_fund.sending')
          : t('chain_wallet.dev_fund.button', { amount: formatTokenAmount(amount) })}
      </Button>
      {progress && (
        <p className="text-sm text-emerald-300" role="status" data-testid="dev-fund-progress">
          {progress}
        </p>
      )}
      <FormAlert message={fund.error ? errorMessage(fund.error) : null} />
    </div>
  );
}
