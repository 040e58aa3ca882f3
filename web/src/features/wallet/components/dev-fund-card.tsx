import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { useWallet } from '../api/wallet';
import { DevFundButton } from './dev-fund-button';

/** Development chain only: what test tokens are, and the one click that adds them to the balance. */
export function DevFundCard() {
  const { t } = useTranslation();
  const wallet = useWallet();
  if (!wallet.data?.chain.development) return null;
  return (
    <Card className="flex flex-col gap-3" data-testid="dev-fund-card">
      <h2 className="text-lg font-semibold">{t('chain_wallet.dev_fund.title')}</h2>
      <p className="text-sm text-zinc-300">{t('chain_wallet.dev_fund.text')}</p>
      <DevFundButton />
    </Card>
  );
}
