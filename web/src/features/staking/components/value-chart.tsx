import type { StakingUserData } from '@questboard/contract/staking';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { formatTokenAmount } from '../../../lib/format-tokens';
import { LineChart } from './line-chart';

/** The position's value after each action, and now. */
export function ValueChart({ data }: { data: StakingUserData }) {
  const { t, i18n } = useTranslation();
  const points = [
    ...data.history.map((h) => ({ x: Date.parse(h.at), y: Number(h.value) })),
    ...(data.history.length ? [{ x: Date.now(), y: Number(data.position.value) }] : []),
  ];
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold">{t('staking.value_chart')}</h2>
      {points.length < 2 ? (
        <p className="py-6 text-center text-sm text-zinc-400">{t('staking.value_chart_empty')}</p>
      ) : (
        <LineChart
          points={points}
          label={t('staking.value_chart')}
          xLabel={t('staking.time')}
          yLabel={t('staking.value')}
          formatX={(x) => date.format(new Date(x))}
          formatY={(y) => formatTokenAmount(y.toFixed(4))}
        />
      )}
    </Card>
  );
}
