import type { Wallet } from '@questboard/contract/wallet';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/copy-button';

/** Where to send: the deposit address as text, with copy and a QR code for phone wallets. */
export function DepositAddressCard({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation();
  const address = wallet.chain.depositAddress;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="self-center rounded-xl bg-white p-3">
        <QRCodeSVG
          value={`ethereum:${address}@${wallet.chain.chainId}`}
          size={144}
          title={t('chain_wallet.qr_title')}
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="text-xs text-zinc-400">{t('chain_wallet.deposit_address')}</p>
        <p className="break-all font-mono text-sm" data-testid="deposit-address">
          {address}
        </p>
        <CopyButton value={address} className="self-start" />
        <p className="break-all text-xs text-zinc-400">
          {t('chain_wallet.token_contract', { symbol: wallet.chain.tokenSymbol, address: wallet.chain.tokenAddress })}
        </p>
      </div>
    </div>
  );
}
