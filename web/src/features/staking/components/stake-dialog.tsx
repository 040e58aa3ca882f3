import { isTokenAmount, parseTokens } from '@questboard/contract/money';
import type { StakingConfigInformation, StakingPosition } from '@questboard/contract/staking';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { formatTokenAmount } from '../../../lib/format-tokens';
import type { StakingAction } from '../api/staking';
import { extensionChoices, lockChoices } from '../format';
import { useDebounced } from '../use-debounced';
import { ActionDialog } from './action-dialog';

interface StakeDialogProps {
  /** `stake` adds tokens (and may lock them); `extend` only lengthens a running lock. */
  mode: 'stake' | 'extend';
  info: StakingConfigInformation;
  position: StakingPosition;
  available: string;
  onClose(): void;
}

/** Stake (flexible or locked), add to a position, or extend a lock, with the server's preview of the result. */
export function StakeDialog({ mode, info, position, available, onClose }: StakeDialogProps) {
  const { t, i18n } = useTranslation();
  const week = info.constants.weekSeconds;
  const max = info.constants.maxLockDuration;
  // Extending keeps the whole lock within the maximum; a lock that has ended starts again now.
  const extension = mode === 'extend' ? extensionChoices(position, max, week) : null;
  const restarts = extension?.restarts ?? false;
  const choices = extension?.choices ?? lockChoices(max, week);
  const [amount, setAmount] = useState('');
  const [lock, setLock] = useState(mode === 'extend' ? String(choices[0]?.seconds ?? week) : '0');
  const typed = useDebounced({ amount: amount.trim(), lock });
  const amountOk = mode === 'extend' || isTokenAmount(typed.amount);
  const inputError =
    mode === 'stake' && typed.amount && !isTokenAmount(typed.amount) ? t('staking.amount_invalid') : undefined;
  const action: StakingAction | null =
    amountOk && (mode === 'extend' || typed.amount)
      ? {
          kind: 'deposit',
          body: { amount: mode === 'extend' ? '0' : typed.amount, lockDuration: Number(typed.lock) },
        }
      : null;
  const locksFlexible =
    mode === 'stake' &&
    !position.locked &&
    isTokenAmount(position.value) &&
    parseTokens(position.value) > 0n &&
    Number(typed.lock) > 0;
  const options = [
    ...(mode === 'stake'
      ? [{ value: '0', label: position.locked ? t('staking.keep_lock') : t('staking.flexible') }]
      : []),
    ...choices.map((c) => {
      const adds = mode === 'extend' && !restarts;
      return {
        value: String(c.seconds),
        label:
          c.weeks === null
            ? t(adds ? 'staking.add_max' : 'staking.lock_max')
            : t(adds ? 'staking.add_weeks' : 'staking.weeks', { count: c.weeks }),
      };
    }),
  ];
  return (
    <ActionDialog
      title={mode === 'extend' ? t('staking.extend_title') : t('staking.stake_title')}
      submitLabel={mode === 'extend' ? t('staking.extend') : t('staking.stake')}
      doneMessage={mode === 'extend' ? t('staking.extended') : t('staking.staked')}
      action={action}
      inputError={inputError}
      notice={(preview) =>
        // One position per person: locking while tokens sit flexible locks those too (docs/staking.md).
        locksFlexible && preview.position.lockEndTime ? (
          <p role="note" className="rounded-xl bg-amber-500/10 p-3 text-sm text-amber-100" data-testid="locks-flexible">
            {t('staking.flexible_joins_lock', {
              amount: formatTokenAmount(position.value),
              date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
                new Date(preview.position.lockEndTime),
              ),
            })}
          </p>
        ) : null
      }
      onClose={onClose}
    >
      {mode === 'stake' && (
        <Input
          label={t('staking.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          hint={t('staking.available', { amount: formatTokenAmount(available) })}
          onChange={(event) => setAmount(event.target.value)}
        />
      )}
      <Select
        label={mode === 'extend' && !restarts ? t('staking.extend_by') : t('staking.lock_for')}
        options={options}
        value={lock}
        onChange={(event) => setLock(event.target.value)}
      />
      {mode === 'stake' && position.locked && <p className="text-xs text-zinc-400">{t('staking.add_restarts_lock')}</p>}
      {restarts && <p className="text-xs text-zinc-400">{t('staking.relock_explain')}</p>}
    </ActionDialog>
  );
}
