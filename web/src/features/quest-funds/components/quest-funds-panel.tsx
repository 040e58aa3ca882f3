import type { QuestDetail } from '@questboard/contract/quests';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-error';
import { formatTokenAmount } from '../../../lib/format-tokens';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useQuestFundsActions, useQuestStatistics, useRewardSetting } from '../api/quest-funds';
import { FundingDialog } from './funding-dialog';
import { PoolStatistics } from './pool-statistics';
import { ReferralBonusLine } from './referral-bonus-line';

type Open = 'publish' | 'deposit' | 'end' | 'reclaim' | null;

/**
 * The owner's money controls for one quest: publish, top up, end, reclaim, with the escrow's numbers. `addFunds` is
 * what the page offers inside the funding dialogs when the balance falls short.
 */
export function QuestFundsPanel({
  quest,
  addFunds,
}: {
  quest: QuestDetail;
  addFunds?: (shortBy: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const setting = useRewardSetting();
  const stats = useQuestStatistics(quest.id);
  const actions = useQuestFundsActions(quest.id);
  const [open, setOpen] = useState<Open>(null);
  const [depositKey, setDepositKey] = useState(() => crypto.randomUUID());
  const close = () => {
    // A new attempt starts without the last one's error.
    actions.publish.reset();
    actions.deposit.reset();
    setOpen(null);
  };
  const feeBps = setting.data?.feeBps ?? 0;
  const fail = (error: unknown) => toastError(error);
  const draft = quest.status === 'DRAFT';
  const ended = quest.phase === 'ENDED';
  const reclaimed = Boolean(stats.data?.reclaimed && stats.data.reclaimed !== '0');

  const figures = [
    [t('quest_funds.escrow'), stats.data?.remaining],
    [t('quest_funds.paid'), stats.data?.paid],
    [t('quest_funds.funded'), stats.data?.funded],
    [t('quest_funds.reward_each'), quest.rewardAmount],
  ] as const;

  return (
    <Card className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t('quest_funds.title')}</h2>
        <span className="rounded-full bg-zinc-800 px-2.5 py-0.5 text-xs font-medium" data-testid="quest-phase">
          {t(`quest_funds.phase.${quest.phase}`)}
        </span>
      </div>
      {!draft && (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-xl bg-zinc-950/60 p-3 ring-1 ring-zinc-800">
              <dt className="text-xs text-zinc-400">{label}</dt>
              <dd className="mt-1 font-mono text-lg" data-testid={`money-${label}`}>
                {value === undefined ? '…' : formatTokenAmount(value)}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {stats.data && <ReferralBonusLine bonuses={stats.data.referralBonuses} />}
      {stats.data?.distribution && <PoolStatistics pool={stats.data.distribution} />}
      <div className="flex flex-wrap gap-2">
        {draft && <Button onClick={() => setOpen('publish')}>{t('quest_funds.publish')}</Button>}
        {!draft && !ended && (
          <>
            <Button variant="secondary" onClick={() => setOpen('deposit')}>
              {t('quest_funds.top_up')}
            </Button>
            <Button variant="secondary" onClick={() => setOpen('end')}>
              {t('quest_funds.end')}
            </Button>
          </>
        )}
        {ended && !reclaimed && <Button onClick={() => setOpen('reclaim')}>{t('quest_funds.reclaim')}</Button>}
        {reclaimed && (
          <p className="text-sm text-zinc-400">
            {t('quest_funds.reclaimed', { amount: formatTokenAmount(stats.data?.reclaimed) })}
          </p>
        )}
      </div>

      {open === 'publish' && (
        <FundingDialog
          title={t('quest_funds.publish_title')}
          submitLabel={t('quest_funds.publish')}
          feeBps={feeBps}
          minimum={quest.rewardAmount}
          rewardAmount={quest.rewardAmount}
          serverError={actions.publish.error ? errorMessage(actions.publish.error) : null}
          initial=""
          busy={actions.publish.isPending}
          addFunds={addFunds}
          onClose={close}
          onSubmit={(amount) =>
            actions.publish.mutate(amount, {
              onSuccess: () => {
                toastSuccess(t('quest_funds.published'));
                close();
              },
            })
          }
        />
      )}
      {open === 'deposit' && (
        <FundingDialog
          title={t('quest_funds.top_up_title')}
          submitLabel={t('quest_funds.top_up')}
          feeBps={feeBps}
          minimum="0"
          rewardAmount={quest.rewardAmount}
          serverError={actions.deposit.error ? errorMessage(actions.deposit.error) : null}
          initial=""
          busy={actions.deposit.isPending}
          addFunds={addFunds}
          onClose={close}
          onSubmit={(amount) =>
            actions.deposit.mutate(
              { amount, key: depositKey },
              {
                onSuccess: () => {
                  toastSuccess(t('quest_funds.topped_up'));
                  setDepositKey(crypto.randomUUID());
                  close();
                },
              },
            )
          }
        />
      )}
      {open === 'end' && (
        <ConfirmDialog
          title={t('quest_funds.end_title')}
          text={t('quest_funds.end_text')}
          confirmLabel={t('quest_funds.end')}
          busy={actions.end.isPending}
          onClose={close}
          onConfirm={() => actions.end.mutate(undefined, { onSuccess: close, onError: fail })}
        />
      )}
      {open === 'reclaim' && (
        <ConfirmDialog
          title={t('quest_funds.reclaim_title')}
          text={t('quest_funds.reclaim_text', { amount: formatTokenAmount(stats.data?.remaining) })}
          confirmLabel={t('quest_funds.reclaim')}
          busy={actions.reclaim.isPending}
          onClose={close}
          onConfirm={() =>
            actions.reclaim.mutate(undefined, {
              onSuccess: (result) => {
                toastSuccess(t('quest_funds.reclaimed', { amount: formatTokenAmount(result.moved) }));
                close();
              },
              onError: fail,
            })
          }
        />
      )}
    </Card>
  );
}
