import type { StakingConfigInformation } from '@questboard/contract/staking';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { formatTokenAmount } from '../../../lib/format-tokens';
import { formatApy, formatPeriod } from '../format';

/** What the pool holds, what it pays, and whether its emission still runs. */
export function PoolFigures({ info }: { info: StakingConfigInformation }) {
  const { t, i18n } = useTranslation();
  const best = info.apy.locked.at(-1);
  const figures = [
    [t('staking.flexible_apy'), formatApy(info.apy.flexible.apy)],
    [t('staking.max_apy', { multiplier: best?.multiplier ?? '1' }), formatApy(best?.apy)],
    [t('staking.total_staked'), formatTokenAmount(info.pool.balance)],
    [t('staking.total_locked'), formatTokenAmount(info.pool.totalLockedAmount)],
    [t('staking.reward_per_second'), formatTokenAmount(info.masterChef.rewardPerSecond, 6)],
    [t('staking.rewards_remaining'), formatTokenAmount(info.masterChef.rewardsRemaining)],
  ] as const;
  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold">{t('staking.pool')}</h2>
      {!info.masterChef.emissionActive && (
        <p role="status" className="mb-4 rounded-xl bg-amber-500/10 p-3 text-sm text-amber-200">
          {t('staking.rewards_soon')}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-zinc-400">{label}</dt>
            <dd className="mt-1 font-mono text-lg font-semibold break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-xs text-zinc-500">
        {t('staking.fees_note', {
          performance: info.constants.performanceFee / 100,
          withdraw: info.constants.withdrawFee / 100,
          period: formatPeriod(info.constants.withdrawFeePeriod, i18n.language),
        })}
      </p>
    </Card>
  );
}
