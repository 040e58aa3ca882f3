import { isTokenAmount } from '@questboard/contract/money';
import type { StakingPosition, WithdrawType } from '@questboard/contract/staking';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { formatTokenAmount } from '../../../lib/format-tokens';
import type { StakingAction } from '../api/staking';
import { useDebounced } from '../use-debounced';
import { ActionDialog } from './action-dialog';

/** WITHDRAW_BY_AMOUNT or WITHDRAW_ALL, with the fees and payout the server previews. */
export function WithdrawDialog({ position, onClose }: { position: StakingPosition; onClose(): void }) {
  const { t } = useTranslation();
  const [type, setType] = useState<WithdrawType>('WITHDRAW_BY_AMOUNT');
  const [amount, setAmount] = useState('');
  const typed = useDebounced(amount.trim());
  const byAmount = type === 'WITHDRAW_BY_AMOUNT';
  const inputError = byAmount && typed && !isTokenAmount(typed) ? t('staking.amount_invalid') : undefined;
  const action: StakingAction | null = byAmount
    ? typed
      ? { kind: 'withdraw', body: { type, amount: typed } }
      : null
    : { kind: 'withdraw', body: { type } };
  return (
    <ActionDialog
      title={t('staking.withdraw_title')}
      submitLabel={t('staking.withdraw')}
      doneMessage={t('staking.withdrawn')}
      action={action}
      inputError={inputError}
      onClose={onClose}
    >
      <Select
        label={t('staking.withdraw_type')}
        value={type}
        onChange={(event) => setType(event.target.value as WithdrawType)}
        options={[
          { value: 'WITHDRAW_BY_AMOUNT', label: t('staking.withdraw_by_amount') },
          { value: 'WITHDRAW_ALL', label: t('staking.withdraw_all') },
        ]}
      />
      {byAmount && (
        <Input
          label={t('staking.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          hint={t('staking.worth', { amount: formatTokenAmount(position.value) })}
          onChange={(event) => setAmount(event.target.value)}
        />
      )}
    </ActionDialog>
  );
}
