import type { StakingActionResult } from '@questboard/contract/staking';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { formatTokenAmount } from '../../../lib/format-tokens';
import { formatApy, formatBoost } from '../format';

/** The figures of a preview: tokens in or out, each fee, and the position and balance after. */
export function PreviewSummary({ result, stale }: { result: StakingActionResult; stale: boolean }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const { position, fees } = result;
  const rows: Array<[string, string]> = [
    [
      result.action === 'WITHDRAW' ? t('staking.you_receive') : t('staking.you_stake'),
      formatTokenAmount(result.amount),
    ],
    [t('staking.performance_fee'), formatTokenAmount(fees.performance)],
    [t('staking.withdraw_fee'), formatTokenAmount(fees.withdraw)],
    [t('staking.overdue_fee'), formatTokenAmount(fees.overdue)],
    [t('staking.position_after'), formatTokenAmount(position.value)],
    [t('staking.boost'), formatBoost(position.boost)],
    [
      t('staking.locked_until'),
      position.lockEndTime ? date.format(new Date(position.lockEndTime)) : t('staking.flexible'),
    ],
    [t('staking.apy'), formatApy(position.apy)],
    [t('staking.balance_after'), formatTokenAmount(result.available)],
  ];
  return (
    <dl
      data-testid="staking-preview"
      aria-live="polite"
      className={cn('grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm transition-opacity', stale && 'opacity-60')}
    >
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-zinc-400">{label}</dt>
          <dd className="text-right font-mono">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
