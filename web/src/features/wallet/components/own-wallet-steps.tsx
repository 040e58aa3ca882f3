import type { Wallet } from '@questboard/contract/wallet';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { shortenAddress } from '../../../lib/shorten-address';
import { AddChainButton } from './add-chain-button';
import { WalletDepositForm } from './wallet-deposit-form';
import { WalletPicker } from './wallet-picker';

/** The real way in, step by step: a browser wallet, (the chain,) a proven address, (test tokens,) the deposit. */
export function OwnWalletSteps({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation();
  const dev = wallet.chain.development;
  const steps: Array<{ key: string; text: string; more?: ReactNode }> = [
    { key: 'choose', text: t('chain_wallet.step_choose_wallet'), more: <WalletPicker /> },
    ...(dev
      ? [
          {
            key: 'chain',
            text: t('chain_wallet.step_add_chain', { chainId: wallet.chain.chainId }),
            more: <AddChainButton wallet={wallet} />,
          },
        ]
      : []),
    {
      key: 'prove',
      text: t('chain_wallet.step_prove_own'),
      more: wallet.address ? (
        <span className="font-mono text-sm text-violet-300">{shortenAddress(wallet.address)}</span>
      ) : (
        <Link to="/settings/wallet" className="text-sm text-violet-400 hover:underline">
          {t('chain_wallet.prove_first')}
        </Link>
      ),
    },
    ...(dev ? [{ key: 'tokens', text: t('chain_wallet.step_test_tokens') }] : []),
    {
      key: 'send',
      text: t('chain_wallet.step_send', { symbol: wallet.chain.tokenSymbol }),
      more: <WalletDepositForm wallet={wallet} />,
    },
    { key: 'wait', text: t('chain_wallet.step_wait', { count: wallet.chain.confirmations }) },
  ];
  return (
    <ol className="flex flex-col gap-4">
      {steps.map((step, index) => (
        <li key={step.key} className="flex gap-3">
          <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-violet-600/20 text-sm font-semibold text-violet-300">
            {index + 1}
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-2 pt-0.5">
            <p className="text-sm text-zinc-200">{step.text}</p>
            {step.more}
          </div>
        </li>
      ))}
    </ol>
  );
}
