import type { QuestDetail } from '@questboard/contract/quests';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { unpaidReason } from '../../../domain/quest-payability';
import { formatTokenAmount } from '../../../lib/format-tokens';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAuthStore } from '../../../stores/auth-store';
import { usePopupStore } from '../../../stores/popup-store';
import { useParticipationActions, useRulesCheck, useUserQuest } from '../api/participation';
import { useLiveParticipation } from '../api/use-live-participation';
import { ConditionItem } from './condition-item';
import { PeriodDone, RecurrenceBadge } from './recurrence-badge';
import { TaskItem } from './task-item';

/**
 * The quest page's "take part" area: eligibility, start, each check, progress, complete and claim. A quest whose pool
 * is paid at its end (`paysAtEnd`: equal split, raffle, top N) has no claim: completing is what enters it. With
 * `ineligible` (the viewer misses one of the quest's rules, listed beside it) the start button waits.
 */
export function ParticipationPanel({
  quest,
  paysAtEnd = false,
  ineligible = false,
}: {
  quest: QuestDetail;
  paysAtEnd?: boolean;
  ineligible?: boolean;
}) {
  const { t } = useTranslation();
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const openPopup = usePopupStore((s) => s.openPopup);
  const rules = useRulesCheck(quest.id);
  const userQuest = useUserQuest(quest.id);
  const actions = useParticipationActions(quest.id);
  useLiveParticipation(quest.id);
  const reward = formatTokenAmount(quest.rewardAmount);

  if (quest.isOwner) {
    return (
      <Card>
        <p className="text-sm text-zinc-400">{t('participation.owner_hint')}</p>
      </Card>
    );
  }
  const unpaid = unpaidReason(quest);
  if (!signedIn) {
    return (
      <Card className="flex flex-wrap items-center justify-between gap-3" data-guest-only>
        <p className="text-sm text-zinc-300" data-testid="guest-hint">
          {unpaid ? t(`loop.unpaid.${unpaid}`) : t('participation.sign_in_hint', { reward })}
        </p>
        <Button onClick={() => openPopup('login')}>{t('nav.sign_in')}</Button>
      </Card>
    );
  }
  if (userQuest.isPending || rules.isPending) {
    return <Card aria-busy="true" className="h-40 animate-pulse" />;
  }
  const state = userQuest.data;
  if (!state || state.status === 'NOT_STARTED') {
    const reasons = rules.data?.reasons ?? [];
    return (
      <Card className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold">{t('participation.take_part')}</h2>
          <RecurrenceBadge recurrence={quest.recurrence} />
        </div>
        {reasons.length > 0 ? (
          <ul className="list-inside list-disc text-sm text-zinc-400" data-testid="ineligible-reasons">
            {reasons.map((reason) => (
              <li key={reason.code}>{reason.message}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-zinc-400">{t('participation.start_hint', { reward })}</p>
        )}
        <Button
          className="self-start"
          disabled={reasons.length > 0 || ineligible}
          loading={actions.start.isPending}
          onClick={() => actions.start.mutate(undefined, { onError: (error) => toastError(error) })}
        >
          {t('participation.start')}
        </Button>
      </Card>
    );
  }

  const checks = [...state.conditions, ...state.tasks];
  const done = checks.filter((c) => c.status === 'VERIFIED').length;
  const live = quest.phase === 'LIVE';
  const progress = checks.length ? Math.round((done / checks.length) * 100) : 100;
  return (
    <Card className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold">{t('participation.your_progress')}</h2>
          <RecurrenceBadge recurrence={quest.recurrence} />
        </div>
        <span className="text-sm text-zinc-400">{t('participation.done_of', { done, total: checks.length })}</span>
      </div>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-label={t('participation.your_progress')}
        className="h-2 overflow-hidden rounded-full bg-zinc-800"
      >
        <div className="h-full rounded-full bg-violet-500 transition-all" style={{ width: `${progress}%` }} />
      </div>
      {quest.conditions.length > 0 && (
        <section className="flex flex-col gap-3">
          <h3 className="text-sm font-semibold text-zinc-300">{t('participation.conditions')}</h3>
          <ul className="flex flex-col gap-3">
            {quest.conditions.map((condition) => (
              <ConditionItem
                key={condition.id}
                questId={quest.id}
                brandId={quest.brandId}
                brandName={quest.brand.name ?? ''}
                condition={condition}
                progress={state.conditions.find((c) => c.questConditionId === condition.id)}
                active={live && state.status === 'STARTED'}
              />
            ))}
          </ul>
        </section>
      )}
      {quest.tasks.length > 0 && (
        <section className="flex flex-col gap-3">
          <h3 className="text-sm font-semibold text-zinc-300">{t('participation.tasks')}</h3>
          <ul className="flex flex-col gap-3">
            {quest.tasks.map((task) => (
              <TaskItem
                key={task.id}
                questId={quest.id}
                task={task}
                progress={state.tasks.find((p) => p.taskId === task.id)}
                active={live && state.status === 'STARTED'}
              />
            ))}
          </ul>
        </section>
      )}
      {(state.status === 'CLAIMED' || (state.status === 'COMPLETED' && paysAtEnd)) && (
        <PeriodDone recurrence={quest.recurrence} nextPeriodAt={state.nextPeriodAt} />
      )}
      <RewardFooter
        status={state.status}
        reward={reward}
        claimed={state.claimedAmount}
        paysAtEnd={paysAtEnd}
        allDone={done === checks.length}
        waiting={checks.filter((c) => c.status === 'PENDING').length}
        toDo={checks.filter((c) => c.status === 'NOT_DONE' || c.status === 'REJECTED').length}
        brandName={quest.brand.name ?? ''}
        completing={actions.complete.isPending}
        claiming={actions.claim.isPending}
        onComplete={() => actions.complete.mutate(undefined, { onError: (error) => toastError(error) })}
        onClaim={() =>
          actions.claim.mutate(undefined, {
            onSuccess: (paid) =>
              toastSuccess(t('participation.claimed_toast', { amount: formatTokenAmount(paid.amount) })),
            onError: (error) => toastError(error),
          })
        }
      />
    </Card>
  );
}

interface RewardFooterProps {
  status: string;
  reward: string;
  claimed: string | null;
  paysAtEnd: boolean;
  allDone: boolean;
  /** Checks sent for the brand's review, and checks the participant still has to do (or redo). */
  waiting: number;
  toDo: number;
  brandName: string;
  completing: boolean;
  claiming: boolean;
  onComplete(): void;
  onClaim(): void;
}

function RewardFooter(props: RewardFooterProps) {
  const { t } = useTranslation();
  const blockedId = useId();
  const blocked = props.status === 'STARTED' && !props.allDone;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-zinc-800 pt-4">
      <p className="text-sm text-zinc-300" data-testid="reward-state">
        {props.status === 'CLAIMED'
          ? t('participation.reward_claimed', { amount: formatTokenAmount(props.claimed) })
          : props.paysAtEnd
            ? t('participation.reward_at_end')
            : t('participation.reward', { amount: props.reward })}
      </p>
      {props.status === 'STARTED' && (
        <div className="flex flex-col items-end gap-1">
          <Button
            disabled={!props.allDone}
            loading={props.completing}
            onClick={props.onComplete}
            aria-describedby={blocked ? blockedId : undefined}
          >
            {t('participation.complete')}
          </Button>
          {blocked && (
            <p id={blockedId} className="text-right text-xs text-zinc-400" data-testid="complete-blocked">
              {props.toDo > 0
                ? t('loop.panel.to_do', { count: props.toDo })
                : t('loop.panel.waiting', { count: props.waiting, brand: props.brandName })}
            </p>
          )}
        </div>
      )}
      {props.status === 'COMPLETED' && !props.paysAtEnd && (
        <Button loading={props.claiming} onClick={props.onClaim}>
          {t('participation.claim', { amount: props.reward })}
        </Button>
      )}
    </div>
  );
}
