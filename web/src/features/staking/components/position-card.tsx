import type { StakingConfigInformation, StakingUserData } from '@questboard/contract/staking';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatTokenAmount } from '../../../lib/format-tokens';
import { extensionChoices, formatApy, formatBoost, formatShares } from '../format';
import { StakeDialog } from './stake-dialog';
import { UnlockDialog } from './unlock-dialog';
import { WithdrawDialog } from './withdraw-dialog';

type Open = 'stake' | 'extend' | 'withdraw' | 'unlock' | null;

/** The signed-in user's position, and the actions it allows right now. */
export function PositionCard({ info, data }: { info: StakingConfigInformation; data: StakingUserData }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const p = data.position;
  const staked = p.shares !== '0';
  const lockEnd = p.lockEndTime ? Date.parse(p.lockEndTime) : null;
  const running = lockEnd !== null && lockEnd >= Date.now();
  // A running lock at the maximum has nothing to add; an ended one can be locked again (any overdue fee first).
  const extendable =
    p.locked && extensionChoices(p, info.constants.maxLockDuration, info.constants.weekSeconds).choices.length > 0;
  // [label, shown, exact (title)]: long figures are shortened, never wider than their column.
  const rows: Array<[string, string, string?]> = [
    [t('staking.value'), formatTokenAmount(p.value), p.value],
    [t('staking.earned'), formatTokenAmount(p.earned), p.earned],
    [t('staking.shares'), formatShares(p.shares), p.shares],
    [t('staking.boost'), formatBoost(p.boost), `×${p.boost}`],
    [t('staking.apy'), formatApy(p.apy)],
    [t('staking.locked_until'), lockEnd ? date.format(lockEnd) : t('staking.flexible')],
  ];
  return (
    <Card>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('staking.your_position')}</h2>
        <span className="text-sm text-zinc-400">
          {t('staking.available', { amount: formatTokenAmount(data.available) })}
        </span>
      </div>
      {staked ? (
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-3" data-testid="staking-position">
          {rows.map(([label, value, exact]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs text-zinc-400">{label}</dt>
              <dd className="mt-1 font-mono font-semibold break-words" title={exact}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-zinc-400">{t('staking.no_position')}</p>
      )}
      {p.withdrawFeeUntil && (
        <p className="mt-3 text-xs text-zinc-400">
          {t('staking.withdraw_fee_until', { date: date.format(Date.parse(p.withdrawFeeUntil)) })}
        </p>
      )}
      {p.locked && running && !extendable && <p className="mt-3 text-xs text-zinc-400">{t('staking.at_max_lock')}</p>}
      {p.locked && !running && p.overdueFeeFrom && (
        <p className="mt-3 rounded-xl bg-amber-500/10 p-3 text-xs text-amber-200">
          {t('staking.lock_ended', { date: date.format(Date.parse(p.overdueFeeFrom)) })}
        </p>
      )}
      <div className="mt-5 flex flex-wrap gap-2">
        <Button onClick={() => setOpen('stake')}>{staked ? t('staking.add') : t('staking.stake')}</Button>
        {extendable && (
          <Button variant="secondary" onClick={() => setOpen('extend')}>
            {t('staking.extend')}
          </Button>
        )}
        {p.locked && !running && (
          <Button variant="secondary" onClick={() => setOpen('unlock')}>
            {t('staking.unlock')}
          </Button>
        )}
        {staked && !running && (
          <Button variant="secondary" onClick={() => setOpen('withdraw')}>
            {t('staking.withdraw')}
          </Button>
        )}
      </div>
      {(open === 'stake' || open === 'extend') && (
        <StakeDialog mode={open} info={info} position={p} available={data.available} onClose={() => setOpen(null)} />
      )}
      {open === 'withdraw' && <WithdrawDialog position={p} onClose={() => setOpen(null)} />}
      {open === 'unlock' && <UnlockDialog onClose={() => setOpen(null)} />}
    </Card>
  );
}
