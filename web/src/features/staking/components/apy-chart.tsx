import type { StakingConfigInformation } from '@questboard/contract/staking';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { formatApy } from '../format';
import { LineChart } from './line-chart';

/** APY against lock duration (weeks): the boost grows linearly with the lock. */
export function ApyChart({ info }: { info: StakingConfigInformation }) {
  const { t } = useTranslation();
  const week = info.constants.weekSeconds;
  const points = [info.apy.flexible, ...info.apy.locked]
    .filter((p) => p.apy !== null)
    .map((p) => ({ x: p.duration / week, y: Number(p.apy) }));
  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold">{t('staking.apy_chart')}</h2>
      {points.length < 2 ? (
        <p className="py-6 text-center text-sm text-zinc-400">{t('staking.apy_chart_empty')}</p>
      ) : (
        <LineChart
          points={points}
          label={t('staking.apy_chart')}
          xLabel={t('staking.lock_weeks')}
          yLabel={t('staking.apy')}
          formatX={(x) => (x === 0 ? t('staking.flexible') : t('staking.weeks', { count: Math.round(x) }))}
          formatY={(y) => formatApy(y.toFixed(2))}
        />
      )}
    </Card>
  );
}
