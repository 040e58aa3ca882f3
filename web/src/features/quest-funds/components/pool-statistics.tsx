import type { QuestStatistics } from '@questboard/contract/quest-funds';
import { useTranslation } from 'react-i18next';
import { formatTokenAmount } from '../../../lib/format-tokens';

/** A quest paid at its end, for its owner: the mode, the frozen list's size, who was paid and what went back. */
export function PoolStatistics({ pool }: { pool: NonNullable<QuestStatistics['distribution']> }) {
  const { t } = useTranslation();
  const lines = [t('quest_funds.pool.mode', { mode: t(`distribution.mode.${pool.mode}`) })];
  if (pool.eligible === null) lines.push(t('quest_funds.pool.open'));
  else lines.push(t('quest_funds.pool.list', { count: pool.eligible }));
  if (pool.state === 'SETTLED') {
    const amounts = { paid: formatTokenAmount(pool.paid), returned: formatTokenAmount(pool.returned) };
    lines.push(t('quest_funds.pool.paid', { count: pool.winners, ...amounts }));
  }
  return (
    <div className="grid gap-1 text-sm text-zinc-300" data-testid="pool-statistics">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
