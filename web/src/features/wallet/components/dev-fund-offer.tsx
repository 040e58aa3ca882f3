import { useTranslation } from 'react-i18next';
import { useWallet } from '../api/wallet';
import { DevFundButton } from './dev-fund-button';

/** Inside a funding dialog short of funds, on the development chain only: test tokens in one click. */
export function DevFundOffer({ atLeast }: { atLeast: string }) {
  const { t } = useTranslation();
  const wallet = useWallet();
  if (!wallet.data?.chain.development) return null;
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-amber-500/10 p-3 ring-1 ring-amber-500/30">
      <p className="text-sm text-amber-100">{t('chain_wallet.dev_fund.short')}</p>
      <DevFundButton atLeast={atLeast} variant="secondary" />
    </div>
  );
}
