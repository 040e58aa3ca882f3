import type { ReferralBonus } from '@questboard/contract/referrals';
import { ReferralBonusBody } from '@questboard/contract/referrals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { formatTokenAmount } from '../../../lib/format-tokens';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useReferralBonus, useSetReferralBonus } from '../api/referral-bonus';

/** The builder's referral bonus: set while the quest is a draft (first come only), shown afterwards. */
export function ReferralBonusSettings({ questId, editable }: { questId: string; editable: boolean }) {
  const { t } = useTranslation();
  const current = useReferralBonus(questId);
  if (!current.data) return null;
  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="referral-bonus-settings">
      <h2 className="text-lg font-semibold">{t('referrals.bonus.title')}</h2>
      {editable ? (
        <ReferralBonusForm key={current.data.amount} questId={questId} saved={current.data} />
      ) : (
        <p className="text-sm text-zinc-300" data-testid="referral-bonus-locked">
          {current.data.amount === '0'
            ? t('referrals.bonus.none')
            : t('referrals.bonus.set', { amount: formatTokenAmount(current.data.amount, 18) })}
        </p>
      )}
    </Card>
  );
}

export function ReferralBonusForm({ questId, saved }: { questId: string; saved: ReferralBonus }) {
  const { t } = useTranslation();
  const save = useSetReferralBonus(questId);
  const [amount, setAmount] = useState(saved.amount);
  const parsed = ReferralBonusBody.safeParse({ amount });
  const problem = parsed.success ? undefined : parsed.error.issues[0]?.message;
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!parsed.success) return;
        save.mutate(parsed.data.amount, {
          onSuccess: () => toastSuccess(t('referrals.bonus.saved')),
          onError: (error) => toastError(error),
        });
      }}
    >
      <Input
        label={t('referrals.bonus.label')}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        hint={t('referrals.bonus.hint')}
        error={problem}
        className="max-w-64"
      />
      <div>
        <Button type="submit" disabled={!parsed.success} loading={save.isPending}>
          {t('referrals.bonus.save')}
        </Button>
      </div>
    </form>
  );
}
