import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { CopyButton } from '../../components/ui/copy-button';
import { BalanceSummary } from '../../features/wallet/components/balance-summary';
import { SettingsSkeleton } from '../settings/settings-skeleton';
import { useRequiredUser } from '../settings/use-required-user';

export function Component() {
  const { t } = useTranslation();
  const user = useRequiredUser();
  if (!user) return <SettingsSkeleton />;
  const steps = ['wallet.deposit_step_reference', 'wallet.deposit_step_request', 'wallet.deposit_step_credit'];
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <h2 className="text-lg font-semibold">{t('wallet.deposit_title')}</h2>
        <p className="mt-2 text-sm text-zinc-400">{t('wallet.deposit_intro')}</p>
        <ol className="mt-6 flex flex-col gap-4">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-violet-600/20 text-sm font-semibold text-violet-300">
                {index + 1}
              </span>
              <p className="pt-0.5 text-sm text-zinc-200">{t(step)}</p>
            </li>
          ))}
        </ol>
        <div className="mt-6 flex flex-wrap items-center gap-3 rounded-xl bg-zinc-950/60 p-4 ring-1 ring-zinc-800">
          <div className="min-w-0">
            <p className="text-xs text-zinc-400">{t('wallet.deposit_reference')}</p>
            <p className="truncate font-mono text-sm" data-testid="deposit-reference">
              {user.email}
            </p>
          </div>
          <CopyButton value={user.email ?? ''} className="ml-auto" />
        </div>
      </Card>
      <Card>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">{t('wallet.balances')}</h2>
          <Link to="/settings/wallet" className="text-sm text-violet-400 hover:underline">
            {t('wallet.see_history')}
          </Link>
        </div>
        <BalanceSummary />
      </Card>
    </div>
  );
}
